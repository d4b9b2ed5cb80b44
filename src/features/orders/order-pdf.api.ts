import type { ApiEnvelope } from '@domain/common/envelope';
import { OrderPaths as P } from '@domain/orders/orders.paths';
import type { OrderPdfSendResult } from '@domain/orders/order-pdf';
import type { OrderPdfExportInput, OrderPdfSendInput } from '@domain/orders/order-pdf.schemas';
import { api } from '@/app/api';

/** Server-made order PDFs: the chosen orders into the download centre, one order to its contact. */
export const orderPdfApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportOrderPdf: build.mutation<{ id: number }, OrderPdfExportInput>({
      query: (body) => ({ url: P.pdfExport, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<{ id: number }>) => r.data!,
      invalidatesTags: ['Downloads'],
    }),
    sendOrderPdf: build.mutation<OrderPdfSendResult, OrderPdfSendInput>({
      query: (body) => ({ url: P.pdfSend, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<OrderPdfSendResult>) => r.data!,
    }),
  }),
});

export const { useExportOrderPdfMutation, useSendOrderPdfMutation } = orderPdfApi;

import type { ApiEnvelope } from '@domain/common/envelope';
import { type OrderMapView } from '@domain/orders/order-extras';
import { OrderPaths as P } from '@domain/orders/orders.paths';
import type { OrderDetail } from '@domain/orders/orders.types';
import { api } from '@/app/api';
import type { OrderQueryParams } from './orders.api';

/** The order calls beside the lifecycle's (domain/orders/order-extras.ts). */
export const orderExtrasApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** /allOrder/mapView: the list's orders for its filters, with positions. */
    getOrderMap: build.query<OrderMapView, OrderQueryParams>({
      query: (params) => ({ url: P.mapView, params }),
      transformResponse: (r: ApiEnvelope<OrderMapView>) => r.data ?? { orders: [], total: 0 },
      providesTags: ['Orders'],
    }),
    /** 确认预约时间: the person serving keeps the appointment the order came with. */
    keepDate: build.mutation<OrderDetail, { id: number; version: number }>({
      query: (body) => ({ url: P.keepDate, method: 'POST', body: { ...body, keep: true } }),
      transformResponse: (r: ApiEnvelope<OrderDetail>) => r.data!,
      invalidatesTags: (_r, _e, body) => ['Orders', { type: 'Orders', id: body.id }],
    }),
  }),
});

export const { useGetOrderMapQuery, useKeepDateMutation } = orderExtrasApi;

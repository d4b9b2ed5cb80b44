import type { ApiEnvelope } from '@domain/common/envelope';
import type { ExportFormatType } from '@domain/downloads/downloads.schemas';
import type { z } from 'zod';
import type {
  AbnormalApplySchema,
  AbnormalExamineSchema,
  AcceptanceSchema,
  AppointmentSchema,
  ArchiveSchema,
  AssignSchema,
  CancelSchema,
  CollaboratorsSchema,
  CollectSchema,
  CompleteSchema,
  CreateOrderSchema,
  EditOrderSchema,
  EvaluateSchema,
  ExamineSchema,
  FeesSchema,
  OrderTargetSchema,
  PoolSchema,
  ReceiptSchema,
  RefuseSchema,
  RestoreSchema,
  TransferSchema,
} from '@domain/orders/orders.schemas';
import type { BatchResult, CountView, OrderDetail, OrderList, OrderTabCounts } from '@domain/orders/orders.types';
import { api } from '@/app/api';

/** Request bodies as the screens send them (zod inputs: the server's schemas fill the defaults). */
type In<S extends z.ZodType> = z.input<S>;
/** List filters as query parameters: comma-joined ids and codes, 'YYYY-MM-DD HH:mm:ss' times. */
export type OrderQueryParams = Record<string, string | number | undefined>;

export interface OrderExportArgs {
  filter: OrderQueryParams;
  format: ExportFormatType;
  /** Only these orders (the table's selection). */
  ids?: number[];
}

const detail = (r: ApiEnvelope<OrderDetail>) => r.data!;
const count = (r: ApiEnvelope<CountView>) => r.data?.count ?? 0;

/** Every order operation changes lists, counts, badges and the one order. */
const invalidatesOrder = (id?: number) => (id ? ['Orders' as const, { type: 'Orders' as const, id }] : ['Orders' as const]);

/** One call per operation of domain/orders/api.md; each answers the fresh order. */
const operation = <S extends z.ZodType>(url: string) => ({
  query: (body: In<S>) => ({ url, method: 'POST' as const, body }),
  transformResponse: detail,
  invalidatesTags: (_r: unknown, _e: unknown, body: In<S>) => invalidatesOrder((body as { id?: number }).id),
});

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOrders: build.query<OrderList, OrderQueryParams>({
      query: (params) => ({ url: '/v2/order/getAllOrderList', params }),
      transformResponse: (r: ApiEnvelope<OrderList>) => r.data ?? { list: [], total: 0 },
      providesTags: ['Orders'],
    }),
    countOrders: build.query<number, OrderQueryParams>({
      query: (params) => ({ url: '/v2/order/getOrderListCount', params }),
      transformResponse: count,
      providesTags: ['Orders'],
    }),
    getOrderTabs: build.query<OrderTabCounts, OrderQueryParams>({
      query: (params) => ({ url: '/order/getOrderTab', params }),
      transformResponse: (r: ApiEnvelope<OrderTabCounts>) => r.data!,
      providesTags: ['Orders'],
    }),
    /** Badge counts of the menu: the path with its fixed query (spec part 1 section 7). */
    getOrderBadge: build.query<number, string>({
      query: (url) => url,
      transformResponse: count,
      providesTags: ['Orders'],
    }),
    getOrder: build.query<OrderDetail, number>({
      query: (id) => ({ url: '/order/orderDetail', params: { id } }),
      transformResponse: detail,
      providesTags: (_r, _e, id) => [{ type: 'Orders', id }],
    }),
    createOrder: build.mutation<OrderDetail, In<typeof CreateOrderSchema>>({
      query: (body) => ({ url: '/v2/order/add', method: 'POST', body }),
      transformResponse: detail,
      invalidatesTags: ['Orders', 'Events', 'EventMessages'],
    }),
    editOrder: build.mutation<OrderDetail, In<typeof EditOrderSchema>>(operation<typeof EditOrderSchema>('/v2/order/edit')),
    copyOrder: build.mutation<OrderDetail, In<typeof OrderTargetSchema>>({
      query: (body) => ({ url: '/order/copy', method: 'POST', body }),
      transformResponse: detail,
      invalidatesTags: ['Orders'],
    }),
    acceptOrder: build.mutation<OrderDetail, In<typeof AcceptanceSchema>>(operation<typeof AcceptanceSchema>('/order/acceptance')),
    assignOrders: build.mutation<BatchResult, In<typeof AssignSchema>>({
      query: (body) => ({ url: '/worker/batchDesignate', method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<BatchResult>) => r.data!,
      invalidatesTags: ['Orders'],
    }),
    editCollaborators: build.mutation<OrderDetail, In<typeof CollaboratorsSchema>>(operation<typeof CollaboratorsSchema>('/order/collaborators')),
    transferOrder: build.mutation<OrderDetail, In<typeof TransferSchema>>(operation<typeof TransferSchema>('/order/transfer')),
    putOrdersInPool: build.mutation<BatchResult, In<typeof PoolSchema>>({
      query: (body) => ({ url: '/v2/order/putGrab', method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<BatchResult>) => r.data!,
      invalidatesTags: ['Orders'],
    }),
    retrieveOrdersFromPool: build.mutation<BatchResult, In<typeof PoolSchema>>({
      query: (body) => ({ url: '/v2/order/revokeGrab', method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<BatchResult>) => r.data!,
      invalidatesTags: ['Orders'],
    }),
    grabOrder: build.mutation<OrderDetail, In<typeof OrderTargetSchema>>(operation<typeof OrderTargetSchema>('/v2/order/grab')),
    receiveOrder: build.mutation<OrderDetail, In<typeof OrderTargetSchema>>(operation<typeof OrderTargetSchema>('/order/accept')),
    refuseOrder: build.mutation<OrderDetail, In<typeof RefuseSchema>>(operation<typeof RefuseSchema>('/order/refuseOrder')),
    appointOrder: build.mutation<OrderDetail, In<typeof AppointmentSchema>>(operation<typeof AppointmentSchema>('/order/workerBespokeDate')),
    startService: build.mutation<OrderDetail, In<typeof OrderTargetSchema>>(operation<typeof OrderTargetSchema>('/order/startService')),
    applyComplete: build.mutation<OrderDetail, In<typeof CompleteSchema>>(operation<typeof CompleteSchema>('/order/applyEndService')),
    completeOrder: build.mutation<OrderDetail, In<typeof CompleteSchema>>(operation<typeof CompleteSchema>('/order/serviceComplete')),
    examineOrder: build.mutation<OrderDetail, In<typeof ExamineSchema>>(operation<typeof ExamineSchema>('/order/examine/save')),
    saveReceipt: build.mutation<OrderDetail, In<typeof ReceiptSchema>>(operation<typeof ReceiptSchema>('/order/receipt')),
    saveFees: build.mutation<OrderDetail, In<typeof FeesSchema>>(operation<typeof FeesSchema>('/order/fees')),
    collectPayment: build.mutation<OrderDetail, In<typeof CollectSchema>>(operation<typeof CollectSchema>('/order/collect')),
    evaluateOrder: build.mutation<OrderDetail, In<typeof EvaluateSchema>>(operation<typeof EvaluateSchema>('/order/evaluate')),
    cancelOrder: build.mutation<OrderDetail, In<typeof CancelSchema>>(operation<typeof CancelSchema>('/order/cancel')),
    applyAbnormal: build.mutation<OrderDetail, In<typeof AbnormalApplySchema>>(operation<typeof AbnormalApplySchema>('/order/applyAbnormalOrder')),
    examineAbnormal: build.mutation<OrderDetail, In<typeof AbnormalExamineSchema>>(operation<typeof AbnormalExamineSchema>('/order/abnormal/examine')),
    archiveOrders: build.mutation<BatchResult, In<typeof ArchiveSchema>>({
      query: (body) => ({ url: '/v2/order/archive', method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<BatchResult>) => r.data!,
      invalidatesTags: ['Orders'],
    }),
    recycleOrders: build.mutation<BatchResult, number[]>({
      query: (ids) => ({ url: '/order/delAllOrder', method: 'DELETE', params: { ids: ids.join(',') } }),
      transformResponse: (r: ApiEnvelope<BatchResult>) => r.data!,
      invalidatesTags: ['Orders'],
    }),
    /** Queues an export of the orders (the list's filters, or the chosen ids) into the download centre. */
    exportOrders: build.mutation<{ id: number }, OrderExportArgs>({
      query: ({ filter, ...rest }) => ({ url: '/order/export', method: 'POST', body: { ...filter, ...rest } }),
      transformResponse: (r: ApiEnvelope<{ id: number }>) => r.data!,
      invalidatesTags: ['Downloads'],
    }),
    restoreOrders: build.mutation<BatchResult, In<typeof RestoreSchema>>({
      query: (body) => ({ url: '/order/rubbish/restore', method: 'PUT', body }),
      transformResponse: (r: ApiEnvelope<BatchResult>) => r.data!,
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useListOrdersQuery,
  useCountOrdersQuery,
  useGetOrderTabsQuery,
  useGetOrderBadgeQuery,
  useGetOrderQuery,
  useCreateOrderMutation,
  useEditOrderMutation,
  useCopyOrderMutation,
  useAcceptOrderMutation,
  useAssignOrdersMutation,
  useEditCollaboratorsMutation,
  useTransferOrderMutation,
  usePutOrdersInPoolMutation,
  useRetrieveOrdersFromPoolMutation,
  useGrabOrderMutation,
  useReceiveOrderMutation,
  useRefuseOrderMutation,
  useAppointOrderMutation,
  useStartServiceMutation,
  useApplyCompleteMutation,
  useCompleteOrderMutation,
  useExamineOrderMutation,
  useSaveReceiptMutation,
  useSaveFeesMutation,
  useCollectPaymentMutation,
  useEvaluateOrderMutation,
  useCancelOrderMutation,
  useApplyAbnormalMutation,
  useExamineAbnormalMutation,
  useArchiveOrdersMutation,
  useRecycleOrdersMutation,
  useRestoreOrdersMutation,
  useExportOrdersMutation,
} = ordersApi;

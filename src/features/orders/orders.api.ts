import type { ApiEnvelope } from '@domain/common/envelope';
import type { AssignMapView } from '@domain/orders/assign-map';
import type { ExportFormatType } from '@domain/downloads/downloads.constants';
import type { OrderCallBody as In, OrderCallName } from '@domain/orders/orders.calls';
import { OrderPaths as P } from '@domain/orders/orders.paths';
import type { BatchResult, CountView, OrderDetail, OrderList, OrderTabCounts } from '@domain/orders/orders.types';
import { api } from '@/app/api';

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
const operation = <K extends OrderCallName>(name: K) => ({
  query: (body: In<K>) => ({ url: P[name], method: 'POST' as const, body }),
  transformResponse: detail,
  invalidatesTags: (_r: unknown, _e: unknown, body: In<K>) => invalidatesOrder((body as { id?: number }).id),
});

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOrders: build.query<OrderList, OrderQueryParams>({
      query: (params) => ({ url: P.list, params }),
      transformResponse: (r: ApiEnvelope<OrderList>) => r.data ?? { list: [], total: 0 },
      providesTags: ['Orders'],
    }),
    countOrders: build.query<number, OrderQueryParams>({
      query: (params) => ({ url: P.count, params }),
      transformResponse: count,
      providesTags: ['Orders'],
    }),
    getOrderTabs: build.query<OrderTabCounts, OrderQueryParams>({
      query: (params) => ({ url: P.tabs, params }),
      transformResponse: (r: ApiEnvelope<OrderTabCounts>) => r.data!,
      providesTags: ['Orders'],
    }),
    /** Badge counts of the menu: the path with its fixed query (spec part 1 section 7). */
    getOrderBadge: build.query<number, string>({
      query: (url) => url,
      transformResponse: count,
      providesTags: ['Orders'],
    }),
    /** /assignOrderInMap: waiting orders and service staff with their positions. */
    getAssignMap: build.query<AssignMapView, void>({
      query: () => P.assignMap,
      transformResponse: (r: ApiEnvelope<AssignMapView>) => r.data!,
      providesTags: ['Orders'],
    }),
    getOrder: build.query<OrderDetail, number>({
      query: (id) => ({ url: P.detail, params: { id } }),
      transformResponse: detail,
      providesTags: (_r, _e, id) => [{ type: 'Orders', id }],
    }),
    createOrder: build.mutation<OrderDetail, In<'add'>>({
      query: (body) => ({ url: P.add, method: 'POST', body }),
      transformResponse: detail,
      invalidatesTags: ['Orders', 'Events', 'EventMessages'],
    }),
    editOrder: build.mutation<OrderDetail, In<'edit'>>(operation('edit')),
    copyOrder: build.mutation<OrderDetail, In<'copy'>>({
      query: (body) => ({ url: P.copy, method: 'POST', body }),
      transformResponse: detail,
      invalidatesTags: ['Orders'],
    }),
    decideAcceptance: build.mutation<OrderDetail, In<'acceptance'>>(operation('acceptance')),
    decideBatchAcceptance: build.mutation<BatchResult, In<'batchAcceptance'>>({
      query: (body) => ({ url: P.batchAcceptance, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<BatchResult>) => r.data!,
      invalidatesTags: ['Orders'],
    }),
    assignOrders: build.mutation<BatchResult, In<'assign'>>({
      query: (body) => ({ url: P.assign, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<BatchResult>) => r.data!,
      invalidatesTags: ['Orders'],
    }),
    editCollaborators: build.mutation<OrderDetail, In<'collaborators'>>(operation('collaborators')),
    transferOrder: build.mutation<OrderDetail, In<'transfer'>>(operation('transfer')),
    putOrdersInPool: build.mutation<BatchResult, In<'putPool'>>({
      query: (body) => ({ url: P.putPool, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<BatchResult>) => r.data!,
      invalidatesTags: ['Orders'],
    }),
    retrieveOrdersFromPool: build.mutation<BatchResult, In<'retrievePool'>>({
      query: (body) => ({ url: P.retrievePool, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<BatchResult>) => r.data!,
      invalidatesTags: ['Orders'],
    }),
    grabOrder: build.mutation<OrderDetail, In<'grab'>>(operation('grab')),
    acceptOrder: build.mutation<OrderDetail, In<'accept'>>(operation('accept')),
    refuseOrder: build.mutation<OrderDetail, In<'refuse'>>(operation('refuse')),
    appointOrder: build.mutation<OrderDetail, In<'appoint'>>(operation('appoint')),
    startService: build.mutation<OrderDetail, In<'startService'>>(operation('startService')),
    checkIn: build.mutation<OrderDetail, In<'checkIn'>>(operation('checkIn')),
    applyComplete: build.mutation<OrderDetail, In<'applyComplete'>>(operation('applyComplete')),
    completeOrder: build.mutation<OrderDetail, In<'complete'>>(operation('complete')),
    examineOrder: build.mutation<OrderDetail, In<'examine'>>(operation('examine')),
    saveReceipt: build.mutation<OrderDetail, In<'receipt'>>(operation('receipt')),
    saveFees: build.mutation<OrderDetail, In<'fees'>>(operation('fees')),
    collectPayment: build.mutation<OrderDetail, In<'collect'>>(operation('collect')),
    evaluateOrder: build.mutation<OrderDetail, In<'evaluate'>>(operation('evaluate')),
    cancelOrder: build.mutation<OrderDetail, In<'cancel'>>(operation('cancel')),
    applyAbnormal: build.mutation<OrderDetail, In<'applyAbnormal'>>(operation('applyAbnormal')),
    examineAbnormal: build.mutation<OrderDetail, In<'abnormalExamine'>>(operation('abnormalExamine')),
    archiveOrders: build.mutation<BatchResult, In<'archive'>>({
      query: (body) => ({ url: P.archive, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<BatchResult>) => r.data!,
      invalidatesTags: ['Orders'],
    }),
    recycleOrders: build.mutation<BatchResult, { ids: number[]; versions?: number[] }>({
      query: ({ ids, versions }) => ({ url: P.recycle, method: 'DELETE', params: { ids: ids.join(','), ...(versions && { versions: versions.join(',') }) } }),
      transformResponse: (r: ApiEnvelope<BatchResult>) => r.data!,
      invalidatesTags: ['Orders'],
    }),
    /** Queues an export of the orders (the list's filters, or the chosen ids) into the download centre. */
    exportOrders: build.mutation<{ id: number }, OrderExportArgs>({
      query: ({ filter, ...rest }) => ({ url: P.export, method: 'POST', body: { ...filter, ...rest } }),
      transformResponse: (r: ApiEnvelope<{ id: number }>) => r.data!,
      invalidatesTags: ['Downloads'],
    }),
    restoreOrders: build.mutation<BatchResult, In<'restore'>>({
      query: (body) => ({ url: P.restore, method: 'PUT', body }),
      transformResponse: (r: ApiEnvelope<BatchResult>) => r.data!,
      invalidatesTags: ['Orders'],
    }),
  }),
});

export const {
  useDecideBatchAcceptanceMutation,
  useListOrdersQuery,
  useCountOrdersQuery,
  useGetOrderTabsQuery,
  useGetOrderBadgeQuery,
  useGetAssignMapQuery,
  useGetOrderQuery,
  useCreateOrderMutation,
  useEditOrderMutation,
  useCopyOrderMutation,
  useDecideAcceptanceMutation,
  useAssignOrdersMutation,
  useEditCollaboratorsMutation,
  useTransferOrderMutation,
  usePutOrdersInPoolMutation,
  useRetrieveOrdersFromPoolMutation,
  useGrabOrderMutation,
  useAcceptOrderMutation,
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

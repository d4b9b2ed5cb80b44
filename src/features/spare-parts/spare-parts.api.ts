import type { ApiEnvelope } from '@domain/common/envelope';
import { SparePaths } from '@domain/spare-parts/spare-parts.paths';
import type {
  KitRow,
  LedgerRow,
  MovementRow,
  SparePartRow,
  SpareSettings,
  SpareTypeRow,
  StockRow,
  WarehouseRow,
} from '@domain/spare-parts/spare-parts.schemas';
import type { Location, MovementTypeCode } from '@domain/spare-parts/spare-parts.constants';
import { api } from '@/app/api';

export interface Paged<T> {
  list: T[];
  total: number;
}
type Query = Record<string, string | number | undefined>;
export interface PostMovementArgs {
  type: MovementTypeCode;
  from?: Location | null;
  to?: Location | null;
  lines: { partId: number; qty: number | string }[];
  docNo?: string;
  remark?: string;
}
export interface PostResult {
  id: number;
  state: number;
  amount: string;
}

const withTags = api.enhanceEndpoints({ addTagTypes: ['SpareCatalogue', 'SpareStock'] });
const data = <T,>(fallback: T) => (r: ApiEnvelope<T>) => r.data ?? fallback;
// Any movement changes stock, the ledger and the documents; the order's fees change with order use.
const moved = ['SpareStock'] as const;

/** Spare parts: catalogue, warehouses, stock, movements, approvals and order use. */
export const sparePartsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getSpareSettings: build.query<SpareSettings, void>({ query: () => SparePaths.enterpriseDetail, transformResponse: data({ storehouseType: 2, approvalTypes: [] }), providesTags: ['SpareCatalogue'] }),
    saveSpareSettings: build.mutation<ApiEnvelope, SpareSettings>({ query: (body) => ({ url: SparePaths.enterpriseSave, method: 'POST', body }), invalidatesTags: ['SpareCatalogue'] }),
    listSpareTypes: build.query<SpareTypeRow[], void>({ query: () => SparePaths.typeList, transformResponse: data([]), providesTags: ['SpareCatalogue'] }),
    saveSpareType: build.mutation<ApiEnvelope<number>, { id?: number; name: string; sort?: number }>({ query: (body) => ({ url: SparePaths.typeSave, method: 'POST', body }), invalidatesTags: ['SpareCatalogue'] }),
    deleteSpareTypes: build.mutation<ApiEnvelope, number[]>({ query: (ids) => ({ url: SparePaths.typeDelete, method: 'DELETE', params: { ids: ids.join(',') } }), invalidatesTags: ['SpareCatalogue'] }),
    listSpareParts: build.query<Paged<SparePartRow>, Query>({ query: (params) => ({ url: SparePaths.partList, params }), transformResponse: data({ list: [], total: 0 }), providesTags: ['SpareCatalogue', 'SpareStock'] }),
    getSparePart: build.query<SparePartRow, number>({ query: (id) => ({ url: SparePaths.partDetail, params: { id } }), transformResponse: (r: ApiEnvelope<SparePartRow>) => r.data!, providesTags: ['SpareCatalogue', 'SpareStock'] }),
    saveSparePart: build.mutation<ApiEnvelope<SparePartRow>, Partial<SparePartRow> & { typeId: number; name: string }>({ query: (body) => ({ url: SparePaths.partSave, method: 'POST', body }), invalidatesTags: ['SpareCatalogue'] }),
    deleteSpareParts: build.mutation<ApiEnvelope, number[]>({ query: (ids) => ({ url: SparePaths.partDelete, method: 'DELETE', params: { ids: ids.join(',') } }), invalidatesTags: ['SpareCatalogue'] }),
    exportSpareParts: build.mutation<ApiEnvelope<{ id: number }>, { keyword?: string; typeId?: number }>({
      query: (body) => ({ url: SparePaths.partExport, method: 'POST', body: { ...body, format: 'xlsx' } }),
      invalidatesTags: ['Downloads'],
    }),
    exportSpareStock: build.mutation<ApiEnvelope<{ id: number }>, { keyword?: string; warehouseId?: number }>({
      query: (body) => ({ url: SparePaths.stockExport, method: 'POST', body: { ...body, format: 'xlsx' } }),
      invalidatesTags: ['Downloads'],
    }),
    listWarehouses: build.query<WarehouseRow[], void>({ query: () => SparePaths.warehouseList, transformResponse: data([]), providesTags: ['SpareCatalogue'] }),
    saveWarehouse: build.mutation<ApiEnvelope<number>, { id?: number; name: string; kind: number; keeperIds: number[]; address?: string }>({ query: (body) => ({ url: SparePaths.warehouseSave, method: 'POST', body }), invalidatesTags: ['SpareCatalogue'] }),
    listSpareStock: build.query<Paged<StockRow>, Query>({ query: (params) => ({ url: SparePaths.stockList, params }), transformResponse: data({ list: [], total: 0 }), providesTags: ['SpareStock'] }),
    listMySpareStock: build.query<Paged<StockRow>, Query>({ query: (params) => ({ url: SparePaths.mine, params }), transformResponse: data({ list: [], total: 0 }), providesTags: ['SpareStock'] }),
    saveStockWarning: build.mutation<ApiEnvelope, { partId: number; warehouseId: number; minQty: number | null; maxQty: number | null }>({ query: (body) => ({ url: SparePaths.warningSave, method: 'POST', body }), invalidatesTags: [...moved] }),
    postMovement: build.mutation<ApiEnvelope<PostResult>, PostMovementArgs>({ query: (body) => ({ url: SparePaths.post, method: 'POST', body }), invalidatesTags: [...moved] }),
    listMovements: build.query<Paged<MovementRow>, Query>({ query: (params) => ({ url: SparePaths.operationList, params }), transformResponse: data({ list: [], total: 0 }), providesTags: ['SpareStock'] }),
    examineMovement: build.mutation<ApiEnvelope<PostResult>, { id: number; pass: boolean; reason?: string }>({ query: (body) => ({ url: SparePaths.examine, method: 'POST', body }), invalidatesTags: [...moved] }),
    countSpareApprovals: build.query<number, void>({
      query: () => ({ url: SparePaths.approvalCount, params: { state: 1, model: 1, audit_state: 0, types: '1,2' } }),
      transformResponse: (r: ApiEnvelope<{ count: number }>) => r.data?.count ?? 0,
      providesTags: ['SpareStock'],
    }),
    listSpareLedger: build.query<Paged<LedgerRow>, Query>({ query: (params) => ({ url: SparePaths.ledgerList, params }), transformResponse: data({ list: [], total: 0 }), providesTags: ['SpareStock'] }),
    postStockTaking: build.mutation<ApiEnvelope<PostResult | null>, { warehouseId: number; counts: { partId: number; counted: number | string }[]; remark?: string }>({
      query: (body) => ({ url: SparePaths.stockTaking, method: 'POST', body }),
      invalidatesTags: [...moved],
    }),
    listSpareKits: build.query<KitRow[], void>({ query: () => SparePaths.kitList, transformResponse: data([]), providesTags: ['SpareCatalogue'] }),
    saveSpareKit: build.mutation<ApiEnvelope<number>, { id?: number; name: string; items: { partId: number; qty: number | string }[] }>({
      query: (body) => ({ url: SparePaths.kitSave, method: 'POST', body }),
      invalidatesTags: ['SpareCatalogue'],
    }),
    deleteSpareKits: build.mutation<ApiEnvelope, number[]>({ query: (ids) => ({ url: SparePaths.kitDelete, method: 'DELETE', params: { ids: ids.join(',') } }), invalidatesTags: ['SpareCatalogue'] }),
    listOrderSpareParts: build.query<Paged<MovementRow>, number>({ query: (id) => ({ url: SparePaths.orderParts, params: { id } }), transformResponse: data({ list: [], total: 0 }), providesTags: ['SpareStock'] }),
    consumeOnOrder: build.mutation<ApiEnvelope<PostResult>, { orderId: number; lines: { partId: number; qty: number | string }[] }>({
      query: (body) => ({ url: SparePaths.orderConsume, method: 'POST', body }),
      invalidatesTags: [...moved, 'Orders'],
    }),
    cancelOnOrder: build.mutation<ApiEnvelope<PostResult>, { orderId: number; movementId: number }>({
      query: (body) => ({ url: SparePaths.orderCancel, method: 'POST', body }),
      invalidatesTags: [...moved, 'Orders'],
    }),
  }),
});

export const {
  useGetSpareSettingsQuery,
  useSaveSpareSettingsMutation,
  useListSpareTypesQuery,
  useSaveSpareTypeMutation,
  useDeleteSpareTypesMutation,
  useListSparePartsQuery,
  useLazyListSparePartsQuery,
  useGetSparePartQuery,
  useSaveSparePartMutation,
  useDeleteSparePartsMutation,
  useExportSparePartsMutation,
  useExportSpareStockMutation,
  useListWarehousesQuery,
  useSaveWarehouseMutation,
  useListSpareStockQuery,
  useLazyListSpareStockQuery,
  useListMySpareStockQuery,
  useSaveStockWarningMutation,
  usePostMovementMutation,
  useListMovementsQuery,
  useExamineMovementMutation,
  useCountSpareApprovalsQuery,
  useListSpareLedgerQuery,
  usePostStockTakingMutation,
  useListSpareKitsQuery,
  useSaveSpareKitMutation,
  useDeleteSpareKitsMutation,
  useListOrderSparePartsQuery,
  useConsumeOnOrderMutation,
  useCancelOnOrderMutation,
} = sparePartsApi;

import type { ApiEnvelope } from '@domain/common/envelope';
import type { MallOrderStateValue } from '@domain/mall/mall-states';
import { MallPaths } from '@domain/mall/mall.paths';
import type { MallCategoryRow, MallGoodsRow, MallOrderDetail, MallOrderRow, MallSettingInput, MallSettingRow, SaveCategoryInput, SaveGoodsInput } from '@domain/mall/mall.schemas';
import type { STAFF_MOVES } from '@domain/mall/mall-order.machine';
import { api } from '@/app/api';

type Paged<T> = { list: T[]; total: number };

const withTags = api.enhanceEndpoints({ addTagTypes: ['MallCategories', 'MallGoods', 'MallOrders', 'MallSetting', 'SpareStock', 'Downloads', 'SourceCollections'] });

/** The mall's staff calls (/shop/manage/...). */
export const mallApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    listMallCategories: build.query<MallCategoryRow[], void>({
      query: () => MallPaths.categoryList,
      transformResponse: (r: ApiEnvelope<MallCategoryRow[]>) => r.data ?? [],
      providesTags: ['MallCategories'],
    }),
    saveMallCategory: build.mutation<ApiEnvelope<MallCategoryRow>, SaveCategoryInput>({
      query: (body) => ({ url: body.id === undefined ? MallPaths.addClassification : MallPaths.updateClassification, method: 'POST', body }),
      invalidatesTags: ['MallCategories'],
    }),
    listMallGoods: build.query<Paged<MallGoodsRow>, { categoryId?: number; keyword?: string; pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: MallPaths.goodsList, params }),
      transformResponse: (r: ApiEnvelope<Paged<MallGoodsRow>>) => r.data ?? { list: [], total: 0 },
      providesTags: ['MallGoods'],
    }),
    saveMallGoods: build.mutation<ApiEnvelope<MallGoodsRow>, SaveGoodsInput>({
      query: (body) => ({ url: body.id === undefined ? MallPaths.addGoods : MallPaths.updateGoods, method: 'POST', body }),
      invalidatesTags: ['MallGoods', 'MallCategories'],
    }),
    shelveMallGoods: build.mutation<ApiEnvelope, { id: number; onShelf: boolean }>({
      query: (body) => ({ url: MallPaths.goodsShelf, method: 'POST', body }),
      invalidatesTags: ['MallGoods'],
    }),
    listMallOrders: build.query<Paged<MallOrderRow>, { state?: MallOrderStateValue; pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: MallPaths.orderList, params }),
      transformResponse: (r: ApiEnvelope<Paged<MallOrderRow>>) => r.data ?? { list: [], total: 0 },
      providesTags: ['MallOrders'],
    }),
    getMallOrder: build.query<MallOrderDetail, number>({
      query: (id) => ({ url: MallPaths.orderDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<MallOrderDetail>) => r.data!,
      providesTags: ['MallOrders'],
    }),
    /** The 商城订单 badge: orders waiting for the caller's approval or shipment. */
    countWaitingMallOrders: build.query<number, void>({
      query: () => MallPaths.orderCounts,
      transformResponse: (r: ApiEnvelope<{ pendingApproval: number; pendingShipment: number }>) => (r.data ? r.data.pendingApproval + r.data.pendingShipment : 0),
      providesTags: ['MallOrders'],
    }),
    exportMallOrders: build.mutation<ApiEnvelope<{ id: number }>, { state?: MallOrderStateValue }>({
      query: (body) => ({ url: MallPaths.orderExport, method: 'POST', body: { ...body, format: 'xlsx' } }),
      invalidatesTags: ['Downloads'],
    }),
    getMallSetting: build.query<MallSettingRow, void>({
      query: () => MallPaths.settingGet,
      transformResponse: (r: ApiEnvelope<MallSettingRow>) => r.data!,
      providesTags: ['MallSetting'],
    }),
    saveMallSetting: build.mutation<ApiEnvelope<MallSettingRow>, MallSettingInput>({
      query: (body) => ({ url: MallPaths.settingSave, method: 'POST', body }),
      invalidatesTags: ['MallSetting'],
    }),
    // Shipping takes spare parts out of their warehouse, a payment is a finance collection: their tags by name.
    operateMallOrder: build.mutation<ApiEnvelope<MallOrderDetail>, { id: number; op: (typeof STAFF_MOVES)[number]; trackingNo?: string; refundAmount?: string; remark?: string }>({
      query: (body) => ({ url: MallPaths.orderOperate, method: 'POST', body }),
      invalidatesTags: ['MallOrders', 'MallGoods', 'SpareStock', 'SourceCollections'],
    }),
  }),
});

export const {
  useCountWaitingMallOrdersQuery,
  useExportMallOrdersMutation,
  useGetMallSettingQuery,
  useSaveMallSettingMutation,
  useListMallCategoriesQuery,
  useSaveMallCategoryMutation,
  useListMallGoodsQuery,
  useSaveMallGoodsMutation,
  useShelveMallGoodsMutation,
  useListMallOrdersQuery,
  useGetMallOrderQuery,
  useOperateMallOrderMutation,
} = mallApi;

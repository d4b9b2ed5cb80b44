import type { ApiEnvelope } from '@domain/common/envelope';
import { OldPartPaths } from '@domain/spare-parts/old-parts.paths';
import type { ManageRow, OldLogRow, OldPartParamRow, OldStockRow, RecycleFormRow } from '@domain/spare-parts/old-parts';
import type { PersonalOldStockDetail, PersonalOldStockRow } from '@domain/spare-parts/personal-old-parts';
import { sparePartsApi, type Paged } from './spare-parts.api';

type Query = Record<string, string | number | undefined>;
const withTags = sparePartsApi.enhanceEndpoints({ addTagTypes: ['OldParts'] });
const data = <T,>(fallback: T) => (r: ApiEnvelope<T>) => r.data ?? fallback;
const count = (r: ApiEnvelope<{ count: number }>) => r.data?.count ?? 0;
// A receipt or a management record moves stock: the old-part store, and (refurbishing) the good stock.
const moved = ['OldParts', 'SpareStock'] as const;

/** Old-part recycling under /old/part: template, recycle forms, receipt, the old-part store, reminders and management. */
export const oldPartsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getOldPartTemplate: build.query<OldPartParamRow[], void>({ query: () => OldPartPaths.paramTmpl, transformResponse: data([]), providesTags: ['OldParts'] }),
    saveOldPartParam: build.mutation<ApiEnvelope<number>, Partial<OldPartParamRow> & { name: string }>({ query: (body) => ({ url: OldPartPaths.paramSave, method: 'POST', body }), invalidatesTags: ['OldParts'] }),
    deleteOldPartParams: build.mutation<ApiEnvelope, number[]>({ query: (ids) => ({ url: OldPartPaths.paramDelete, method: 'DELETE', params: { ids: ids.join(',') } }), invalidatesTags: ['OldParts'] }),
    saveRecycleForm: build.mutation<ApiEnvelope<{ ids: number[]; codes: string[] }>, { orderId: number; lines: { partId: number; qty: number | string }[]; values: Record<string, string>; remark?: string }>({
      query: (body) => ({ url: OldPartPaths.formSave, method: 'POST', body }),
      invalidatesTags: ['OldParts'],
    }),
    listOrderRecycleForms: build.query<Paged<RecycleFormRow>, number>({ query: (orderId) => ({ url: OldPartPaths.formList, params: { orderId } }), transformResponse: data({ list: [], total: 0 }), providesTags: ['OldParts'] }),
    listRecycleForms: build.query<Paged<RecycleFormRow>, Query>({ query: (params) => ({ url: OldPartPaths.recycleList, params }), transformResponse: data({ list: [], total: 0 }), providesTags: ['OldParts'] }),
    deleteRecycleForms: build.mutation<ApiEnvelope, number[]>({ query: (ids) => ({ url: OldPartPaths.recycleDelete, method: 'DELETE', params: { ids: ids.join(',') } }), invalidatesTags: ['OldParts'] }),
    receiveRecycleForms: build.mutation<ApiEnvelope<{ movementId: number; received: number }>, { warehouseId: number; ids: number[] }>({
      query: (body) => ({ url: OldPartPaths.receipt, method: 'POST', body }),
      invalidatesTags: [...moved],
    }),
    searchRecovery: build.query<RecycleFormRow[], { code?: string; keyword?: string }>({ query: (params) => ({ url: OldPartPaths.recoverySearch, params }), transformResponse: data([]), providesTags: ['OldParts'] }),
    listOldStock: build.query<Paged<OldStockRow>, Query>({ query: (params) => ({ url: OldPartPaths.stockList, params }), transformResponse: data({ list: [], total: 0 }), providesTags: [...moved] }),
    listOldLog: build.query<Paged<OldLogRow>, Query>({ query: (params) => ({ url: OldPartPaths.logList, params }), transformResponse: data({ list: [], total: 0 }), providesTags: [...moved] }),
    listRecyclingReminders: build.query<Paged<RecycleFormRow>, Query>({ query: (params) => ({ url: OldPartPaths.recyclingRemindList, params }), transformResponse: data({ list: [], total: 0 }), providesTags: ['OldParts'] }),
    countRecyclingReminders: build.query<number, void>({ query: () => OldPartPaths.recyclingRemindCount, transformResponse: count, providesTags: ['OldParts'] }),
    listRecycledReminders: build.query<Paged<RecycleFormRow>, Query>({ query: (params) => ({ url: OldPartPaths.recycledRemindList, params }), transformResponse: data({ list: [], total: 0 }), providesTags: ['OldParts'] }),
    countRecycledReminders: build.query<number, void>({ query: () => OldPartPaths.recycledRemindCount, transformResponse: count, providesTags: ['OldParts'] }),
    ignoreRecycled: build.mutation<ApiEnvelope<number>, number[]>({ query: (ids) => ({ url: OldPartPaths.batchIgnore, method: 'POST', body: { ids } }), invalidatesTags: ['OldParts'] }),
    editOldPartManage: build.mutation<ApiEnvelope<number>, { id?: number; kind?: number; warehouseId?: number; partId?: number; qty?: number | string; remark?: string }>({
      query: (body) => ({ url: OldPartPaths.manageEdit, method: 'POST', body }),
      invalidatesTags: [...moved],
    }),
    listOldPartManages: build.query<Paged<ManageRow>, Query>({ query: (params) => ({ url: OldPartPaths.manageList, params }), transformResponse: data({ list: [], total: 0 }), providesTags: [...moved] }),
    listMyOldParts: build.query<Paged<PersonalOldStockRow>, Query>({ query: (params) => ({ url: OldPartPaths.personalStockList, params }), transformResponse: data({ list: [], total: 0 }), providesTags: [...moved] }),
    getMyOldPart: build.query<PersonalOldStockDetail | null, number>({ query: (partId) => ({ url: OldPartPaths.personalStockDetail, params: { partId } }), transformResponse: data(null), providesTags: [...moved] }),
    deleteMyOldParts: build.mutation<ApiEnvelope, number[]>({ query: (partIds) => ({ url: OldPartPaths.personalStockDelete, method: 'DELETE', params: { partIds: partIds.join(',') } }), invalidatesTags: [...moved] }),
    saveMyOldParts: build.mutation<ApiEnvelope<{ movementId: number }>, { orderId?: number; lines: { partId: number; qty: string }[]; remark?: string }>({
      query: (body) => ({ url: OldPartPaths.personalFormSave, method: 'POST', body }),
      invalidatesTags: [...moved],
    }),
    returnMyOldParts: build.mutation<ApiEnvelope<{ movementId: number }>, { warehouseId: number; lines: { partId: number; qty: string }[]; remark?: string }>({
      query: (body) => ({ url: OldPartPaths.returnFormAdd, method: 'POST', body }),
      invalidatesTags: [...moved],
    }),
  }),
});

export const {
  useGetOldPartTemplateQuery,
  useSaveOldPartParamMutation,
  useDeleteOldPartParamsMutation,
  useSaveRecycleFormMutation,
  useListOrderRecycleFormsQuery,
  useListRecycleFormsQuery,
  useDeleteRecycleFormsMutation,
  useReceiveRecycleFormsMutation,
  useLazySearchRecoveryQuery,
  useListOldStockQuery,
  useListOldLogQuery,
  useListRecyclingRemindersQuery,
  useCountRecyclingRemindersQuery,
  useListRecycledRemindersQuery,
  useCountRecycledRemindersQuery,
  useIgnoreRecycledMutation,
  useEditOldPartManageMutation,
  useListOldPartManagesQuery,
  useListMyOldPartsQuery,
  useGetMyOldPartQuery,
  useDeleteMyOldPartsMutation,
  useSaveMyOldPartsMutation,
  useReturnMyOldPartsMutation,
} = oldPartsApi;

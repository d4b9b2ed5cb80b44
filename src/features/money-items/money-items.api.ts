import type { ApiEnvelope } from '@domain/common/envelope';
import type { Paging } from '@domain/common/paging';
import type { MoneyItemListQuery } from '@domain/money-items/money-items.schemas';
import type { MoneyItemRow, MoneyItemTypeCode } from '@domain/money-items/money-items.constants';
import { api } from '@/app/api';
import { MoneyItemPaths } from '@domain/money-items/money-items.paths';

export interface SaveMoneyItemArgs {
  id?: number;
  name: string;
  /** Yuan, at most two decimals; null for no fixed price. */
  price?: number | null;
  itemType: MoneyItemTypeCode;
  sort?: number;
}

// The tag is declared here so the shared createApi stays untouched; the bin and the list share it,
// since deleting and restoring move items between them.
const withTags = api.enhanceEndpoints({ addTagTypes: ['MoneyItems'] });

/** Money items (费用项目) and their recycle bin (/v2/moneyItem/...). */
export const moneyItemsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    listMoneyItems: build.query<MoneyItemRow[], Partial<MoneyItemListQuery> | void>({
      query: (params) => ({ url: MoneyItemPaths.list, params: params ?? undefined }),
      transformResponse: (r: ApiEnvelope<MoneyItemRow[]>) => r.data ?? [],
      providesTags: ['MoneyItems'],
    }),
    countMoneyItems: build.query<number, void>({
      query: () => MoneyItemPaths.count,
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['MoneyItems'],
    }),
    saveMoneyItem: build.mutation<ApiEnvelope<MoneyItemRow>, SaveMoneyItemArgs>({
      query: (body) => ({ url: MoneyItemPaths.save, method: 'POST', body }),
      invalidatesTags: ['MoneyItems'],
    }),
    deleteMoneyItems: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: MoneyItemPaths.delete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: ['MoneyItems'],
    }),
    listBinnedMoneyItems: build.query<MoneyItemRow[], Paging>({
      query: (params) => ({ url: MoneyItemPaths.recycleList, params }),
      transformResponse: (r: ApiEnvelope<MoneyItemRow[]>) => r.data ?? [],
      providesTags: ['MoneyItems'],
    }),
    countBinnedMoneyItems: build.query<number, void>({
      query: () => MoneyItemPaths.recycleCount,
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['MoneyItems'],
    }),
    restoreMoneyItems: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: MoneyItemPaths.restore, method: 'PUT', body: { ids } }),
      invalidatesTags: ['MoneyItems'],
    }),
  }),
});

export const {
  useListMoneyItemsQuery,
  useCountMoneyItemsQuery,
  useSaveMoneyItemMutation,
  useDeleteMoneyItemsMutation,
  useListBinnedMoneyItemsQuery,
  useCountBinnedMoneyItemsQuery,
  useRestoreMoneyItemsMutation,
} = moneyItemsApi;

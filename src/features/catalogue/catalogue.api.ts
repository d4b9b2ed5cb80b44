import type {
  ServiceGroupFilter,
  ServiceGroupListQuery,
  ServiceGroupRow,
  ServiceItemCategoryRow,
  ServiceItemFilter,
  ServiceItemListQuery,
  ServiceItemRow,
} from '@domain/catalogue/catalogue.schemas';
import type { ApiEnvelope } from '@domain/common/envelope';
import { api } from '@/app/api';
import { CataloguePaths } from '@domain/catalogue/catalogue.paths';

/** Request bodies as the dialogs send them; the server's schemas fill the defaults. */
export interface SaveServiceGroupArgs {
  id?: number;
  name: string;
  leaderUserId?: number | null;
  memberIds: number[];
  description?: string;
}
export interface SaveServiceItemCategoryArgs {
  id?: number;
  name: string;
  parentId?: number | null;
}
export interface SaveServiceItemArgs {
  id?: number;
  name: string;
  categoryId?: number | null;
  /** Yuan, at most two decimals; null for none. */
  price?: number | null;
  description?: string;
  enabled?: boolean;
  sort?: number;
}

/** The filters' lookups of spec part 1 section 7: every group, every item, in one call each. */
export const ALL_SERVICE_GROUPS: ServiceGroupListQuery = { type: -1, searchText: '', pageIndex: 0, pageSize: 1000 };
export const ALL_SERVICE_ITEMS: ServiceItemListQuery = { typeId: -1, name: '', pageIndex: 0, pageSize: 9999 };

const ids = (list: number[]) => ({ ids: list.join(',') });

/** Service groups, service item categories and service items (/serviceSetting and the pickers). */
export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    listServiceGroups: build.query<ServiceGroupRow[], ServiceGroupListQuery>({
      query: (params) => ({ url: CataloguePaths.groupList, params }),
      transformResponse: (r: ApiEnvelope<ServiceGroupRow[]>) => r.data ?? [],
      providesTags: ['ServiceGroups'],
    }),
    countServiceGroups: build.query<number, Partial<ServiceGroupFilter>>({
      query: (params) => ({ url: CataloguePaths.groupCount, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['ServiceGroups'],
    }),
    getServiceGroup: build.query<ServiceGroupRow, number>({
      query: (id) => ({ url: CataloguePaths.groupDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<ServiceGroupRow>) => r.data!,
      providesTags: ['ServiceGroups'],
    }),
    saveServiceGroup: build.mutation<ApiEnvelope<ServiceGroupRow>, SaveServiceGroupArgs>({
      query: (body) => ({ url: CataloguePaths.groupSave, method: 'POST', body }),
      invalidatesTags: ['ServiceGroups'],
    }),
    deleteServiceGroups: build.mutation<ApiEnvelope, number[]>({
      query: (list) => ({ url: CataloguePaths.groupDelete, method: 'DELETE', params: ids(list) }),
      invalidatesTags: ['ServiceGroups'],
    }),
    listServiceItemCategories: build.query<ServiceItemCategoryRow[], void>({
      query: () => CataloguePaths.categoryList,
      transformResponse: (r: ApiEnvelope<ServiceItemCategoryRow[]>) => r.data ?? [],
      providesTags: ['ServiceItems'],
    }),
    saveServiceItemCategory: build.mutation<ApiEnvelope<ServiceItemCategoryRow>, SaveServiceItemCategoryArgs>({
      query: (body) => ({ url: CataloguePaths.categorySave, method: 'POST', body }),
      // Item rows show their category's name.
      invalidatesTags: ['ServiceItems'],
    }),
    deleteServiceItemCategories: build.mutation<ApiEnvelope, number[]>({
      query: (list) => ({ url: CataloguePaths.categoryDelete, method: 'DELETE', params: ids(list) }),
      invalidatesTags: ['ServiceItems'],
    }),
    listServiceItems: build.query<ServiceItemRow[], ServiceItemListQuery>({
      query: (params) => ({ url: CataloguePaths.itemList, params }),
      transformResponse: (r: ApiEnvelope<ServiceItemRow[]>) => r.data ?? [],
      providesTags: ['ServiceItems'],
    }),
    countServiceItems: build.query<number, Partial<ServiceItemFilter>>({
      query: (params) => ({ url: CataloguePaths.itemCount, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['ServiceItems'],
    }),
    saveServiceItem: build.mutation<ApiEnvelope<ServiceItemRow>, SaveServiceItemArgs>({
      query: (body) => ({ url: CataloguePaths.itemSave, method: 'POST', body }),
      // Categories count their items.
      invalidatesTags: ['ServiceItems'],
    }),
    deleteServiceItems: build.mutation<ApiEnvelope, number[]>({
      query: (list) => ({ url: CataloguePaths.itemDelete, method: 'DELETE', params: ids(list) }),
      invalidatesTags: ['ServiceItems'],
    }),
  }),
});

export const {
  useListServiceGroupsQuery,
  useGetServiceGroupQuery,
  useCountServiceGroupsQuery,
  useSaveServiceGroupMutation,
  useDeleteServiceGroupsMutation,
  useListServiceItemCategoriesQuery,
  useSaveServiceItemCategoryMutation,
  useDeleteServiceItemCategoriesMutation,
  useListServiceItemsQuery,
  useCountServiceItemsQuery,
  useSaveServiceItemMutation,
  useDeleteServiceItemsMutation,
} = catalogueApi;

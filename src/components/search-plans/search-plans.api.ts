import type { ApiEnvelope } from '@domain/common/envelope';
import type { SearchPlan } from '@domain/search-plans/search-plans.schemas';
import { api } from '@/app/api';
import { SearchPlanPaths } from '@domain/search-plans/search-plans.paths';

/** Saved search plans of the signed-in user, per list screen (listKey). */
export const searchPlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSearchPlans: build.query<SearchPlan[], string>({
      query: (listKey) => ({ url: SearchPlanPaths.list, params: { listKey } }),
      transformResponse: (r: ApiEnvelope<SearchPlan[]>) => r.data ?? [],
      providesTags: ['SearchPlans'],
    }),
    defaultSearchPlan: build.query<SearchPlan | null, string>({
      query: (listKey) => ({ url: SearchPlanPaths.default, params: { listKey } }),
      transformResponse: (r: ApiEnvelope<SearchPlan | null>) => r.data ?? null,
      // A screen opened after its default changed reads the new one.
      providesTags: ['SearchPlans'],
    }),
    saveSearchPlan: build.mutation<ApiEnvelope<SearchPlan>, { listKey: string; name: string; conditions: Record<string, unknown>; isDefault: boolean }>({
      query: (body) => ({ url: SearchPlanPaths.save, method: 'POST', body }),
      invalidatesTags: ['SearchPlans'],
    }),
    setDefaultSearchPlan: build.mutation<ApiEnvelope<SearchPlan>, { id: number; isDefault: boolean }>({
      query: (body) => ({ url: SearchPlanPaths.setDefault, method: 'POST', body }),
      invalidatesTags: ['SearchPlans'],
    }),
    deleteSearchPlan: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: SearchPlanPaths.delete, method: 'DELETE', params: { id } }),
      invalidatesTags: ['SearchPlans'],
    }),
  }),
});

export const { useListSearchPlansQuery, useDefaultSearchPlanQuery, useSaveSearchPlanMutation, useSetDefaultSearchPlanMutation, useDeleteSearchPlanMutation } =
  searchPlansApi;

import type { ApiEnvelope } from '@domain/common/envelope';
import type { CyclePlanDetail, CyclePlanFilter, CyclePlanRow, FollowFilter, FollowRow, PlanSmsResult } from '@domain/cycle-plans/cycle-plans.schemas';
import { api } from '@/app/api';
import { CyclePlanPaths } from '@domain/cycle-plans/cycle-plans.paths';

export interface SaveCyclePlanArgs {
  id?: number;
  name: string;
  templateId: number;
  title: string;
  description?: string;
  customerIds: number[];
  cycleUnit: number;
  cycleEvery: number;
  startDate: string;
  endDate?: string | null;
  remindDays?: number;
  remindUserIds?: number[];
}

type Paged<F> = Partial<F> & { pageIndex: number; pageSize: number };

/** Customer service plans (/customer/cycleorder/...) and their follow-up reminders (/customer/reminder/plan/...). */
export const cyclePlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCyclePlans: build.query<CyclePlanRow[], Paged<CyclePlanFilter>>({
      query: (params) => ({ url: CyclePlanPaths.list, params }),
      transformResponse: (r: ApiEnvelope<CyclePlanRow[]>) => r.data ?? [],
      providesTags: ['CyclePlans'],
    }),
    countCyclePlans: build.query<number, Partial<CyclePlanFilter>>({
      query: (params) => ({ url: CyclePlanPaths.count, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['CyclePlans'],
    }),
    getCyclePlan: build.query<CyclePlanDetail, number>({
      query: (id) => ({ url: CyclePlanPaths.detail, params: { id } }),
      transformResponse: (r: ApiEnvelope<CyclePlanDetail>) => r.data!,
      providesTags: ['CyclePlans'],
    }),
    saveCyclePlan: build.mutation<ApiEnvelope<CyclePlanRow>, SaveCyclePlanArgs>({
      query: (body) => ({ url: CyclePlanPaths.save, method: 'POST', body }),
      // A plan due today makes its orders at once.
      invalidatesTags: ['CyclePlans', 'Orders'],
    }),
    changeCyclePlanState: build.mutation<ApiEnvelope<CyclePlanRow>, { id: number; state: number }>({
      query: (body) => ({ url: CyclePlanPaths.state, method: 'POST', body }),
      invalidatesTags: ['CyclePlans', 'Orders'],
    }),
    deleteCyclePlans: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: CyclePlanPaths.delete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: ['CyclePlans'],
    }),
    sendCyclePlanSms: build.mutation<ApiEnvelope<PlanSmsResult>, { id: number; customerIds: number[]; content: string }>({
      query: (body) => ({ url: CyclePlanPaths.sendSms, method: 'POST', body }),
    }),
    listFollowReminders: build.query<FollowRow[], Paged<FollowFilter>>({
      query: (params) => ({ url: CyclePlanPaths.reminderList, params }),
      transformResponse: (r: ApiEnvelope<FollowRow[]>) => r.data ?? [],
      providesTags: ['CyclePlans'],
    }),
    countFollowReminders: build.query<number, Partial<FollowFilter>>({
      query: (params) => ({ url: CyclePlanPaths.reminderCount, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['CyclePlans'],
    }),
    followUp: build.mutation<ApiEnvelope, { planId: number; customerId: number; note: string }>({
      query: (body) => ({ url: CyclePlanPaths.reminderEdit, method: 'POST', body }),
      invalidatesTags: ['CyclePlans'],
    }),
  }),
});

export const {
  useListCyclePlansQuery,
  useCountCyclePlansQuery,
  useGetCyclePlanQuery,
  useSaveCyclePlanMutation,
  useChangeCyclePlanStateMutation,
  useDeleteCyclePlansMutation,
  useSendCyclePlanSmsMutation,
  useListFollowRemindersQuery,
  useCountFollowRemindersQuery,
  useFollowUpMutation,
} = cyclePlansApi;

import type { ApiEnvelope } from '@domain/common/envelope';
import type { SaveVisitPlanInput, VisitPlanRow, VisitReport, VisitTaskDetail, VisitTaskFilter, VisitTaskRow } from '@domain/return-visits/return-visits.schemas';
import { api } from '@/app/api';
import { ReturnVisitPaths } from '@domain/return-visits/return-visits.paths';

/** Return-visit plans (/v2/returnvisitPlan/...) and tasks (/v2/returnvisitTask/...). */
export const returnVisitsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listVisitTasks: build.query<VisitTaskRow[], Partial<VisitTaskFilter> & { pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: ReturnVisitPaths.taskList, params }),
      transformResponse: (r: ApiEnvelope<VisitTaskRow[]>) => r.data ?? [],
      providesTags: ['ReturnVisits'],
    }),
    countVisitTasks: build.query<number, Partial<VisitTaskFilter>>({
      query: (params) => ({ url: ReturnVisitPaths.taskCount, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['ReturnVisits'],
    }),
    getVisitTask: build.query<VisitTaskDetail, number>({
      query: (id) => ({ url: ReturnVisitPaths.taskDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<VisitTaskDetail>) => r.data!,
      providesTags: ['ReturnVisits'],
    }),
    submitVisit: build.mutation<ApiEnvelope<VisitTaskDetail>, { id: number; state: number; answers: (number | string | null)[]; remark: string }>({
      query: (body) => ({ url: ReturnVisitPaths.taskSubmit, method: 'POST', body }),
      invalidatesTags: ['ReturnVisits'],
    }),
    sendVisitSms: build.mutation<ApiEnvelope<VisitTaskDetail>, { id: number; content?: string }>({
      query: (body) => ({ url: ReturnVisitPaths.taskSendSms, method: 'POST', body }),
      invalidatesTags: ['ReturnVisits'],
    }),
    getVisitReport: build.query<VisitReport, number>({
      query: (id) => ({ url: ReturnVisitPaths.taskReport, params: { id, visitType: 1 } }),
      transformResponse: (r: ApiEnvelope<VisitReport>) => r.data!,
      providesTags: ['ReturnVisits'],
    }),
    listVisitPlans: build.query<VisitPlanRow[], void>({
      query: () => ReturnVisitPaths.planList,
      transformResponse: (r: ApiEnvelope<VisitPlanRow[]>) => r.data ?? [],
      providesTags: ['ReturnVisits'],
    }),
    getVisitPlan: build.query<VisitPlanRow, number>({
      query: (id) => ({ url: ReturnVisitPaths.planDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<VisitPlanRow>) => r.data!,
      providesTags: ['ReturnVisits'],
    }),
    saveVisitPlan: build.mutation<ApiEnvelope<VisitPlanRow>, Partial<SaveVisitPlanInput> & { id?: number }>({
      query: (body) => ({ url: ReturnVisitPaths.planSave, method: 'POST', body }),
      invalidatesTags: ['ReturnVisits'],
    }),
  }),
});

export const {
  useListVisitTasksQuery,
  useCountVisitTasksQuery,
  useGetVisitTaskQuery,
  useSubmitVisitMutation,
  useSendVisitSmsMutation,
  useGetVisitReportQuery,
  useListVisitPlansQuery,
  useGetVisitPlanQuery,
  useSaveVisitPlanMutation,
} = returnVisitsApi;

import type { ApiEnvelope } from '@domain/common/envelope';
import { InspectionPaths as P } from '@domain/maintenance/inspection.paths';
import type {
  InspectionPlanFilter,
  InspectionPlanRow,
  InspectionPointFilter,
  InspectionPointRow,
  InspectionTaskDetail,
  InspectionTaskFilter,
  InspectionTaskRow,
  SaveInspectionPlanInput,
  SaveInspectionPointInput,
} from '@domain/maintenance/inspection.schemas';
import type { INSPECTION_MOVES } from '@domain/maintenance/inspection-task.machine';
import { api } from '@/app/api';

type Paged<F> = Partial<F> & { pageIndex: number; pageSize: number };
const list =
  <T,>() =>
  (r: ApiEnvelope<T[]>) =>
    r.data ?? [];
const one =
  <T,>() =>
  (r: ApiEnvelope<T>) =>
    r.data!;
const tags = ['Inspection' as const];
export type RecordArgs = { id: number; pointId: number; scannedCode?: string; items: { name: string; passed: boolean; note: string }[]; remark?: string; photoIds?: number[] };

/** Inspection points, plans and rounds (/v2/inspection/...). An exception turned into an order is made on /createOrder. */
export const inspectionApi = api.injectEndpoints({
  endpoints: (build) => ({
    listInspectionPoints: build.query<InspectionPointRow[], Paged<InspectionPointFilter>>({ query: (params) => ({ url: P.pointList, params }), transformResponse: list<InspectionPointRow>(), providesTags: tags }),
    countInspectionPoints: build.query<number, Partial<InspectionPointFilter>>({ query: (params) => ({ url: P.pointCount, params }), transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0, providesTags: tags }),
    saveInspectionPoint: build.mutation<ApiEnvelope<InspectionPointRow>, Partial<SaveInspectionPointInput>>({ query: (body) => ({ url: P.pointSave, method: 'POST', body }), invalidatesTags: tags }),
    deleteInspectionPoints: build.mutation<ApiEnvelope, number[]>({ query: (ids) => ({ url: P.pointDelete, method: 'DELETE', params: { ids: ids.join(',') } }), invalidatesTags: tags }),
    listInspectionPlans: build.query<InspectionPlanRow[], Paged<InspectionPlanFilter>>({ query: (params) => ({ url: P.planList, params }), transformResponse: list<InspectionPlanRow>(), providesTags: tags }),
    countInspectionPlans: build.query<number, Partial<InspectionPlanFilter>>({ query: (params) => ({ url: P.planCount, params }), transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0, providesTags: tags }),
    saveInspectionPlan: build.mutation<ApiEnvelope<InspectionPlanRow>, Partial<SaveInspectionPlanInput>>({ query: (body) => ({ url: P.planSave, method: 'POST', body }), invalidatesTags: tags }),
    deleteInspectionPlans: build.mutation<ApiEnvelope, number[]>({ query: (ids) => ({ url: P.planDelete, method: 'DELETE', params: { ids: ids.join(',') } }), invalidatesTags: tags }),
    listInspectionTasks: build.query<InspectionTaskRow[], Paged<InspectionTaskFilter>>({ query: (params) => ({ url: P.taskList, params }), transformResponse: list<InspectionTaskRow>(), providesTags: tags }),
    countInspectionTasks: build.query<number, Partial<InspectionTaskFilter>>({ query: (params) => ({ url: P.taskCount, params }), transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0, providesTags: tags }),
    getInspectionTask: build.query<InspectionTaskDetail, number>({ query: (id) => ({ url: P.taskDetail, params: { id } }), transformResponse: one<InspectionTaskDetail>(), providesTags: tags }),
    recordInspection: build.mutation<ApiEnvelope<InspectionTaskDetail>, RecordArgs>({ query: (body) => ({ url: P.taskRecord, method: 'POST', body }), invalidatesTags: tags }),
    finishInspection: build.mutation<ApiEnvelope<InspectionTaskDetail>, number>({ query: (id) => ({ url: P.taskFinish, method: 'POST', body: { id } }), invalidatesTags: tags }),
    closeInspection: build.mutation<ApiEnvelope<InspectionTaskDetail>, { id: number; reason: string }>({ query: (body) => ({ url: P.taskClose, method: 'POST', body }), invalidatesTags: tags }),
    moveInspectionTask: build.mutation<ApiEnvelope<InspectionTaskDetail>, { id: number; op: (typeof INSPECTION_MOVES)[number] }>({
      query: (body) => ({ url: P.taskState, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    deleteInspectionTasks: build.mutation<ApiEnvelope, number[]>({ query: (ids) => ({ url: P.taskDelete, method: 'DELETE', params: { ids: ids.join(',') } }), invalidatesTags: tags }),
    exportInspectionTasks: build.mutation<ApiEnvelope, Partial<InspectionTaskFilter>>({ query: (body) => ({ url: P.taskExport, method: 'POST', body }), invalidatesTags: ['Downloads'] }),
  }),
});

export const {
  useListInspectionPointsQuery,
  useCountInspectionPointsQuery,
  useSaveInspectionPointMutation,
  useDeleteInspectionPointsMutation,
  useListInspectionPlansQuery,
  useCountInspectionPlansQuery,
  useSaveInspectionPlanMutation,
  useDeleteInspectionPlansMutation,
  useListInspectionTasksQuery,
  useCountInspectionTasksQuery,
  useGetInspectionTaskQuery,
  useRecordInspectionMutation,
  useFinishInspectionMutation,
  useCloseInspectionMutation,
  useMoveInspectionTaskMutation,
  useDeleteInspectionTasksMutation,
  useExportInspectionTasksMutation,
} = inspectionApi;

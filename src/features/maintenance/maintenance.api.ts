import type { ApiEnvelope } from '@domain/common/envelope';
import type { ContractMove } from '@domain/maintenance/contract.machine';
import { MaintenancePaths as P } from '@domain/maintenance/maintenance.paths';
import type {
  MaintenanceContractDetail,
  MaintenanceContractFilter,
  MaintenanceContractRow,
  MaintenancePlanDetail,
  MaintenancePlanFilter,
  MaintenancePlanRow,
  MaintenanceTaskDetail,
  MaintenanceTaskFilter,
  MaintenanceTaskRow,
} from '@domain/maintenance/maintenance.schemas';
import type { TASK_MOVES } from '@domain/maintenance/task.machine';
import { api } from '@/app/api';

export interface SaveMaintenanceContractArgs {
  id?: number;
  name: string;
  customerId: number;
  startDate: string;
  endDate: string;
  amount: number;
  remark?: string;
  customerProductIds: number[];
  customValues?: Record<string, unknown>;
}

export interface SaveMaintenancePlanArgs {
  id?: number;
  contractId: number;
  name: string;
  templateId: number;
  content?: string;
  mode: number;
  cycleUnit?: number;
  cycleEvery?: number;
  visits?: number;
  startDate: string;
  endDate: string;
  aheadDays?: number;
  productIds: number[];
  alternativeProductIds?: number[];
}

type Paged<F> = Partial<F> & { pageIndex: number; pageSize: number };
const data =
  <T,>(fallback: T) =>
  (r: ApiEnvelope<T>) =>
    r.data ?? fallback;
const tags = ['Maintenance' as const];

/** Maintenance contracts, plans and tasks (/v2/maintenance/...). A task turned into an order changes the orders too. */
export const maintenanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMaintenanceContracts: build.query<MaintenanceContractRow[], Paged<MaintenanceContractFilter>>({
      query: (params) => ({ url: P.contractList, params }),
      transformResponse: data<MaintenanceContractRow[]>([]),
      providesTags: tags,
    }),
    countMaintenanceContracts: build.query<number, Partial<MaintenanceContractFilter>>({
      query: (params) => ({ url: P.contractCount, params }),
      transformResponse: data(0),
      providesTags: tags,
    }),
    getMaintenanceContract: build.query<MaintenanceContractDetail, number>({
      query: (id) => ({ url: P.contractDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<MaintenanceContractDetail>) => r.data!,
      providesTags: tags,
    }),
    saveMaintenanceContract: build.mutation<ApiEnvelope<MaintenanceContractDetail>, SaveMaintenanceContractArgs>({
      query: (body) => ({ url: P.contractSave, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    moveMaintenanceContract: build.mutation<ApiEnvelope<MaintenanceContractDetail>, { id: number; op: ContractMove }>({
      query: (body) => ({ url: P.contractStatus, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    exportMaintenanceContracts: build.mutation<ApiEnvelope, Partial<MaintenanceContractFilter>>({
      query: (body) => ({ url: P.contractExport, method: 'POST', body }),
      invalidatesTags: ['Downloads'],
    }),
    deleteMaintenanceContracts: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: P.contractDelete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: tags,
    }),
    listMaintenancePlans: build.query<MaintenancePlanRow[], Paged<MaintenancePlanFilter>>({
      query: (params) => ({ url: P.planList, params }),
      transformResponse: data<MaintenancePlanRow[]>([]),
      providesTags: tags,
    }),
    getMaintenancePlan: build.query<MaintenancePlanDetail, number>({
      query: (id) => ({ url: P.planDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<MaintenancePlanDetail>) => r.data!,
      providesTags: tags,
    }),
    saveMaintenancePlan: build.mutation<ApiEnvelope<MaintenancePlanDetail>, SaveMaintenancePlanArgs>({
      query: (body) => ({ url: P.planSave, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    deleteMaintenancePlans: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: P.planDelete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: tags,
    }),
    listMaintenanceTasks: build.query<MaintenanceTaskRow[], Paged<MaintenanceTaskFilter>>({
      query: (params) => ({ url: P.taskList, params }),
      transformResponse: data<MaintenanceTaskRow[]>([]),
      providesTags: tags,
    }),
    countMaintenanceTasks: build.query<number, Partial<MaintenanceTaskFilter>>({
      query: (params) => ({ url: P.taskCount, params }),
      transformResponse: data(0),
      providesTags: tags,
    }),
    getMaintenanceTask: build.query<MaintenanceTaskDetail, number>({
      query: (id) => ({ url: P.taskDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<MaintenanceTaskDetail>) => r.data!,
      providesTags: tags,
    }),
    createTaskOrder: build.mutation<ApiEnvelope<MaintenanceTaskDetail>, number>({
      query: (id) => ({ url: P.taskCreateOrder, method: 'POST', body: { id } }),
      invalidatesTags: ['Maintenance', 'Orders'],
    }),
    moveMaintenanceTask: build.mutation<ApiEnvelope<MaintenanceTaskDetail>, { id: number; op: (typeof TASK_MOVES)[number] }>({
      query: (body) => ({ url: P.taskState, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    deleteMaintenanceTasks: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: P.taskDelete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: tags,
    }),
  }),
});

export const {
  useListMaintenanceContractsQuery,
  useCountMaintenanceContractsQuery,
  useGetMaintenanceContractQuery,
  useSaveMaintenanceContractMutation,
  useMoveMaintenanceContractMutation,
  useExportMaintenanceContractsMutation,
  useDeleteMaintenanceContractsMutation,
  useListMaintenancePlansQuery,
  useGetMaintenancePlanQuery,
  useSaveMaintenancePlanMutation,
  useDeleteMaintenancePlansMutation,
  useListMaintenanceTasksQuery,
  useCountMaintenanceTasksQuery,
  useGetMaintenanceTaskQuery,
  useCreateTaskOrderMutation,
  useMoveMaintenanceTaskMutation,
  useDeleteMaintenanceTasksMutation,
} = maintenanceApi;

import type { ApiEnvelope } from '@domain/common/envelope';
import type { InternalRepairKindValue, InternalRepairResultValue } from '@domain/repair/internal-repair.constants';
import type { InternalRepairOpValue } from '@domain/repair/internal-repair.machine';
import type { InternalRepairFilter, InternalRepairView } from '@domain/repair/internal-repair.schemas';
import { RepairPaths } from '@domain/repair/repair.paths';
import { api } from '@/app/api';

export interface CreateInternalRepairArgs {
  kind: InternalRepairKindValue;
  partId?: number;
  warehouseId?: number;
  qty?: string;
  equipmentName?: string;
  assetNo?: string;
  fault: string;
}
export interface OperateInternalRepairArgs {
  id: number;
  op: InternalRepairOpValue;
  result?: InternalRepairResultValue;
  note?: string;
}

const withTags = api.enhanceEndpoints({ addTagTypes: ['InternalRepairs', 'SpareStock'] });

/** Internal repair orders (/v2/repair/internal/...). Finishing an old-part repair moves spare stock. */
export const internalRepairApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    listInternalRepairs: build.query<InternalRepairView[], Partial<InternalRepairFilter> & { pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: RepairPaths.internalList, params }),
      transformResponse: (r: ApiEnvelope<InternalRepairView[]>) => r.data ?? [],
      providesTags: ['InternalRepairs'],
    }),
    countInternalRepairs: build.query<number, Partial<InternalRepairFilter>>({
      query: (params) => ({ url: RepairPaths.internalCount, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['InternalRepairs'],
    }),
    exportInternalRepairs: build.mutation<ApiEnvelope<{ id: number }>, Partial<InternalRepairFilter>>({
      query: (body) => ({ url: RepairPaths.internalExport, method: 'POST', body: { ...body, format: 'xlsx' } }),
      invalidatesTags: ['Downloads'],
    }),
    getInternalRepair: build.query<InternalRepairView, number>({
      query: (id) => ({ url: RepairPaths.internalDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<InternalRepairView>) => r.data!,
      providesTags: ['InternalRepairs'],
    }),
    createInternalRepair: build.mutation<ApiEnvelope<InternalRepairView>, CreateInternalRepairArgs>({
      query: (body) => ({ url: RepairPaths.internalCreate, method: 'POST', body }),
      invalidatesTags: ['InternalRepairs'],
    }),
    operateInternalRepair: build.mutation<ApiEnvelope<InternalRepairView>, OperateInternalRepairArgs>({
      query: (body) => ({ url: RepairPaths.internalOperate, method: 'POST', body }),
      invalidatesTags: ['InternalRepairs', 'SpareStock'],
    }),
  }),
});

export const {
  useListInternalRepairsQuery,
  useExportInternalRepairsMutation,
  useCountInternalRepairsQuery,
  useGetInternalRepairQuery,
  useCreateInternalRepairMutation,
  useOperateInternalRepairMutation,
} = internalRepairApi;

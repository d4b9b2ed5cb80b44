import type { ApiEnvelope } from '@domain/common/envelope';
import type { ReturnChangeTypeValue } from '@domain/repair/repair.constants';
import { RepairPaths } from '@domain/repair/repair.paths';
import type { ApprovalMove } from '@domain/repair/return-change.machine';
import type { ReturnChangeFilter, ReturnChangeView } from '@domain/repair/return-change.schemas';
import { api } from '@/app/api';

export interface CreateReturnChangeArgs {
  type: ReturnChangeTypeValue;
  customerId: number;
  customerProductId: number;
  reason: string;
  remark?: string;
}
export interface ApproveReturnChangeArgs {
  id: number;
  op: ApprovalMove;
  reason?: string;
  partId?: number;
  warehouseId?: number;
  newSerialNumber?: string;
  refundAmount?: string;
  refundMode?: number;
}

const withTags = api.enhanceEndpoints({ addTagTypes: ['ReturnChanges', 'SpareStock'] });

/** Return and exchange orders (/v2/repair/returnChange/...). A passed exchange moves spare stock and changes the customer product. */
export const returnChangeApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    listReturnChanges: build.query<ReturnChangeView[], Partial<ReturnChangeFilter> & { pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: RepairPaths.returnChangeList, params }),
      transformResponse: (r: ApiEnvelope<ReturnChangeView[]>) => r.data ?? [],
      providesTags: ['ReturnChanges'],
    }),
    countReturnChanges: build.query<number, Partial<ReturnChangeFilter>>({
      query: (params) => ({ url: RepairPaths.returnChangeCount, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['ReturnChanges'],
    }),
    exportReturnChanges: build.mutation<ApiEnvelope<{ id: number }>, Partial<ReturnChangeFilter>>({
      query: (body) => ({ url: RepairPaths.returnChangeExport, method: 'POST', body: { ...body, format: 'xlsx' } }),
      invalidatesTags: ['Downloads'],
    }),
    getReturnChange: build.query<ReturnChangeView, number>({
      query: (id) => ({ url: RepairPaths.returnChangeDetail, params: { id } }),
      transformResponse: (r: ApiEnvelope<ReturnChangeView>) => r.data!,
      providesTags: ['ReturnChanges'],
    }),
    createReturnChange: build.mutation<ApiEnvelope<ReturnChangeView>, CreateReturnChangeArgs>({
      query: (body) => ({ url: RepairPaths.returnChangeCreate, method: 'POST', body }),
      invalidatesTags: ['ReturnChanges'],
    }),
    approveReturnChange: build.mutation<ApiEnvelope<ReturnChangeView>, ApproveReturnChangeArgs>({
      query: (body) => ({ url: RepairPaths.returnChangeApprove, method: 'POST', body }),
      invalidatesTags: ['ReturnChanges', 'SpareStock', 'CustomerProducts'],
    }),
    cancelReturnChange: build.mutation<ApiEnvelope<ReturnChangeView>, number>({
      query: (id) => ({ url: RepairPaths.returnChangeCancel, method: 'POST', body: { id } }),
      invalidatesTags: ['ReturnChanges'],
    }),
  }),
});

export const {
  useListReturnChangesQuery,
  useExportReturnChangesMutation,
  useCountReturnChangesQuery,
  useGetReturnChangeQuery,
  useCreateReturnChangeMutation,
  useApproveReturnChangeMutation,
  useCancelReturnChangeMutation,
} = returnChangeApi;

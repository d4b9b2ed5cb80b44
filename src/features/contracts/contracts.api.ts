import type { ApiEnvelope } from '@domain/common/envelope';
import type { ApprovalActionValue } from '@domain/contracts/contracts.constants';
import type { ContractFilter, ContractView } from '@domain/contracts/contracts.schemas';
import { api } from '@/app/api';
import { ContractPaths } from '@domain/contracts/contracts.paths';

export interface SaveContractArgs {
  id?: number;
  contractNo: string;
  name: string;
  customerId: number;
  signedDate: string;
  status: number;
  signerUserId?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  customValues?: Record<string, unknown>;
}

/** Sales contracts (/v2/saleContract/...). */
export const contractsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listContracts: build.query<ContractView[], Partial<ContractFilter> & { pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: ContractPaths.list, params }),
      transformResponse: (r: ApiEnvelope<ContractView[]>) => r.data ?? [],
      providesTags: ['Contracts'],
    }),
    countContracts: build.query<number, Partial<ContractFilter>>({
      query: (params) => ({ url: ContractPaths.count, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['Contracts'],
    }),
    getContract: build.query<ContractView, number>({
      query: (id) => ({ url: ContractPaths.detail, params: { id } }),
      transformResponse: (r: ApiEnvelope<ContractView>) => r.data!,
      providesTags: ['Contracts'],
    }),
    saveContract: build.mutation<ApiEnvelope<ContractView>, SaveContractArgs>({
      query: (body) => ({ url: ContractPaths.save, method: 'POST', body }),
      invalidatesTags: ['Contracts'],
    }),
    decideContract: build.mutation<ApiEnvelope<ContractView>, { id: number; action: ApprovalActionValue; reason?: string }>({
      query: (body) => ({ url: ContractPaths.approve, method: 'POST', body }),
      invalidatesTags: ['Contracts'],
    }),
    changeContractStatus: build.mutation<ApiEnvelope<ContractView>, { id: number; status: number }>({
      query: (body) => ({ url: ContractPaths.status, method: 'POST', body }),
      invalidatesTags: ['Contracts'],
    }),
    /** The filtered contracts into the download centre. */
    exportContracts: build.mutation<ApiEnvelope<{ id: number }>, Partial<ContractFilter>>({
      query: (body) => ({ url: ContractPaths.export, method: 'POST', body: { ...body, format: 'xlsx' } }),
      invalidatesTags: ['Downloads'],
    }),
    deleteContracts: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: ContractPaths.delete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: ['Contracts'],
    }),
  }),
});

export const {
  useListContractsQuery,
  useCountContractsQuery,
  useGetContractQuery,
  useSaveContractMutation,
  useDecideContractMutation,
  useChangeContractStatusMutation,
  useDeleteContractsMutation,
  useExportContractsMutation,
} = contractsApi;

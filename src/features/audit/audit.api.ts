import type { ApiEnvelope } from '@domain/common/envelope';
import type { OperationLogRow } from '@domain/audit/operation-log.schemas';
import { api } from '@/app/api';
import { AuditPaths } from '@domain/audit/audit.paths';

export interface OperationLogArgs {
  module?: string;
  pageIndex: number;
  pageSize: number;
}

/** The operation log (GET /operlog/point and its count). Any settings change may add a row, so it is always refetched. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOperationLogs: build.query<OperationLogRow[], OperationLogArgs>({
      query: (params) => ({ url: AuditPaths.list, params }),
      transformResponse: (r: ApiEnvelope<OperationLogRow[]>) => r.data ?? [],
      keepUnusedDataFor: 0,
    }),
    countOperationLogs: build.query<number, Omit<OperationLogArgs, 'pageIndex' | 'pageSize'>>({
      query: (params) => ({ url: AuditPaths.count, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListOperationLogsQuery, useCountOperationLogsQuery } = auditApi;

import type { ApiEnvelope } from '@domain/common/envelope';
import { TableConfigPaths, type TableConfig } from '@domain/table-config/table-config.types';
import { api } from '@/app/api';

/** The signed-in user's column choice per table (/fr/table/cfg/...). */
export const tableConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTableConfig: build.query<TableConfig, string>({
      query: (tableKey) => ({ url: TableConfigPaths.one, params: { tableKey } }),
      transformResponse: (r: ApiEnvelope<TableConfig>) => r.data!,
    }),
    updateTableConfig: build.mutation<TableConfig, { tableKey: string; hidden: string[] }>({
      query: (body) => ({ url: TableConfigPaths.update, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<TableConfig>) => r.data!,
    }),
  }),
});

export const { useGetTableConfigQuery, useUpdateTableConfigMutation } = tableConfigApi;

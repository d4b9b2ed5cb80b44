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
    /** Shows the new choice at once and puts the old one back if the server refuses it. */
    updateTableConfig: build.mutation<TableConfig, { tableKey: string; hidden: string[] }>({
      query: (body) => ({ url: TableConfigPaths.update, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<TableConfig>) => r.data!,
      async onQueryStarted({ tableKey, hidden }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          tableConfigApi.util.updateQueryData('getTableConfig', tableKey, (draft) => {
            draft.hidden = hidden;
            draft.updatedAt ??= new Date().toISOString();
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useGetTableConfigQuery, useUpdateTableConfigMutation } = tableConfigApi;

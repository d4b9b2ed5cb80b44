import type { ApiEnvelope } from '@domain/common/envelope';
import type { MomentValue, RecordKindValue } from '@domain/triggers/triggers.constants';
import { TriggerPaths as P } from '@domain/triggers/triggers.paths';
import type { PreviewRow, TriggerDetail, TriggerRow, TriggerRunRow } from '@domain/triggers/triggers.schemas';
import { api } from '@/app/api';

export interface TriggerFilter {
  name?: string;
  recordKind?: RecordKindValue;
  moment?: MomentValue;
}
export interface SaveTriggerArgs {
  id?: number;
  version?: number;
  name: string;
  moment: MomentValue;
  recordKind?: RecordKindValue;
  remark?: string;
  enabled: boolean;
  templateIds: number[];
  conditions: { field: string; operator: string; value: unknown }[];
  actions: { kind: number; sort: number; config: Record<string, unknown> }[];
}

const tags = ['Triggers' as const];

/** Triggers (/trigger/...): the list, the editor's one save, copy, enable/disable, runs and preview. */
export const triggersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTriggers: build.query<TriggerRow[], TriggerFilter & { pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: P.list, params }),
      transformResponse: (r: ApiEnvelope<TriggerRow[]>) => r.data ?? [],
      providesTags: tags,
    }),
    countTriggers: build.query<number, TriggerFilter>({
      query: (params) => ({ url: P.count, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: tags,
    }),
    getTrigger: build.query<TriggerDetail, number>({
      query: (id) => ({ url: P.details, params: { id } }),
      transformResponse: (r: ApiEnvelope<TriggerDetail>) => r.data!,
      providesTags: tags,
    }),
    saveTrigger: build.mutation<ApiEnvelope<TriggerDetail>, SaveTriggerArgs>({
      query: ({ id, ...body }) => (id ? { url: P.update, method: 'PUT', body: { id, ...body } } : { url: P.save, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    copyTrigger: build.mutation<ApiEnvelope<TriggerDetail>, number>({
      query: (id) => ({ url: P.copy, method: 'POST', body: { id } }),
      invalidatesTags: tags,
    }),
    setTriggerEnabled: build.mutation<ApiEnvelope<TriggerDetail>, { id: number; enabled: boolean }>({
      query: (body) => ({ url: P.state, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    deleteTriggers: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: P.delete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: tags,
    }),
    listTriggerRuns: build.query<{ rows: TriggerRunRow[]; total: number }, { triggerId: number; pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: P.runList, params }),
      transformResponse: (r: ApiEnvelope<{ rows: TriggerRunRow[]; total: number }>) => r.data ?? { rows: [], total: 0 },
      providesTags: tags,
    }),
    previewTrigger: build.query<PreviewRow[], number>({
      query: (id) => ({ url: P.preview, params: { id } }),
      transformResponse: (r: ApiEnvelope<PreviewRow[]>) => r.data ?? [],
      providesTags: tags,
    }),
  }),
});

export const {
  useListTriggersQuery,
  useCountTriggersQuery,
  useGetTriggerQuery,
  useSaveTriggerMutation,
  useCopyTriggerMutation,
  useSetTriggerEnabledMutation,
  useDeleteTriggersMutation,
  useListTriggerRunsQuery,
  usePreviewTriggerQuery,
} = triggersApi;

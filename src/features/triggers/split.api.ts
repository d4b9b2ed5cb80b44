import type { ApiEnvelope } from '@domain/common/envelope';
import { SplitPaths as P } from '@domain/triggers/split.paths';
import type { SaveSplitRuleInput, SplitRuleRow } from '@domain/triggers/split.schemas';
import { api } from '@/app/api';

const tags = ['SplitRules' as const];

/** 自动拆单 (/automate/split/rule/...): the rules, one save for new and edited, delete, and a type's product fields. */
export const splitApi = api.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (build) => ({
    listSplitRules: build.query<SplitRuleRow[], void>({
      query: () => ({ url: P.list }),
      transformResponse: (r: ApiEnvelope<SplitRuleRow[]>) => r.data ?? [],
      providesTags: tags,
    }),
    listSplitFields: build.query<{ key: string; title: string }[], number>({
      query: (templateId) => ({ url: P.fields, params: { templateId } }),
      transformResponse: (r: ApiEnvelope<{ key: string; title: string }[]>) => r.data ?? [],
    }),
    saveSplitRule: build.mutation<ApiEnvelope<{ id: number; version: number }>, Partial<Pick<SaveSplitRuleInput, 'id' | 'version'>> & Omit<SaveSplitRuleInput, 'id' | 'version'>>({
      query: (body) => ({ url: P.save, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    deleteSplitRules: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: P.delete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: tags,
    }),
  }),
});

export const { useListSplitRulesQuery, useListSplitFieldsQuery, useSaveSplitRuleMutation, useDeleteSplitRulesMutation } = splitApi;

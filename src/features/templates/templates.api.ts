import type { ApiEnvelope } from '@domain/common/envelope';
import type { Paging } from '@domain/common/paging';
import type { EventTemplateListQuery, EventTemplateRow, SaveEventTemplateInput } from '@domain/templates/event-templates.schemas';
import type { OrderTypeListQuery, OrderTypeOption, OrderTypeRow, SaveOrderTypeInput } from '@domain/templates/order-types.schemas';
import type { RecycleBinFilter, RecycledFieldRow } from '@domain/templates/recycle-bin.schemas';
import type { TemplateKindValue } from '@domain/templates/template.constants';
import { api } from '@/app/api';
import { TemplatePaths } from '@domain/templates/templates.paths';

/** Request bodies as the pages send them; the server's schemas fill the defaults. */
export type SaveOrderTypeArgs = Omit<SaveOrderTypeInput, 'enabled' | 'settings'> & Partial<Pick<SaveOrderTypeInput, 'enabled' | 'settings'>>;
export type SaveEventTemplateArgs = Omit<SaveEventTemplateInput, 'enabled' | 'settings'> &
  Partial<Pick<SaveEventTemplateInput, 'enabled' | 'settings'>>;
export interface EnableTemplateArgs {
  id: number;
  enabled: boolean;
}
export interface MoveTemplateArgs {
  id: number;
  step: -1 | 1;
}

/** The whole order type as /v2/temp/save takes it, with some of it changed. */
export const orderTypeBody = (row: OrderTypeRow, changes: Partial<SaveOrderTypeInput> = {}): SaveOrderTypeArgs => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  enabled: row.enabled,
  form: row.form,
  settings: row.settings,
  ...changes,
});
export const eventTemplateBody = (row: EventTemplateRow, changes: Partial<SaveEventTemplateInput> = {}): SaveEventTemplateArgs => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  form: row.form,
  settings: row.settings,
  ...changes,
});

const ids = (list: number[]) => ({ ids: list.join(',') });
const data = <T>(r: ApiEnvelope<T>) => r.data!;

/**
 * Order types, event templates and the template-field recycle bin. A save can move removed fields
 * to the bin and a restore puts one back into its form, so those calls invalidate each other's tags.
 */
export const templatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOrderTypes: build.query<OrderTypeRow[], OrderTypeListQuery>({
      query: (params) => ({ url: TemplatePaths.orderTypeList, params }),
      transformResponse: (r: ApiEnvelope<OrderTypeRow[]>) => r.data ?? [],
      providesTags: ['OrderTypes'],
    }),
    countOrderTypes: build.query<number, Omit<OrderTypeListQuery, keyof Paging>>({
      query: (params) => ({ url: TemplatePaths.orderTypeCount, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['OrderTypes'],
    }),
    /** Enabled order types, for pickers and filters. */
    listOrderTypeOptions: build.query<OrderTypeOption[], TemplateKindValue | void>({
      query: (kind) => ({ url: TemplatePaths.orderTypeOptions, params: kind ? { kind } : {} }),
      transformResponse: (r: ApiEnvelope<OrderTypeOption[]>) => r.data ?? [],
      providesTags: ['OrderTypes'],
    }),
    getOrderType: build.query<OrderTypeRow, number>({
      query: (id) => ({ url: TemplatePaths.orderTypeDetail, params: { id } }),
      transformResponse: data<OrderTypeRow>,
      providesTags: (_r, _e, id) => [{ type: 'OrderTypes', id }],
    }),
    saveOrderType: build.mutation<ApiEnvelope<OrderTypeRow>, SaveOrderTypeArgs>({
      query: (body) => ({ url: TemplatePaths.orderTypeSave, method: 'POST', body }),
      invalidatesTags: ['OrderTypes', 'FormFields'],
    }),
    enableOrderType: build.mutation<ApiEnvelope<OrderTypeRow>, EnableTemplateArgs>({
      query: (body) => ({ url: TemplatePaths.orderTypeEnable, method: 'PUT', body }),
      invalidatesTags: ['OrderTypes'],
    }),
    /** One place up (-1) or down (1). */
    sortOrderType: build.mutation<ApiEnvelope, MoveTemplateArgs>({
      query: (body) => ({ url: TemplatePaths.orderTypeSort, method: 'PUT', body }),
      invalidatesTags: ['OrderTypes'],
    }),
    deleteOrderTypes: build.mutation<ApiEnvelope, number[]>({
      query: (list) => ({ url: TemplatePaths.orderTypeDelete, method: 'DELETE', params: ids(list) }),
      // The bin leaves out fields of deleted templates.
      invalidatesTags: ['OrderTypes', 'FormFields'],
    }),

    listEventTemplates: build.query<EventTemplateRow[], EventTemplateListQuery>({
      query: (params) => ({ url: TemplatePaths.eventTempList, params }),
      transformResponse: (r: ApiEnvelope<EventTemplateRow[]>) => r.data ?? [],
      providesTags: ['EventTemplates'],
    }),
    countEventTemplates: build.query<number, Omit<EventTemplateListQuery, keyof Paging>>({
      query: (params) => ({ url: TemplatePaths.eventTempCount, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['EventTemplates'],
    }),
    getEventTemplate: build.query<EventTemplateRow, number>({
      query: (id) => ({ url: TemplatePaths.eventTempDetail, params: { id } }),
      transformResponse: data<EventTemplateRow>,
      providesTags: (_r, _e, id) => [{ type: 'EventTemplates', id }],
    }),
    saveEventTemplate: build.mutation<ApiEnvelope<EventTemplateRow>, SaveEventTemplateArgs>({
      query: (body) => ({ url: TemplatePaths.eventTempSave, method: 'POST', body }),
      invalidatesTags: ['EventTemplates', 'FormFields'],
    }),
    enableEventTemplate: build.mutation<ApiEnvelope<EventTemplateRow>, EnableTemplateArgs>({
      query: (body) => ({ url: TemplatePaths.eventTempEnable, method: 'PUT', body }),
      invalidatesTags: ['EventTemplates'],
    }),
    /** One place up (-1) or down (1). */
    sortEventTemplate: build.mutation<ApiEnvelope, MoveTemplateArgs>({
      query: (body) => ({ url: TemplatePaths.eventTempSort, method: 'PUT', body }),
      invalidatesTags: ['EventTemplates'],
    }),
    deleteEventTemplates: build.mutation<ApiEnvelope, number[]>({
      query: (list) => ({ url: TemplatePaths.eventTempDelete, method: 'DELETE', params: ids(list) }),
      invalidatesTags: ['EventTemplates', 'FormFields'],
    }),

    listBinFields: build.query<RecycledFieldRow[], Paging & RecycleBinFilter>({
      query: (params) => ({ url: TemplatePaths.recycleBinField, params }),
      transformResponse: (r: ApiEnvelope<RecycledFieldRow[]>) => r.data ?? [],
      providesTags: ['FormFields'],
    }),
    countBinFields: build.query<number, RecycleBinFilter | void>({
      query: (params) => ({ url: TemplatePaths.recycleBinFieldCount, params: params ?? {} }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['FormFields'],
    }),
    restoreBinField: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: TemplatePaths.reductionField, method: 'PUT', body: { id } }),
      invalidatesTags: ['FormFields', 'OrderTypes', 'EventTemplates'],
    }),
    /** All of them or none. */
    restoreBinFields: build.mutation<ApiEnvelope, number[]>({
      query: (list) => ({ url: TemplatePaths.commonReductionField, method: 'PUT', body: { ids: list } }),
      invalidatesTags: ['FormFields', 'OrderTypes', 'EventTemplates'],
    }),
  }),
});

export const {
  useListOrderTypesQuery,
  useCountOrderTypesQuery,
  useListOrderTypeOptionsQuery,
  useGetOrderTypeQuery,
  useSaveOrderTypeMutation,
  useEnableOrderTypeMutation,
  useSortOrderTypeMutation,
  useDeleteOrderTypesMutation,
  useListEventTemplatesQuery,
  useCountEventTemplatesQuery,
  useGetEventTemplateQuery,
  useSaveEventTemplateMutation,
  useEnableEventTemplateMutation,
  useSortEventTemplateMutation,
  useDeleteEventTemplatesMutation,
  useListBinFieldsQuery,
  useCountBinFieldsQuery,
  useRestoreBinFieldMutation,
  useRestoreBinFieldsMutation,
} = templatesApi;

import type { ApiEnvelope } from '@domain/common/envelope';
import type {
  AppManageView,
  CustomAppSettingView,
  CustomAppView,
  CustomFormView,
  CustomRecordRow,
  SaveCustomAppGroupInput,
} from '@domain/custom-apps/custom-apps.schemas';
import type { CustomAppTypeValue } from '@domain/custom-apps/custom-apps.constants';
import type { RoleType } from '@domain/shell/roles';
import type { TemplateField } from '@domain/templates/template-form.schemas';
import { api } from '@/app/api';
import { CustomAppPaths } from '@domain/custom-apps/custom-apps.paths';

export interface SaveCustomAppArgs {
  id?: number;
  groupId: number;
  name: string;
  icon: string;
  formType: CustomAppTypeValue;
  externalUrl?: string | null;
  formId?: number | null;
  roles: RoleType[];
  enabled: boolean;
}

export interface RecordPage {
  templateId: number;
  pageIndex: number;
  pageSize: number;
}

// Tags declared here so the shared createApi stays untouched. The menu shows enabled applications,
// so every settings change refreshes it ('Menu').
const withTags = api.enhanceEndpoints({ addTagTypes: ['CustomApps', 'CustomRecords', 'AppManage'] });
const SETTINGS_CHANGED = ['CustomApps', 'AppManage', 'Menu'] as const;

/** Custom applications (/customApp/...) and application management (/application/manage/...). */
export const customAppsApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    getCustomAppSetting: build.query<CustomAppSettingView, void>({
      query: () => CustomAppPaths.setting,
      transformResponse: (r: ApiEnvelope<CustomAppSettingView>) => r.data!,
      providesTags: ['CustomApps'],
    }),
    saveCustomAppGroup: build.mutation<ApiEnvelope<{ id: number }>, SaveCustomAppGroupInput>({
      query: (body) => ({ url: CustomAppPaths.groupSave, method: 'POST', body }),
      invalidatesTags: [...SETTINGS_CHANGED],
    }),
    deleteCustomAppGroup: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: CustomAppPaths.groupDelete, method: 'DELETE', params: { id } }),
      invalidatesTags: [...SETTINGS_CHANGED],
    }),
    saveCustomApp: build.mutation<ApiEnvelope<CustomAppView>, SaveCustomAppArgs>({
      query: (body) => ({ url: CustomAppPaths.appSave, method: 'POST', body }),
      invalidatesTags: [...SETTINGS_CHANGED],
    }),
    enableCustomApp: build.mutation<ApiEnvelope, { id: number; enabled: boolean }>({
      query: (body) => ({ url: CustomAppPaths.appEnable, method: 'POST', body }),
      invalidatesTags: [...SETTINGS_CHANGED],
    }),
    deleteCustomApp: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: CustomAppPaths.appDelete, method: 'DELETE', params: { id } }),
      invalidatesTags: [...SETTINGS_CHANGED, 'CustomRecords'],
    }),
    sortCustomApps: build.mutation<ApiEnvelope, { groupId?: number; ids: number[] }>({
      query: (body) => ({ url: CustomAppPaths.sort, method: 'POST', body }),
      invalidatesTags: [...SETTINGS_CHANGED],
    }),
    getCustomForm: build.query<CustomFormView, number>({
      query: (templateId) => ({ url: CustomAppPaths.templateDetail, params: { templateId } }),
      transformResponse: (r: ApiEnvelope<CustomFormView>) => r.data!,
      providesTags: (_r, _e, id) => [{ type: 'CustomApps', id: `form-${id}` }],
    }),
    saveCustomForm: build.mutation<ApiEnvelope<CustomFormView>, { templateId: number; fields: TemplateField[] }>({
      query: ({ templateId, fields }) => ({ url: CustomAppPaths.templateSave, method: 'POST', body: { templateId, form: { fields } } }),
      invalidatesTags: (_r, _e, { templateId }) => ['CustomApps', { type: 'CustomApps', id: `form-${templateId}` }],
    }),
    listCustomRecords: build.query<CustomRecordRow[], RecordPage>({
      query: (params) => ({ url: CustomAppPaths.recordList, params }),
      transformResponse: (r: ApiEnvelope<CustomRecordRow[]>) => r.data ?? [],
      providesTags: ['CustomRecords'],
    }),
    countCustomRecords: build.query<number, number>({
      query: (templateId) => ({ url: CustomAppPaths.recordCount, params: { templateId } }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['CustomRecords'],
    }),
    saveCustomRecord: build.mutation<ApiEnvelope<CustomRecordRow>, { templateId: number; values: Record<string, unknown> }>({
      query: (body) => ({ url: CustomAppPaths.recordSave, method: 'POST', body }),
      invalidatesTags: ['CustomRecords', 'CustomApps'],
    }),
    deleteCustomRecords: build.mutation<ApiEnvelope, { templateId: number; ids: number[] }>({
      query: ({ templateId, ids }) => ({ url: CustomAppPaths.recordDelete, method: 'DELETE', params: { templateId, ids: ids.join(',') } }),
      invalidatesTags: ['CustomRecords', 'CustomApps'],
    }),
    listManagedApps: build.query<AppManageView, void>({
      query: () => CustomAppPaths.applicationList,
      transformResponse: (r: ApiEnvelope<AppManageView>) => r.data!,
      providesTags: ['AppManage'],
    }),
    installArea: build.mutation<ApiEnvelope, string>({
      query: (key) => ({ url: CustomAppPaths.applicationInstall, method: 'POST', body: { key } }),
      invalidatesTags: ['AppManage', 'Menu'],
    }),
  }),
});

export const {
  useGetCustomAppSettingQuery,
  useSaveCustomAppGroupMutation,
  useDeleteCustomAppGroupMutation,
  useSaveCustomAppMutation,
  useEnableCustomAppMutation,
  useDeleteCustomAppMutation,
  useSortCustomAppsMutation,
  useGetCustomFormQuery,
  useSaveCustomFormMutation,
  useListCustomRecordsQuery,
  useCountCustomRecordsQuery,
  useSaveCustomRecordMutation,
  useDeleteCustomRecordsMutation,
  useListManagedAppsQuery,
  useInstallAreaMutation,
} = customAppsApi;

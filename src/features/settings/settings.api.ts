import type { ApiEnvelope } from '@domain/common/envelope';
import type { EnterpriseInfo } from '@domain/settings/enterprise-info';
import type { SystemSettingItem } from '@domain/settings/settings.schemas';
import type { SettingValue } from '@domain/settings/system-settings';
import { api } from '@/app/api';
import { SettingPaths } from '@domain/settings/settings.paths';

/** Enterprise-wide system parameters; any role reads them, administrators save them. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every setting when `codes` is empty, else those named, in that order. */
    listSystemSettings: build.query<SystemSettingItem[], readonly string[]>({
      query: (codes) => ({ url: SettingPaths.systemSettings, params: codes.length ? { codes: codes.join(',') } : {} }),
      transformResponse: (r: ApiEnvelope<SystemSettingItem[]>) => r.data ?? [],
      providesTags: ['Settings'],
    }),
    batchSaveSystemSettings: build.mutation<ApiEnvelope, { code: string; value: SettingValue }[]>({
      query: (items) => ({ url: SettingPaths.systemSettingsSave, method: 'POST', body: { items } }),
      invalidatesTags: ['Settings'],
    }),
    getEnterpriseInfo: build.query<EnterpriseInfo, void>({
      query: () => SettingPaths.enterpriseInfo,
      transformResponse: (r: ApiEnvelope<EnterpriseInfo>) => r.data!,
      providesTags: [{ type: 'Settings', id: 'enterprise-info' }],
    }),
    saveEnterpriseInfo: build.mutation<ApiEnvelope<EnterpriseInfo>, EnterpriseInfo>({
      query: (body) => ({ url: SettingPaths.enterpriseInfoSave, method: 'POST', body }),
      // The top bar shows the enterprise's name from the session.
      invalidatesTags: [{ type: 'Settings', id: 'enterprise-info' }, 'Session'],
    }),
  }),
});

export const { useListSystemSettingsQuery, useBatchSaveSystemSettingsMutation, useGetEnterpriseInfoQuery, useSaveEnterpriseInfoMutation } = settingsApi;

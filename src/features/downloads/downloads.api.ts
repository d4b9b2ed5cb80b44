import type { ApiEnvelope } from '@domain/common/envelope';
import type { DownloadItem, ExportUsersInput } from '@domain/downloads/downloads.schemas';
import { api } from '@/app/api';

/** The download centre and the exports that add to it. Other features' exports invalidate 'Downloads' too. */
export const downloadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDownloads: build.query<DownloadItem[], void>({
      query: () => '/fileDownloadCenter/list',
      transformResponse: (r: ApiEnvelope<DownloadItem[]>) => r.data ?? [],
      providesTags: ['Downloads'],
    }),
    deleteDownloads: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: '/fileDownloadCenter/del', method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: ['Downloads'],
    }),
    reportDownload: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: '/fileDownloadCenter/updateFileState', method: 'POST', body: { id } }),
      invalidatesTags: ['Downloads'],
    }),
    exportUsers: build.mutation<{ id: number }, ExportUsersInput>({
      query: (body) => ({ url: '/v2/user/export', method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<{ id: number }>) => r.data!,
      invalidatesTags: ['Downloads'],
    }),
  }),
});

export const { useListDownloadsQuery, useDeleteDownloadsMutation, useReportDownloadMutation, useExportUsersMutation } = downloadsApi;

import type { ApiEnvelope } from '@domain/common/envelope';
import type { ExportUsersInput } from '@domain/downloads/downloads.schemas';
import type { DownloadItem } from '@domain/downloads/downloads.constants';
import { api } from '@/app/api';
import { DownloadPaths } from '@domain/downloads/downloads.paths';

/** The download centre and the exports that add to it. Other features' exports invalidate 'Downloads' too. */
export const downloadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDownloads: build.query<DownloadItem[], void>({
      query: () => DownloadPaths.list,
      transformResponse: (r: ApiEnvelope<DownloadItem[]>) => r.data ?? [],
      providesTags: ['Downloads'],
    }),
    deleteDownloads: build.mutation<ApiEnvelope, number[]>({
      query: (ids) => ({ url: DownloadPaths.delete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: ['Downloads'],
    }),
    reportDownload: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: DownloadPaths.updateFileState, method: 'POST', body: { id } }),
      invalidatesTags: ['Downloads'],
    }),
    exportUsers: build.mutation<{ id: number }, ExportUsersInput>({
      query: (body) => ({ url: DownloadPaths.userExport, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<{ id: number }>) => r.data!,
      invalidatesTags: ['Downloads'],
    }),
  }),
});

export const { useListDownloadsQuery, useDeleteDownloadsMutation, useReportDownloadMutation, useExportUsersMutation } = downloadsApi;

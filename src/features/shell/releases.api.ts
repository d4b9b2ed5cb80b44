import type { ApiEnvelope } from '@domain/common/envelope';
import { api } from '@/app/api';
import { ShellPaths } from '@domain/shell/shell.paths';

export interface Release {
  version: string;
  date: string;
  notes: string[];
}

export interface AppDownload {
  download_link: string;
  version: string;
}

/** The version log and the mobile app download of the help menu. */
export const releasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReleases: build.query<Release[], void>({
      query: () => ShellPaths.releases,
      transformResponse: (r: ApiEnvelope<Release[]>) => r.data ?? [],
    }),
    getAppDownload: build.query<AppDownload, void>({
      query: () => ShellPaths.versionInfo,
      transformResponse: (r: ApiEnvelope<AppDownload>) => r.data!,
    }),
  }),
});

export const { useListReleasesQuery, useGetAppDownloadQuery } = releasesApi;

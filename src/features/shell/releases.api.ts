import type { ApiEnvelope } from '@domain/common/envelope';
import { api } from '@/app/api';

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
      query: () => '/product/version/1',
      transformResponse: (r: ApiEnvelope<Release[]>) => r.data ?? [],
    }),
    getAppDownload: build.query<AppDownload, void>({
      query: () => '/version/info',
      transformResponse: (r: ApiEnvelope<AppDownload>) => r.data!,
    }),
  }),
});

export const { useListReleasesQuery, useGetAppDownloadQuery } = releasesApi;

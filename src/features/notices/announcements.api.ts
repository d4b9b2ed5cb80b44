import type { ApiEnvelope } from '@domain/common/envelope';
import type { Paging } from '@domain/common/paging';
import type { AnnouncementRow } from '@domain/notices/announcements.schemas';
import type { RoleType } from '@domain/shell/roles';
import { api } from '@/app/api';
import { AnnouncementPaths } from '@domain/announcements/announcements.paths';

export interface PublishAnnouncementArgs {
  title: string;
  content: string;
  roles: RoleType[];
}

// Announcements share the notices' tag type; their own id keeps the caches apart.
const ANNOUNCEMENTS = { type: 'Notices', id: 'ANNOUNCEMENTS' } as const;

/** /noticeManage 公告管理. */
export const announcementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAnnouncements: build.query<AnnouncementRow[], Paging>({
      query: (params) => ({ url: AnnouncementPaths.list, params }),
      transformResponse: (r: ApiEnvelope<AnnouncementRow[]>) => r.data ?? [],
      providesTags: [ANNOUNCEMENTS],
    }),
    countAnnouncements: build.query<number, void>({
      query: () => AnnouncementPaths.count,
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: [ANNOUNCEMENTS],
    }),
    publishAnnouncement: build.mutation<ApiEnvelope<AnnouncementRow>, PublishAnnouncementArgs>({
      query: (body) => ({ url: AnnouncementPaths.publish, method: 'POST', body }),
      // The publisher may be among the recipients: their notices follow shortly.
      invalidatesTags: [ANNOUNCEMENTS, { type: 'Notices', id: 'COUNT' }, { type: 'Notices', id: 'LIST' }],
    }),
    deleteAnnouncement: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: AnnouncementPaths.delete, method: 'DELETE', params: { id } }),
      invalidatesTags: [ANNOUNCEMENTS],
    }),
  }),
});

export const { useListAnnouncementsQuery, useCountAnnouncementsQuery, usePublishAnnouncementMutation, useDeleteAnnouncementMutation } =
  announcementsApi;

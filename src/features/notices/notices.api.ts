import type { ApiEnvelope } from '@domain/common/envelope';
import type { Paging } from '@domain/common/paging';
import type { NoticeReadFilterValue, NoticesMarked } from '@domain/notices/notices.schemas';
import type { NoticeCount, NoticeItem } from '@domain/settings/notices.schemas';
import { api } from '@/app/api';
import { NoticePaths } from '@domain/notices/notices.paths';

export type NoticeListArgs = Paging & { read: NoticeReadFilterValue };

const LIST = { type: 'Notices', id: 'LIST' } as const;
const COUNT = { type: 'Notices', id: 'COUNT' } as const;

/** The caller's in-app notices: the notice centre, the top bar's bell and the home page's card. */
export const noticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotices: build.query<NoticeItem[], NoticeListArgs>({
      query: (params) => ({ url: NoticePaths.list, params }),
      transformResponse: (r: ApiEnvelope<NoticeItem[]>) => r.data ?? [],
      providesTags: [LIST],
    }),
    countNotices: build.query<NoticeCount, void>({
      query: () => NoticePaths.count,
      transformResponse: (r: ApiEnvelope<NoticeCount>) => r.data ?? { total: 0, unread: 0 },
      providesTags: [COUNT],
    }),
    markNoticesRead: build.mutation<NoticesMarked, number[]>({
      query: (ids) => ({ url: NoticePaths.read, method: 'POST', body: { ids } }),
      transformResponse: (r: ApiEnvelope<NoticesMarked>) => r.data ?? { marked: 0 },
      invalidatesTags: [LIST, COUNT],
    }),
    clearUnreadNotices: build.mutation<NoticesMarked, void>({
      query: () => ({ url: NoticePaths.clearUnread, method: 'POST', body: {} }),
      transformResponse: (r: ApiEnvelope<NoticesMarked>) => r.data ?? { marked: 0 },
      invalidatesTags: [LIST, COUNT],
    }),
  }),
});

export const { useListNoticesQuery, useCountNoticesQuery, useMarkNoticesReadMutation, useClearUnreadNoticesMutation } = noticesApi;

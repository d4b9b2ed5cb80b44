import type { ApiEnvelope } from '@domain/common/envelope';
import { DEFAULT_PAGE_SIZE } from '@domain/common/paging';
import type { StatusStatistics, TodoItem } from '@domain/home/home.types';
import { NoticeReadFilter } from '@domain/notices/notices.schemas';
import { api } from '@/app/api';
import { useListNoticesQuery } from '@/features/notices/notices.api';
import { HomePaths } from '@domain/home/home.paths';

const FIRST_PAGE = { read: NoticeReadFilter.all, pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE };

/** The home page's latest notices: the notice centre's first page (the page shows the first few). */
export const useListHomeNoticesQuery = () => useListNoticesQuery(FIRST_PAGE);

// Order and event operations invalidate these tags, so the counts follow the work.
const WORK_TAGS = ['Orders', 'Events', 'EventCounts'] as const;

/** /personIndex: the user's to-do lines and the states of their orders and events. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTodos: build.query<TodoItem[], void>({
      query: () => HomePaths.todos,
      transformResponse: (r: ApiEnvelope<TodoItem[]>) => r.data ?? [],
      providesTags: [...WORK_TAGS],
    }),
    getStatusStatistics: build.query<StatusStatistics, void>({
      query: () => HomePaths.statusStatistics,
      transformResponse: (r: ApiEnvelope<StatusStatistics>) => r.data ?? { orders: null, events: null },
      providesTags: [...WORK_TAGS],
    }),
  }),
});

export const { useGetTodosQuery, useGetStatusStatisticsQuery } = homeApi;

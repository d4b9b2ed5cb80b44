import type { ApiEnvelope } from '@domain/common/envelope';
import type { StatusStatistics, TodoCounts, TodoItem } from '@domain/home/home.types';
import { api } from '@/app/api';
import { HomePaths } from '@domain/home/home.paths';

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
    /** GET /v2/menu/mobile/getCount: the to-do counts by menu key (the mobile tab bar's badges). */
    getTodoCounts: build.query<TodoCounts, void>({
      query: () => HomePaths.counts,
      transformResponse: (r: ApiEnvelope<TodoCounts>) => r.data ?? { total: 0, counts: {} },
      providesTags: [...WORK_TAGS],
    }),
    getStatusStatistics: build.query<StatusStatistics, void>({
      query: () => HomePaths.statusStatistics,
      transformResponse: (r: ApiEnvelope<StatusStatistics>) => r.data ?? { orders: null, events: null },
      providesTags: [...WORK_TAGS],
    }),
  }),
});

export const { useGetTodosQuery, useGetStatusStatisticsQuery, useGetTodoCountsQuery } = homeApi;

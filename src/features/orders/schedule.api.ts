import type { ApiEnvelope } from '@domain/common/envelope';
import type { CountView } from '@domain/orders/orders.types';
import { OrderPaths as P } from '@domain/orders/orders.paths';
import { type ScheduleReportRow, type ScheduleRow, type ScheduleTimeInterval } from '@domain/orders/schedule.types';
import { api } from '@/app/api';

export interface ScheduleParams {
  start: string;
  days: number;
  keyword?: string;
  pageIndex?: number;
  pageSize?: number;
}

const count = (r: ApiEnvelope<CountView>) => r.data?.count ?? 0;

/** The schedule tables (domain/orders/schedule.schemas.ts); they read orders, so order changes refresh them. */
export const scheduleApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSchedule: build.query<ScheduleRow[], ScheduleParams>({
      query: (params) => ({ url: P.scheduleDispatchList, params }),
      transformResponse: (r: ApiEnvelope<ScheduleRow[]>) => r.data ?? [],
      providesTags: ['Orders'],
    }),
    listScheduleReport: build.query<ScheduleReportRow[], ScheduleParams>({
      query: (params) => ({ url: P.scheduleReportList, params }),
      transformResponse: (r: ApiEnvelope<ScheduleReportRow[]>) => r.data ?? [],
      providesTags: ['Orders'],
    }),
    /** Both tables page the same staff: one count serves them. */
    countScheduleStaff: build.query<number, Pick<ScheduleParams, 'start' | 'days' | 'keyword'>>({
      query: (params) => ({ url: P.scheduleDispatchCount, params }),
      transformResponse: count,
    }),
    getScheduleInterval: build.query<ScheduleTimeInterval, void>({
      query: () => P.scheduleTimeInterval,
      transformResponse: (r: ApiEnvelope<ScheduleTimeInterval>) => r.data!,
    }),
  }),
});

export const { useListScheduleQuery, useListScheduleReportQuery, useCountScheduleStaffQuery, useGetScheduleIntervalQuery } = scheduleApi;

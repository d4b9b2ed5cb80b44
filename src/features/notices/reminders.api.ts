import type { ApiEnvelope } from '@domain/common/envelope';
import type { Paging } from '@domain/common/paging';
import type { ReminderCycleValue } from '@domain/reminders/reminders.constants';
import type { ReminderRow } from '@domain/reminders/reminders.schemas';
import { api } from '@/app/api';
import { ReminderPaths } from '@domain/reminders/reminders.paths';

export interface SaveReminderArgs {
  id?: number;
  title: string;
  content: string;
  userIds: number[];
  cycle: ReminderCycleValue;
  timeOfDay: string;
  dayOf: number | null;
  date: string | null;
}

// Reminders share the notices' tag type; their own id keeps the caches apart.
const REMINDERS = { type: 'Notices', id: 'REMINDERS' } as const;

/** /timerNotice 定时提醒. */
export const remindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReminders: build.query<ReminderRow[], Paging>({
      query: (params) => ({ url: ReminderPaths.list, params }),
      transformResponse: (r: ApiEnvelope<ReminderRow[]>) => r.data ?? [],
      providesTags: [REMINDERS],
    }),
    countReminders: build.query<number, void>({
      query: () => ReminderPaths.count,
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: [REMINDERS],
    }),
    saveReminder: build.mutation<ApiEnvelope<ReminderRow>, SaveReminderArgs>({
      query: (body) => ({ url: ReminderPaths.save, method: 'POST', body }),
      invalidatesTags: [REMINDERS],
    }),
    setReminderEnabled: build.mutation<ApiEnvelope<ReminderRow>, { id: number; enabled: boolean }>({
      query: (body) => ({ url: ReminderPaths.updateState, method: 'PUT', body }),
      invalidatesTags: [REMINDERS],
    }),
    deleteReminder: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: ReminderPaths.delete, method: 'DELETE', params: { id } }),
      invalidatesTags: [REMINDERS],
    }),
  }),
});

export const {
  useListRemindersQuery,
  useCountRemindersQuery,
  useSaveReminderMutation,
  useSetReminderEnabledMutation,
  useDeleteReminderMutation,
} = remindersApi;

import type { ApiEnvelope } from '@domain/common/envelope';
import type { CreateEventInput, DeleteEventsResult, EventDetail, EventFilter, EventMessage, EventRow } from '@domain/events/events.schemas';
import { api } from '@/app/api';
import { EventPaths } from '@domain/events/events.paths';

/** Query parameters of the event lists as the screens send them (comma lists as text, times as ISO). */
export type EventQuery = Partial<Record<keyof EventFilter, string | number>>;
export type EventListArgs = EventQuery & { pageIndex: number; pageSize: number };
export type CreateEventArgs = Partial<CreateEventInput> & { title: string };

/** The operations that take only the event and a remark; each has its own path. */
export const SIMPLE_OPS = ['claim', 'start', 'returnEscalation', 'pause', 'resume', 'complete', 'close'] as const;
export type SimpleOp = (typeof SIMPLE_OPS)[number];

const data = <T>(r: ApiEnvelope<T>) => r.data as T;
// Every change moves an event between lists and badges, and adds to its history.
const CHANGED = ['Events', 'EventMessages', 'EventCounts'] as const;

export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEvents: build.query<EventRow[], EventListArgs>({
      query: (params) => ({ url: EventPaths.list, params }),
      transformResponse: (r: ApiEnvelope<EventRow[]>) => r.data ?? [],
      providesTags: ['Events'],
    }),
    countEvents: build.query<number, EventQuery>({
      query: (params) => ({ url: EventPaths.count, params }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['Events'],
    }),
    getEvent: build.query<EventDetail, number>({
      query: (id) => ({ url: EventPaths.detail, params: { id } }),
      transformResponse: data<EventDetail>,
      providesTags: (_r, _e, id) => [{ type: 'Events', id }, 'Events'],
    }),
    listEventMessages: build.query<EventMessage[], number>({
      query: (id) => ({ url: EventPaths.messages, params: { id } }),
      transformResponse: (r: ApiEnvelope<EventMessage[]>) => r.data ?? [],
      providesTags: ['EventMessages'],
    }),
    countUndeliveredEvents: build.query<number, void>({
      query: () => ({ url: EventPaths.unassignedCount, params: { sortType: 1 } }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['EventCounts'],
    }),
    countPrincipalEvents: build.query<number, void>({
      query: () => ({ url: EventPaths.principalCount, params: { sortType: 1, processStates: '0,1', close_state: 0 } }),
      transformResponse: (r: ApiEnvelope<number>) => r.data ?? 0,
      providesTags: ['EventCounts'],
    }),
    createEvent: build.mutation<ApiEnvelope<EventRow>, CreateEventArgs>({
      query: (body) => ({ url: EventPaths.add, method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    operateEvent: build.mutation<ApiEnvelope<EventRow>, { op: SimpleOp; id: number; remark?: string }>({
      query: ({ op, ...body }) => ({ url: EventPaths[op], method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    dispatchEvent: build.mutation<ApiEnvelope<EventRow>, { id: number; ownerId: number; collaboratorIds: number[]; remark?: string }>({
      query: (body) => ({ url: EventPaths.dispatch, method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    escalateEvent: build.mutation<ApiEnvelope<EventRow>, { id: number; userId: number; remark?: string }>({
      query: (body) => ({ url: EventPaths.escalate, method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    deleteEvents: build.mutation<ApiEnvelope<DeleteEventsResult>, number[]>({
      query: (ids) => ({ url: EventPaths.delete, method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: [...CHANGED],
    }),
    exportEvents: build.mutation<ApiEnvelope<{ id: number }>, EventQuery>({
      query: (body) => ({ url: EventPaths.export, method: 'POST', body }),
      invalidatesTags: ['Downloads'],
    }),
  }),
});

export const {
  useListEventsQuery,
  useCountEventsQuery,
  useGetEventQuery,
  useListEventMessagesQuery,
  useCountUndeliveredEventsQuery,
  useCountPrincipalEventsQuery,
  useCreateEventMutation,
  useOperateEventMutation,
  useDispatchEventMutation,
  useEscalateEventMutation,
  useDeleteEventsMutation,
  useExportEventsMutation,
} = eventsApi;

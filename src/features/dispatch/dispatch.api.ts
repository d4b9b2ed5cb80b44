import type { ApiEnvelope } from '@domain/common/envelope';
import { DispatchPaths as P } from '@domain/dispatch/dispatch.paths';
import type { BoardView, CalendarListView, CandidatesView, Conflict, DecisionRow, MyDayView, OptimiseView, RuleRow } from '@domain/dispatch/dispatch.types';
import { api } from '@/app/api';

export interface PlaceArgs {
  orderId: number;
  version?: number;
  userId: number;
  /** 'YYYY-MM-DD HH:mm', China time. */
  appointmentTime: string;
}
export interface SaveCalendarArgs {
  kind: 1 | 2;
  subjectId: number;
  days: number[];
  startMinute: number;
  endMinute: number;
  home: { lng: number; lat: number; address: string } | null;
  areas: string[];
}
/** An order type's rule as saved: the row without the type's name. */
export type SaveRuleArgs = Omit<RuleRow, 'templateName'>;
export interface AcceptRoutesArgs {
  day: string;
  routes: { userId: number; visits: { orderId: number; version: number; appointmentTime: string }[] }[];
}

const data =
  <T,>(fallback: T) =>
  (r: ApiEnvelope<T>) =>
    r.data ?? fallback;
const tags = ['Dispatch' as const];
/** A placement changes orders too: the order lists and details read them again. */
const changes = ['Dispatch' as const, 'Orders' as const];

/** Dispatch (/v2/dispatch/...): the board, candidates with reasons, calendars, rules and route optimisation. */
export const dispatchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDispatchBoard: build.query<BoardView, { from?: string; days?: number; groupId?: number }>({
      query: (params) => ({ url: P.board, params }),
      transformResponse: (r: ApiEnvelope<BoardView>) => r.data!,
      providesTags: tags,
    }),
    /** The signed-in engineer's visits of a day in driving order (the phone's 我的行程). */
    getMyDay: build.query<MyDayView, { day?: string }>({
      query: (params) => ({ url: P.myDay, params }),
      transformResponse: (r: ApiEnvelope<MyDayView>) => r.data!,
      providesTags: ['Dispatch', 'Orders'],
    }),
    getCandidates: build.query<CandidatesView, { orderId: number; day?: string }>({
      query: (params) => ({ url: P.candidates, params }),
      transformResponse: (r: ApiEnvelope<CandidatesView>) => r.data!,
      providesTags: tags,
    }),
    getDispatchReasons: build.query<DecisionRow[], number>({
      query: (orderId) => ({ url: P.reasons, params: { orderId } }),
      transformResponse: data<DecisionRow[]>([]),
      providesTags: tags,
    }),
    checkPlacement: build.mutation<{ conflicts: Conflict[] }, PlaceArgs>({
      query: (body) => ({ url: P.check, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<{ conflicts: Conflict[] }>) => r.data!,
    }),
    placeOrder: build.mutation<ApiEnvelope, PlaceArgs>({
      query: (body) => ({ url: P.place, method: 'POST', body }),
      invalidatesTags: changes,
    }),
    getCalendars: build.query<CalendarListView, void>({
      query: () => ({ url: P.calendarList }),
      transformResponse: (r: ApiEnvelope<CalendarListView>) => r.data!,
      providesTags: tags,
    }),
    saveCalendar: build.mutation<ApiEnvelope, SaveCalendarArgs>({
      query: (body) => ({ url: P.calendarSave, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    saveSkill: build.mutation<ApiEnvelope, { id?: number; name: string }>({
      query: (body) => ({ url: P.skillSave, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    savePersonSkills: build.mutation<ApiEnvelope, { userId: number; skills: { skillId: number; level: number }[] }>({
      query: (body) => ({ url: P.personSkills, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    saveLeave: build.mutation<ApiEnvelope, { userId: number; fromDate: string; toDate: string; reason: string }>({
      query: (body) => ({ url: P.leaveSave, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    deleteLeave: build.mutation<ApiEnvelope, number>({
      query: (id) => ({ url: P.leaveDelete, method: 'POST', body: { id } }),
      invalidatesTags: tags,
    }),
    getDispatchRules: build.query<RuleRow[], void>({
      query: () => ({ url: P.ruleList }),
      transformResponse: data<RuleRow[]>([]),
      providesTags: tags,
    }),
    saveDispatchRule: build.mutation<ApiEnvelope, SaveRuleArgs>({
      query: (body) => ({ url: P.ruleSave, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    optimiseDay: build.mutation<OptimiseView, { day: string; groupId: number | null; speedKmh: number; slackMinutes: number; moveBetween: boolean }>({
      query: (body) => ({ url: P.optimise, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<OptimiseView>) => r.data!,
    }),
    /** The visits of the board's days into the download centre (a sheet with date-time and number cells). */
    exportDispatchPlan: build.mutation<ApiEnvelope, { from: string; days: number }>({
      query: (body) => ({ url: P.export, method: 'POST', body: { ...body, format: 'xlsx' } }),
      invalidatesTags: ['Downloads'],
    }),
    acceptRoutes: build.mutation<ApiEnvelope, AcceptRoutesArgs>({
      query: (body) => ({ url: P.optimiseAccept, method: 'POST', body }),
      invalidatesTags: changes,
    }),
  }),
});

export const {
  useGetDispatchBoardQuery,
  useGetMyDayQuery,
  useGetCandidatesQuery,
  useGetDispatchReasonsQuery,
  useCheckPlacementMutation,
  usePlaceOrderMutation,
  useGetCalendarsQuery,
  useSaveCalendarMutation,
  useSaveSkillMutation,
  useSavePersonSkillsMutation,
  useSaveLeaveMutation,
  useDeleteLeaveMutation,
  useGetDispatchRulesQuery,
  useSaveDispatchRuleMutation,
  useOptimiseDayMutation,
  useAcceptRoutesMutation,
  useExportDispatchPlanMutation,
} = dispatchApi;

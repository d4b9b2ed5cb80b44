import type { CallLinePoint, CallRecordDetail, CallRecordRow, CurrentCall, SaveSeatInput, SeatHistoryRow, SeatRow, SeatStatsRow, SipAccount, SipCallPopUp, SipEventInput, SipSettings, SipSettingsInput, TransferInput, TransferResult } from '@domain/call-center/call-center.schemas';
import { CallCenterPaths as P } from '@domain/call-center/call-center.paths';
import type { ApiEnvelope } from '@domain/common/envelope';
import { api } from '@/app/api';

export interface CallFilterArgs {
  type?: number;
  pickup?: number;
  seatUserId?: number;
  phone?: string;
  startDate?: string;
  endDate?: string;
}
type Paged<F> = F & { pageIndex: number; pageSize: number };
const data =
  <T,>(fallback: T) =>
  (r: ApiEnvelope<T>) =>
    r.data ?? fallback;
const tags = ['CallCenter' as const];

/** The call centre (/call/...): records, the seat, dial-out, statistics. */
export const callCenterApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCalls: build.query<CallRecordRow[], Paged<CallFilterArgs>>({ query: (params) => ({ url: P.recordList, params }), transformResponse: data<CallRecordRow[]>([]), providesTags: tags }),
    countCalls: build.query<number, CallFilterArgs>({ query: (params) => ({ url: P.recordCount, params }), transformResponse: data(0), providesTags: tags }),
    getCall: build.query<CallRecordDetail, number>({ query: (id) => ({ url: P.recordDetails, params: { id } }), transformResponse: (r: ApiEnvelope<CallRecordDetail>) => r.data!, providesTags: tags }),
    getCurrentCall: build.query<CurrentCall, { id: number; customerId?: number }>({ query: (params) => ({ url: P.currentCall, params }), transformResponse: (r: ApiEnvelope<CurrentCall>) => r.data!, providesTags: tags }),
    updateCallNotes: build.mutation<ApiEnvelope, { id: number; notes: string }>({ query: (body) => ({ url: P.recordUpdate, method: 'POST', body }), invalidatesTags: tags }),
    exportCalls: build.mutation<ApiEnvelope, CallFilterArgs>({ query: (body) => ({ url: P.recordExport, method: 'POST', body }), invalidatesTags: ['Downloads'] }),
    getMySeat: build.query<SeatRow | null, void>({ query: () => ({ url: P.seatDetails }), transformResponse: data<SeatRow | null>(null), providesTags: tags }),
    listSeats: build.query<SeatRow[], void>({ query: () => ({ url: P.seatCollect }), transformResponse: data<SeatRow[]>([]), providesTags: tags }),
    seatHistory: build.query<SeatHistoryRow[], number>({ query: (userId) => ({ url: P.seatHistory, params: { userId } }), transformResponse: data<SeatHistoryRow[]>([]), providesTags: tags }),
    moveSeat: build.mutation<ApiEnvelope<SeatRow>, 'signIn' | 'signOut' | 'idle' | 'busy'>({ query: (op) => ({ url: P.seatState, method: 'POST', body: { op } }), invalidatesTags: tags }),
    dial: build.mutation<ApiEnvelope<{ id: number; callId: string }>, { phone: string; orderId?: number; customerId?: number }>({
      query: (body) => ({ url: P.dial, method: 'POST', body }),
      invalidatesTags: [...tags, 'Orders'],
    }),
    /** The seat's softphone account at the enterprise's PBX (null on the provider's path). */
    getSipAccount: build.query<SipAccount | null, void>({ query: () => ({ url: P.sipAccount, method: 'POST', body: {} }), transformResponse: data<SipAccount | null>(null) }),
    reportSipCall: build.mutation<SipCallPopUp | null, SipEventInput>({
      query: (body) => ({ url: P.sipEvents, method: 'POST', body }),
      transformResponse: data<SipCallPopUp | null>(null),
      invalidatesTags: tags,
    }),
    /** Transfer of the seat's call to another seat or (SIP) a number; the SIP path answers what the page REFERs to. */
    transferCall: build.mutation<TransferResult, TransferInput>({
      query: (body) => ({ url: P.transfer, method: 'POST', body }),
      transformResponse: (r: ApiEnvelope<TransferResult>) => r.data ?? { referTo: null },
      invalidatesTags: tags,
    }),
    hangUp: build.mutation<ApiEnvelope, void>({ query: () => ({ url: P.hangUp, method: 'POST', body: {} }), invalidatesTags: tags }),
    /** The seat set-up (administrators): who is a seat, their line, extension and SIP account; the enterprise's PBX. */
    saveSeat: build.mutation<ApiEnvelope, SaveSeatInput>({ query: (body) => ({ url: P.seatSave, method: 'POST', body }), invalidatesTags: tags }),
    deleteSeat: build.mutation<ApiEnvelope, number>({ query: (userId) => ({ url: P.seatDelete, method: 'DELETE', params: { userId } }), invalidatesTags: tags }),
    getSipSettings: build.query<SipSettings | null, void>({ query: () => ({ url: P.sipSettings }), transformResponse: data<SipSettings | null>(null), providesTags: tags }),
    saveSipSettings: build.mutation<ApiEnvelope, SipSettingsInput>({ query: (body) => ({ url: P.sipSettingsSave, method: 'POST', body }), invalidatesTags: tags }),
    deleteSipSettings: build.mutation<ApiEnvelope, void>({ query: () => ({ url: P.sipSettingsDelete, method: 'POST', body: {} }), invalidatesTags: tags }),
    callLineChart: build.query<CallLinePoint[], { startDate: string; endDate: string; seatUserId?: number }>({
      query: (params) => ({ url: P.statisticsLineChart, params }),
      transformResponse: data<CallLinePoint[]>([]),
      providesTags: tags,
    }),
    callSeatStats: build.query<SeatStatsRow[], { startDate: string; endDate: string; seatUserId?: number }>({
      query: (params) => ({ url: P.statisticsSeatList, params }),
      transformResponse: data<SeatStatsRow[]>([]),
      providesTags: tags,
    }),
  }),
});

export const {
  useListCallsQuery,
  useCountCallsQuery,
  useGetCallQuery,
  useGetCurrentCallQuery,
  useUpdateCallNotesMutation,
  useExportCallsMutation,
  useGetMySeatQuery,
  useListSeatsQuery,
  useSeatHistoryQuery,
  useMoveSeatMutation,
  useDialMutation,
  useHangUpMutation,
  useTransferCallMutation,
  useGetSipAccountQuery,
  useSaveSeatMutation,
  useDeleteSeatMutation,
  useGetSipSettingsQuery,
  useSaveSipSettingsMutation,
  useDeleteSipSettingsMutation,
  useReportSipCallMutation,
  useCallLineChartQuery,
  useCallSeatStatsQuery,
} = callCenterApi;

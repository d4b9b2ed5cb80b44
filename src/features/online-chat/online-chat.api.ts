import type { ApiEnvelope } from '@domain/common/envelope';
import { OnlineChatPaths as P } from '@domain/online-chat/online-chat.paths';
import type { z } from 'zod';
import type {
  ChatAccountRow,
  ChatMessageRow,
  ChatSessionRow,
  ChatStaffRow,
  RecordFilter,
  ReceptionRecordRow,
  SaveAccountSchema,
  SaveGroupInput,
  SendMessageInput,
  WecomSettingsSchema,
} from '@domain/online-chat/online-chat.schemas';
import { api } from '@/app/api';

const tags = ['OnlineChat' as const];
const data =
  <T,>(fallback: T) =>
  (r: ApiEnvelope<T>) =>
    r.data ?? fallback;

/** The reception desk's calls (/api/kefu/...). Socket pushes invalidate the 'OnlineChat' tag. */
export const onlineChatApi = api.injectEndpoints({
  endpoints: (build) => ({
    listChatQueue: build.query<ChatSessionRow[], void>({ query: () => P.queue, transformResponse: data<ChatSessionRow[]>([]), providesTags: tags }),
    /** The 在线客服 badge: how many sessions wait in the queue. */
    countChatQueue: build.query<number, void>({ query: () => P.queueCount, transformResponse: data(0), providesTags: tags }),
    listMyChats: build.query<ChatSessionRow[], void>({ query: () => P.mine, transformResponse: data<ChatSessionRow[]>([]), providesTags: tags }),
    getChatSession: build.query<ChatSessionRow, number>({
      query: (sessionId) => ({ url: P.detail, params: { sessionId } }),
      transformResponse: (r: ApiEnvelope<ChatSessionRow>) => r.data!,
      providesTags: tags,
    }),
    getChatStaff: build.query<{ staff: ChatStaffRow[]; quickReplies: string[] }, void>({
      query: () => P.staff,
      transformResponse: data({ staff: [] as ChatStaffRow[], quickReplies: [] as string[] }),
      providesTags: tags,
    }),
    takeChat: build.mutation<ApiEnvelope<ChatSessionRow>, number>({ query: (sessionId) => ({ url: P.take, method: 'POST', body: { sessionId } }), invalidatesTags: tags }),
    transferChat: build.mutation<ApiEnvelope<ChatSessionRow>, { sessionId: number; toUserId: number }>({
      query: (body) => ({ url: P.transfer, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    closeChat: build.mutation<ApiEnvelope<ChatSessionRow>, number>({ query: (sessionId) => ({ url: P.close, method: 'POST', body: { sessionId } }), invalidatesTags: tags }),
    linkChatCustomer: build.mutation<ApiEnvelope<ChatSessionRow>, { sessionId: number; customerId: number }>({
      query: (body) => ({ url: P.linkCustomer, method: 'POST', body }),
      invalidatesTags: tags,
    }),
    sendChatMessage: build.mutation<ApiEnvelope<ChatMessageRow>, SendMessageInput>({ query: (body) => ({ url: P.send, method: 'POST', body }) }),
    listReceptionRecords: build.query<{ total: number; list: ReceptionRecordRow[] }, Partial<RecordFilter> & { pageIndex: number; pageSize: number }>({
      query: (params) => ({ url: P.records, params }),
      transformResponse: data({ total: 0, list: [] as ReceptionRecordRow[] }),
      providesTags: tags,
    }),
    listChatAccounts: build.query<ChatAccountRow[], void>({ query: () => P.accounts, transformResponse: data<ChatAccountRow[]>([]), providesTags: tags }),
    saveChatAccount: build.mutation<ApiEnvelope<ChatAccountRow>, z.input<typeof SaveAccountSchema>>({ query: (body) => ({ url: P.accountSave, method: 'POST', body }), invalidatesTags: tags }),
    saveChatGroup: build.mutation<ApiEnvelope<ChatAccountRow>, SaveGroupInput>({ query: (body) => ({ url: P.groupSave, method: 'POST', body }), invalidatesTags: tags }),
    getContactWay: build.mutation<ApiEnvelope<{ url: string; qr: string }>, { accountId: number; scene: string }>({ query: (body) => ({ url: P.contactWay, method: 'POST', body }) }),
    syncWecomAccounts: build.mutation<ApiEnvelope<ChatAccountRow[]>, void>({ query: () => ({ url: P.wecomAccountsSync, method: 'POST', body: {} }), invalidatesTags: tags }),
    getWecomKfSettings: build.query<WecomKfSettingsView | null, void>({ query: () => P.wecomSettings, transformResponse: data<WecomKfSettingsView | null>(null), providesTags: tags }),
    saveWecomKfSettings: build.mutation<ApiEnvelope, z.input<typeof WecomSettingsSchema>>({ query: (body) => ({ url: P.wecomSettingsSave, method: 'POST', body }), invalidatesTags: tags }),
    exportReceptionRecords: build.mutation<ApiEnvelope, Partial<RecordFilter> & { format: 'xlsx' | 'csv' }>({
      query: (body) => ({ url: P.recordExport, method: 'POST', body }),
      invalidatesTags: ['Downloads'],
    }),
  }),
});

export const {
  useListChatQueueQuery,
  useListMyChatsQuery,
  useCountChatQueueQuery,
  useGetChatSessionQuery,
  useGetChatStaffQuery,
  useTakeChatMutation,
  useTransferChatMutation,
  useCloseChatMutation,
  useLinkChatCustomerMutation,
  useSendChatMessageMutation,
  useListReceptionRecordsQuery,
  useExportReceptionRecordsMutation,
  useListChatAccountsQuery,
  useSaveChatAccountMutation,
  useSaveChatGroupMutation,
  useSyncWecomAccountsMutation,
  useGetContactWayMutation,
  useGetWecomKfSettingsQuery,
  useSaveWecomKfSettingsMutation,
} = onlineChatApi;

/** The WeCom kf settings as the server shows them: the secret and key never leave it. */
export interface WecomKfSettingsView {
  corpId: string;
  callbackToken: string;
  secretSet: boolean;
  encodingAesKeySet: boolean;
}

/** The messages after `afterSeq` (plain fetch: the conversation hook keeps its own seq-ordered copy). */
export async function fetchMessagesAfter(sessionId: number, afterSeq: number): Promise<ChatMessageRow[]> {
  const res = await fetch(`/api${P.messages}?sessionId=${sessionId}&afterSeq=${afterSeq}`, { credentials: 'same-origin' });
  if (!res.ok) return [];
  return ((await res.json()) as ApiEnvelope<ChatMessageRow[]>).data ?? [];
}

/** A staff message's client id: the server stores a resend of the same id once. */
export const newClientMsgId = () => `c-${crypto.randomUUID()}`;

export const mediaUrl = (m: ChatMessageRow) => (typeof m.content.url === 'string' ? m.content.url : `/api${P.media}?sessionId=${m.sessionId}&seq=${m.seq}`);

import { ChatEventKind } from '@domain/chat/chat-socket';
import { ChatChannel, ChatPushEvent, type ChatChannelValue, type MessageFromValue, type MessageTypeValue, type SessionStateValue, type ShareRuleValue } from '@domain/online-chat/online-chat.constants';
import type { ChatMessageRow, ChatSessionRow } from '@domain/online-chat/online-chat.schemas';
import { sessionMachine, type ChatActor } from '@domain/online-chat/session.machine';
import { Role, type RoleType } from '@domain/shell/roles';
import { announceOnCommit, type Executor, type Tx } from '../../db/database';
import { userNames } from '../users/users.public';
import { accountsByIds, type MessageRecord, type SessionRecord } from './online-chat.queries';

export interface OnlineChatActor extends ChatActor {
  enterpriseId: number;
}

/** Roles that see every session and record; the others (reception staff) the queue and their own. */
export const seesAllSessions = (role: RoleType) => role === Role.admin || role === Role.dispatcher || role === Role.director;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export async function namesOf(tx: Executor, enterpriseId: number, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  return new Map((await userNames(tx, enterpriseId, wanted)).map((u) => [u.id, u.name]));
}

/** Session rows with their account and staff names, and what this actor may do to each. */
export async function sessionRows(tx: Executor, enterpriseId: number, sessions: SessionRecord[], actor?: ChatActor): Promise<ChatSessionRow[]> {
  const accounts = new Map((await accountsByIds(tx, enterpriseId, [...new Set(sessions.map((s) => s.accountId))])).map((a) => [a.id, a.name]));
  const names = await namesOf(tx, enterpriseId, sessions.map((s) => s.staffUserId));
  return sessions.map((s) => ({
    id: s.id,
    accountId: s.accountId,
    accountName: accounts.get(s.accountId) ?? '',
    channel: s.channel as ChatChannelValue,
    scene: s.scene,
    state: s.state as SessionStateValue,
    customerKey: s.customerKey,
    customerName: s.customerName,
    customerId: s.customerId,
    customerProductId: s.customerProductId,
    productName: s.productName,
    staffUserId: s.staffUserId,
    staffName: s.staffUserId ? (names.get(s.staffUserId) ?? null) : null,
    messageCount: s.messageCount,
    lastSeq: s.lastSeq,
    lastPreview: s.lastPreview,
    createdAt: iso(s.createdAt)!,
    acceptedAt: iso(s.acceptedAt),
    closedAt: iso(s.closedAt),
    lastMessageAt: iso(s.lastMessageAt),
    allowedOperations: actor ? sessionMachine.allowedOperations({ state: s.state as SessionStateValue, staffUserId: s.staffUserId }, actor) : [],
  }));
}

export function messageRow(m: MessageRecord, senderName: string | null): ChatMessageRow {
  return {
    id: m.id,
    sessionId: m.sessionId,
    seq: m.seq,
    from: m.sender as MessageFromValue,
    senderName,
    type: m.msgType as MessageTypeValue,
    content: m.content,
    clientMsgId: m.clientMsgid,
    createdAt: iso(m.createdAt)!,
  };
}

/** A session event for these users' sockets, sent once the transaction commits. */
export function pushSession(tx: Tx, enterpriseId: number, userIds: number[], event: keyof typeof ChatPushEvent, session: SessionRecord) {
  if (userIds.length === 0) return;
  announceOnCommit(tx, 'chat-push', {
    enterpriseId,
    userIds,
    message: { type: ChatEventKind.manage, event: ChatPushEvent[event], data: { sessionId: session.id, state: session.state, staffUserId: session.staffUserId } },
  });
}

export function pushMessage(tx: Tx, enterpriseId: number, userIds: number[], message: ChatMessageRow) {
  if (userIds.length === 0) return;
  announceOnCommit(tx, 'chat-push', { enterpriseId, userIds, message: { type: ChatEventKind.sendMessage, event: ChatPushEvent.message, data: message } });
}

export type { ShareRuleValue };

/** Staff wrote in a web chat: the visitor's open page is nudged once the transaction commits, and reads by seq. */
export function nudgeVisitor(tx: Tx, session: SessionRecord) {
  if (session.channel !== ChatChannel.web) return;
  announceOnCommit(tx, 'chat-visitor', { enterpriseId: session.enterpriseId, accountId: session.accountId, customerKey: session.customerKey });
}

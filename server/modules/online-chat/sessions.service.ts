import { RATING_NAMES } from '@domain/online-chat/visitor.constants';
import { CHAT_LIMITS, ChatChannel, CloseReason, RATING_MENU, ratingMenuId, IDLE_CLOSE_TEXT, MessageFrom, MessageType, SessionState, ShareRule, type ChatChannelValue, type SessionStateValue, type MessageTypeValue } from '@domain/online-chat/online-chat.constants';
import { OnlineChatErrors } from '@domain/online-chat/errors';
import { previewOf, type ChatMessageRow, type ChatSessionRow, type ChatStaffRow, type SendMessageInput } from '@domain/online-chat/online-chat.schemas';
import { withinWorkHours } from '@domain/online-chat/work-hours';
import { SessionOp, sessionMachine, type SessionOpValue } from '@domain/online-chat/session.machine';
import type { Database, Executor, Tx } from '../../db/database';
import { badRequest, conflict, enforce, notFound } from '../../lib/app-error';
import { findReceptionPerson, listReceptionPersonnel } from '../reception/reception.public';
import type { OnlineStaff } from './presence';
import { tellChatWaiting, type ChatNotifier } from './waiting-notice';
import { messageRow, namesOf, nudgeVisitor, seesAllSessions, pushMessage, pushSession, sessionRows, type OnlineChatActor } from './online-chat-common';
import {
  appendMessage,
  appendNewMessage,
  countInState,
  findAccount,
  findSession,
  insertSession,
  messageByClientId,
  messageByExternalId,
  messagesAfter,
  openSessionOf,
  rateSession,
  sessionsInState,
  staffLoad,
  takeEntry,
  updateSession,
  type AccountRecord,
  type SessionRecord,
} from './online-chat.queries';
import { appendToLockedSessions } from './message-batch.queries';

/** A customer's message as a channel delivers it. */
export interface IncomingMessage {
  account: AccountRecord;
  customerKey: string;
  customerName: string;
  /** The customer record, when the channel knows it (the portal's signed-in customer). */
  customerId?: number;
  scene?: string;
  /** The customer product the chat asks about (a product's QR code page), with its name. */
  product?: { id: number; name: string };
  type: MessageTypeValue;
  content: Record<string, unknown>;
  externalMsgid?: string;
  clientMsgid?: string;
}

/** Sends a staff message out through the session's channel (WeCom: kf/send_msg); web chat needs nothing. */
export type ChannelSender = (tx: Tx, session: SessionRecord, account: AccountRecord, input: SendMessageInput) => Promise<void>;

/** What a staff message stores. */
function contentOfSend(input: SendMessageInput): Record<string, unknown> {
  switch (input.type) {
    case MessageType.text:
      return { text: input.text };
    case MessageType.image:
      return { url: input.url };
    case MessageType.file:
    case MessageType.video:
      return { url: input.url, name: input.name };
    case MessageType.voice:
      // WeChat's AMR, which browsers do not play: the desk offers it as a download.
      return { url: input.url, format: 'amr' };
    case MessageType.menu:
      return input.menu;
  }
}

/** The enabled reception staff (of the account's group, when it names one): who hears of a session's events. */
async function staffOf(tx: Tx, enterpriseId: number, group: readonly number[] = []) {
  const people = await listReceptionPersonnel(tx, enterpriseId);
  return people.filter((p) => p.enabled && (group.length === 0 || group.includes(p.userId))).map((p) => ({ userId: p.userId, maxConcurrent: p.maxConcurrent }));
}

/**
 * The share rule's pick among staff with room: least busy (fewest open sessions, then the one given
 * a session longest ago), round robin (the one given a session longest ago), or nobody (queue: staff take).
 */
export function pickStaff(rule: number, staff: { userId: number; maxConcurrent: number; serving: number; lastAcceptedAt: number }[]): number | null {
  if (rule === ShareRule.queue) return null;
  const free = staff.filter((s) => s.serving < s.maxConcurrent);
  if (free.length === 0) return null;
  const byLast = (a: (typeof free)[number], b: (typeof free)[number]) => a.lastAcceptedAt - b.lastAcceptedAt || a.userId - b.userId;
  free.sort(rule === ShareRule.leastBusy ? (a, b) => a.serving - b.serving || byLast(a, b) : byLast);
  return free[0].userId;
}

export class OnlineChatSessions {
  constructor(
    private readonly db: Database,
    private readonly presence: OnlineStaff,
    private readonly senders: Partial<Record<ChatChannelValue, ChannelSender>> = {},
    /** Tells the receptionists of a chat waiting while none of them is online (none: nobody is told). */
    private readonly notifier: ChatNotifier | null = null,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * A customer's message: joins the customer's open session on the account, or opens one (given to
   * staff by the account's share rule, else waiting). A message already stored (same WeCom msgid or
   * the same client id) is not stored again; answers null for it.
   */
  async receive(tx: Tx, enterpriseId: number, m: IncomingMessage): Promise<{ session: SessionRecord; message: ChatMessageRow } | null> {
    let session = await openSessionOf(tx, enterpriseId, m.account.id, m.customerKey);
    let opened = false;
    if (!session) {
      // A message of an ended session, pulled again, must not open a new one.
      if (m.externalMsgid && (await messageByExternalId(tx, enterpriseId, m.externalMsgid))) return null;
      // A WeCom customer's scene came with their enter_session event, kept (maybe from an earlier pull) until now.
      const entered = m.account.channel === ChatChannel.wecom ? await takeEntry(tx, enterpriseId, m.account.id, m.customerKey) : undefined;
      const product = { customerProductId: m.product?.id ?? null, productName: m.product?.name ?? '' };
      session = await insertSession(tx, { enterpriseId, accountId: m.account.id, channel: m.account.channel as ChatChannelValue, scene: m.scene ?? entered ?? '', customerKey: m.customerKey, customerName: m.customerName, customerId: m.customerId ?? null, ...product });
      opened = session.state === SessionState.waiting && session.messageCount === 0;
    }
    // A msgid or client id stored already is refused by the insert itself (two pulls of one message meet at its unique index).
    const appended = await appendNewMessage(tx, session, {
      sender: MessageFrom.customer,
      senderUserId: null,
      type: m.type,
      content: m.content,
      externalMsgid: m.externalMsgid,
      clientMsgid: m.clientMsgid,
      preview: previewOf(m.type, m.content),
    });
    if (!appended) return null;
    session = appended.session;
    const atWork = withinWorkHours(m.account.workHours, this.clock());
    // Who hears of it, only while the session is new or waiting (a served one's messages go to its receptionist).
    const staff = opened || !session.staffUserId ? await staffOf(tx, enterpriseId, m.account.staffUserIds) : [];
    if (opened) {
      // Outside working hours nobody is given the chat: it waits for the morning's queue.
      const online = atWork ? await this.presence.onlineUserIds(enterpriseId) : new Set<number>();
      const to = atWork ? await this.pick(tx, enterpriseId, m.account.shareRule, staff.filter((s) => online.has(s.userId))) : null;
      if (to !== null) session = await updateSession(tx, enterpriseId, session.id, { state: SessionState.serving, staffUserId: to, acceptedAt: new Date() });
      pushSession(tx, enterpriseId, staff.map((s) => s.userId), 'access', session);
      // Waiting at work with none of its receptionists online: they hear of it outside the app (the engine's rule).
      if (atWork && to === null && this.notifier && !staff.some((s) => online.has(s.userId)))
        await tellChatWaiting(this.notifier, tx, session, m.account, staff.map((s) => s.userId));
    }
    const row = messageRow(appended.message, null);
    // A waiting session's messages show in everyone's queue; a served one's only to its receptionist.
    pushMessage(tx, enterpriseId, session.staffUserId ? [session.staffUserId] : staff.map((s) => s.userId), row);
    if (!atWork && m.account.offHoursReply && !session.offHoursReplied) session = await this.offHoursReply(tx, session, m.account);
    return { session, message: row };
  }

  /**
   * A pulled page's messages of customers whose sessions are open and locked by the caller (none stored
   * yet): one insert and one update for all of them, the reception list read once for the waiting ones,
   * then the pushes as `receive` makes them. Answers how many were stored.
   */
  async receiveOnOpen(tx: Tx, enterpriseId: number, account: AccountRecord, batches: { session: SessionRecord; messages: Pick<IncomingMessage, 'type' | 'content' | 'externalMsgid'>[] }[]): Promise<number> {
    const appended = await appendToLockedSessions(
      tx,
      enterpriseId,
      batches.map(({ session, messages }) => ({ session, messages: messages.map((m) => ({ sender: MessageFrom.customer, senderUserId: null, ...m, preview: previewOf(m.type, m.content) })) })),
    );
    const staff = appended.some((a) => !a.session.staffUserId) ? (await staffOf(tx, enterpriseId, account.staffUserIds)).map((s) => s.userId) : [];
    const offHours = !withinWorkHours(account.workHours, this.clock()) && account.offHoursReply;
    let stored = 0;
    for (const { session, messages } of appended) {
      for (const m of messages) pushMessage(tx, enterpriseId, session.staffUserId ? [session.staffUserId] : staff, messageRow(m, null));
      if (offHours && !session.offHoursReplied) await this.offHoursReply(tx, session, account);
      stored += messages.length;
    }
    return stored;
  }

  /**
   * Whom the share rule gives a new chat: nobody for the queue rule; else among the staff with the
   * desk open (the online candidates), by their load, which is read (an aggregate over their sessions) only then.
   */
  private async pick(tx: Tx, enterpriseId: number, rule: number, candidates: { userId: number; maxConcurrent: number }[]): Promise<number | null> {
    if (rule === ShareRule.queue) return null;
    if (candidates.length === 0) return null;
    const load = await staffLoad(tx, enterpriseId, candidates.map((c) => c.userId));
    return pickStaff(rule, candidates.map((c) => ({ ...c, serving: load.get(c.userId)?.serving ?? 0, lastAcceptedAt: load.get(c.userId)?.lastAcceptedAt ?? 0 })));
  }

  /** The account's reply outside working hours, once per session: sent through the channel, stored as a system message. */
  private async offHoursReply(tx: Tx, session: SessionRecord, account: AccountRecord): Promise<SessionRecord> {
    const text = account.offHoursReply;
    const sent = await this.sendQuietly(tx, session, account, `offhours-${session.id}`, text);
    if (!sent) return session;
    const { session: replied, message } = await appendMessage(tx, session, { sender: MessageFrom.system, senderUserId: null, type: MessageType.text, content: { text }, clientMsgid: `offhours-${session.id}`, preview: previewOf(MessageType.text, { text }) });
    nudgeVisitor(tx, replied);
    if (replied.staffUserId) pushMessage(tx, session.enterpriseId, [replied.staffUserId], messageRow(message, null));
    return updateSession(tx, session.enterpriseId, session.id, { offHoursReplied: true });
  }

  /** An automatic message out through the channel; answers false when the channel refused it (WeCom down), which never undoes what the customer wrote. */
  private async sendQuietly(tx: Tx, session: SessionRecord, account: AccountRecord, clientMsgId: string, text: string): Promise<boolean> {
    return this.sendQuietlyAs(tx, session, account, { sessionId: session.id, clientMsgId, type: MessageType.text, text });
  }

  private async sendQuietlyAs(tx: Tx, session: SessionRecord, account: AccountRecord, input: SendMessageInput): Promise<boolean> {
    const sender = this.senders[session.channel as ChatChannelValue];
    if (!sender) return true;
    try {
      await sender(tx, session, account, input);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * A WeCom customer is asked for a rating when their chat ends (the web chat's page asks by itself):
   * a menu of the five scores, stored in the session as a system message when WeCom took it.
   */
  private async askRating(tx: Tx, session: SessionRecord): Promise<void> {
    if (session.channel !== ChatChannel.wecom) return;
    const account = await findAccount(tx, session.enterpriseId, session.accountId);
    if (!account) return;
    const menu = { headContent: RATING_MENU.head, list: [5, 4, 3, 2, 1].map((n) => ({ id: ratingMenuId(session.id, n), content: RATING_NAMES[n] })), tailContent: RATING_MENU.tail };
    const clientMsgId = `rate-ask-${session.id}`;
    if (await this.sendQuietlyAs(tx, session, account, { sessionId: session.id, clientMsgId, type: MessageType.menu, menu }))
      await appendMessage(tx, session, { sender: MessageFrom.system, senderUserId: null, type: MessageType.menu, content: menu, clientMsgid: clientMsgId, preview: previewOf(MessageType.menu, menu) });
  }

  /** A WeCom customer's choice on the rating menu: recorded once on their closed session of the account (a second choice changes nothing), with a thank-you. */
  async rateByMenu(tx: Tx, enterpriseId: number, account: AccountRecord, customerKey: string, choice: { sessionId: number; score: number }): Promise<boolean> {
    const rated = await rateSession(tx, { enterpriseId, id: choice.sessionId, accountId: account.id, customerKey }, choice.score, '');
    if (!rated) return false;
    const thanks = `thanks-${rated.id}`;
    if (await this.sendQuietly(tx, rated, account, thanks, RATING_MENU.thanks))
      await appendMessage(tx, rated, { sender: MessageFrom.system, senderUserId: null, type: MessageType.text, content: { text: RATING_MENU.thanks }, clientMsgid: thanks, preview: RATING_MENU.thanks });
    return true;
  }

  /**
   * Closes a session nobody wrote in for its account's idle minutes (the minute tick): only if it is
   * still open and still quiet since the tick read it, so a message that arrived meanwhile keeps it open.
   */
  closeIdle(read: { id: number; enterpriseId: number; lastMessageAt: Date | null }, now: Date): Promise<boolean> {
    return this.db.tenant(read.enterpriseId, async (tx) => {
      const session = await findSession(tx, read.enterpriseId, read.id, true);
      if (!session || session.state === SessionState.closed || session.lastMessageAt?.getTime() !== read.lastMessageAt?.getTime()) return false;
      const account = await findAccount(tx, read.enterpriseId, session.accountId);
      if (account && (await this.sendQuietly(tx, session, account, `idle-${session.id}`, IDLE_CLOSE_TEXT)))
        await appendMessage(tx, session, { sender: MessageFrom.system, senderUserId: null, type: MessageType.text, content: { text: IDLE_CLOSE_TEXT }, clientMsgid: `idle-${session.id}`, preview: IDLE_CLOSE_TEXT.slice(0, 60) });
      await this.askRating(tx, session);
      const closed = await updateSession(tx, read.enterpriseId, session.id, { state: SessionState.closed, closedAt: now, closeReason: CloseReason.idle });
      const staff = await staffOf(tx, read.enterpriseId);
      pushSession(tx, read.enterpriseId, staff.map((s) => s.userId), 'close', closed);
      nudgeVisitor(tx, closed);
      return true;
    });
  }

  queue(actor: OnlineChatActor): Promise<ChatSessionRow[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => sessionRows(tx, actor.enterpriseId, await sessionsInState(tx, actor.enterpriseId, SessionState.waiting), actor));
  }

  /** How many sessions wait in the queue (the 在线客服 badge): the queue every desk member sees. */
  queueCount(actor: OnlineChatActor): Promise<number> {
    return this.db.tenantRead(actor.enterpriseId, (tx) => countInState(tx, actor.enterpriseId, SessionState.waiting));
  }

  mine(actor: OnlineChatActor): Promise<ChatSessionRow[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) =>
      sessionRows(tx, actor.enterpriseId, await sessionsInState(tx, actor.enterpriseId, SessionState.serving, actor.userId), actor),
    );
  }

  /** A session the actor may see (else 404): supervisors see every one, reception staff the queue and their own. */
  private async visible(tx: Executor, actor: OnlineChatActor, sessionId: number): Promise<SessionRecord> {
    const session = await findSession(tx, actor.enterpriseId, sessionId);
    if (!session) throw notFound(OnlineChatErrors.sessionNotFound);
    if (!seesAllSessions(actor.role) && session.state !== SessionState.waiting && session.staffUserId !== actor.userId) throw notFound(OnlineChatErrors.sessionNotFound);
    return session;
  }

  detail(actor: OnlineChatActor, sessionId: number): Promise<ChatSessionRow> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => (await sessionRows(tx, actor.enterpriseId, [await this.visible(tx, actor, sessionId)], actor))[0]);
  }

  /** The session's messages after `afterSeq`, in order: what a client that reconnects has missed. */
  messages(actor: OnlineChatActor, sessionId: number, afterSeq: number): Promise<ChatMessageRow[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      await this.visible(tx, actor, sessionId);
      const rows = await messagesAfter(tx, actor.enterpriseId, sessionId, afterSeq, CHAT_LIMITS.syncBatch);
      const names = await namesOf(tx, actor.enterpriseId, rows.map((m) => m.senderUserId));
      return rows.map((m) => messageRow(m, m.senderUserId ? (names.get(m.senderUserId) ?? null) : null));
    });
  }

  /** The WeCom media id of a media message in a session the actor sees. */
  mediaIdOf(actor: OnlineChatActor, sessionId: number, seq: number): Promise<string> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      await this.visible(tx, actor, sessionId);
      const [m] = await messagesAfter(tx, actor.enterpriseId, sessionId, seq - 1, 1);
      const mediaId = m?.seq === seq ? m.content.mediaId : undefined;
      if (typeof mediaId !== 'string' || !mediaId) throw notFound('消息不存在或没有媒体文件');
      return mediaId;
    });
  }

  staff(actor: OnlineChatActor): Promise<ChatStaffRow[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const people = await listReceptionPersonnel(tx, actor.enterpriseId);
      const load = await staffLoad(tx, actor.enterpriseId);
      const enabled = people.filter((p) => p.enabled);
      const names = await namesOf(tx, actor.enterpriseId, enabled.map((p) => p.userId));
      const online = await this.presence.onlineUserIds(actor.enterpriseId);
      return enabled.map((p) => ({ userId: p.userId, name: names.get(p.userId) ?? '', maxConcurrent: p.maxConcurrent, serving: load.get(p.userId)?.serving ?? 0, online: online.has(p.userId) }));
    });
  }

  /** Loads and locks the session and checks the machine; the actor must be enabled reception staff. */
  private async locked(tx: Tx, actor: OnlineChatActor, sessionId: number, op: SessionOpValue): Promise<SessionRecord> {
    const byRole = sessionMachine.refuseRole(op, actor);
    if (byRole) enforce(byRole);
    const session = await findSession(tx, actor.enterpriseId, sessionId, true);
    if (!session) throw notFound(OnlineChatErrors.sessionNotFound);
    enforce(sessionMachine.decide({ state: session.state as SessionStateValue, staffUserId: session.staffUserId }, actor, op));
    return session;
  }

  private async requireStaff(tx: Tx, enterpriseId: number, userId: number, message: string = OnlineChatErrors.notReception) {
    const person = await findReceptionPerson(tx, enterpriseId, userId);
    if (!person?.enabled) throw conflict(message);
    return person;
  }

  private async room(tx: Tx, enterpriseId: number, userId: number, maxConcurrent: number) {
    const serving = (await staffLoad(tx, enterpriseId, [userId])).get(userId)?.serving ?? 0;
    if (serving >= maxConcurrent) throw conflict(OnlineChatErrors.full);
  }

  /** A receptionist takes a waiting session (of two at once, the second gets 409). */
  take(actor: OnlineChatActor, sessionId: number): Promise<ChatSessionRow> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const session = await this.locked(tx, actor, sessionId, SessionOp.take);
      const person = await this.requireStaff(tx, actor.enterpriseId, actor.userId);
      await this.room(tx, actor.enterpriseId, actor.userId, person.maxConcurrent);
      const taken = await updateSession(tx, actor.enterpriseId, session.id, { state: SessionState.serving, staffUserId: actor.userId, acceptedAt: new Date() });
      const staff = await staffOf(tx, actor.enterpriseId);
      pushSession(tx, actor.enterpriseId, staff.map((s) => s.userId), 'access', taken);
      return (await sessionRows(tx, actor.enterpriseId, [taken], actor))[0];
    });
  }

  /** Hands the session to a colleague who is enabled reception staff with room. */
  transfer(actor: OnlineChatActor, sessionId: number, toUserId: number): Promise<ChatSessionRow> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const session = await this.locked(tx, actor, sessionId, SessionOp.transfer);
      if (toUserId === actor.userId) throw badRequest(OnlineChatErrors.sameStaff);
      const person = await this.requireStaff(tx, actor.enterpriseId, toUserId, OnlineChatErrors.targetNotReception);
      await this.room(tx, actor.enterpriseId, toUserId, person.maxConcurrent);
      const moved = await updateSession(tx, actor.enterpriseId, session.id, { staffUserId: toUserId, acceptedAt: new Date() });
      pushSession(tx, actor.enterpriseId, [actor.userId, toUserId], 'assign', moved);
      return (await sessionRows(tx, actor.enterpriseId, [moved], actor))[0];
    });
  }

  /** Ends the session; the freed seat takes the oldest waiting session of an account that shares automatically. */
  close(actor: OnlineChatActor, sessionId: number): Promise<ChatSessionRow> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const session = await this.locked(tx, actor, sessionId, SessionOp.close);
      await this.askRating(tx, session);
      const closed = await updateSession(tx, actor.enterpriseId, session.id, { state: SessionState.closed, closedAt: new Date(), closeReason: CloseReason.staff });
      const staff = await staffOf(tx, actor.enterpriseId);
      pushSession(tx, actor.enterpriseId, staff.map((s) => s.userId), 'close', closed);
      // The web visitor's page learns the chat ended (and offers the rating).
      nudgeVisitor(tx, closed);
      return (await sessionRows(tx, actor.enterpriseId, [closed], actor))[0];
    });
  }

  /** A staff reply: stored, sent out through the channel in the same transaction (a refusal stores nothing); the same client id twice is one message. */
  send(actor: OnlineChatActor, input: SendMessageInput): Promise<ChatMessageRow> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const session = await this.locked(tx, actor, input.sessionId, SessionOp.send);
      const names = await namesOf(tx, actor.enterpriseId, [actor.userId]);
      const again = await messageByClientId(tx, actor.enterpriseId, session.id, input.clientMsgId);
      if (again) return messageRow(again, names.get(actor.userId) ?? null);
      const content = contentOfSend(input);
      const { message } = await appendMessage(tx, session, {
        sender: MessageFrom.staff,
        senderUserId: actor.userId,
        type: input.type,
        content,
        clientMsgid: input.clientMsgId,
        preview: previewOf(input.type, content),
      });
      const acct = await findAccount(tx, actor.enterpriseId, session.accountId);
      const sender = this.senders[session.channel as ChatChannelValue];
      if (sender && acct) await sender(tx, session, acct, input);
      const row = messageRow(message, names.get(actor.userId) ?? null);
      pushMessage(tx, actor.enterpriseId, [actor.userId], row);
      nudgeVisitor(tx, session);
      return row;
    });
  }

  /**
   * An event or an order was made from the session (the desk's 转事件 / 新建工单), inside the transaction
   * that makes it: the session must be one the maker sees (else 404 and nothing is made); the session
   * gets a system line naming it, and the answer is the line the event's or order's log carries.
   */
  async noteMadeFrom(tx: Tx, actor: OnlineChatActor, sessionId: number, made: { kind: '事件' | '工单'; id: number; code: string }): Promise<string> {
    const session = await findSession(tx, actor.enterpriseId, sessionId, true);
    if (!session || (!seesAllSessions(actor.role) && session.state !== SessionState.waiting && session.staffUserId !== actor.userId)) throw notFound(`chatSessionId: ${OnlineChatErrors.sessionNotFound}`);
    const text = made.kind === '事件' ? `已转为事件 ${made.code}` : `已新建工单 ${made.code}`;
    const { session: noted, message } = await appendMessage(tx, session, { sender: MessageFrom.system, senderUserId: null, type: MessageType.text, content: { text }, clientMsgid: `${made.kind === '事件' ? 'event' : 'order'}-${made.id}`, preview: text });
    pushMessage(tx, actor.enterpriseId, [...new Set([actor.userId, ...(noted.staffUserId ? [noted.staffUserId] : [])])], messageRow(message, null));
    return `来自在线客服会话：${session.customerName}`;
  }

  /** Links the session to a customer record (its customer is then the event's and order's). */
  linkCustomer(actor: OnlineChatActor, sessionId: number, customerId: number, exists: (tx: Tx) => Promise<boolean>): Promise<ChatSessionRow> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const session = await this.locked(tx, actor, sessionId, SessionOp.send);
      if (!(await exists(tx))) throw notFound(OnlineChatErrors.customerNotFound);
      const linked = await updateSession(tx, actor.enterpriseId, session.id, { customerId });
      return (await sessionRows(tx, actor.enterpriseId, [linked], actor))[0];
    });
  }
}

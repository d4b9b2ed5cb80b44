import { MESSAGE_TYPES, MessageType, ratingOfMenuId, type MessageTypeValue } from '@domain/online-chat/online-chat.constants';
import { OnlineChatErrors } from '@domain/online-chat/errors';
import type { SendMessageInput } from '@domain/online-chat/online-chat.schemas';
import type { Database, Tx } from '../../db/database';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { accountByKfid, advanceCursor, rememberEntry, wecomSettings, type AccountRecord, type SessionRecord, type WecomSettingsRecord } from './online-chat.queries';
import type { KfMedia } from './kf-media';
import { customersWithOpenSession, lockOpenSessions, storedMsgids } from './message-batch.queries';
import type { OnlineChatSessions } from './sessions.service';
import { KfCallError, WecomKfClient, type KfMessage } from './wecom-kf.client';
import { decryptMessage, verifySignature, WecomCryptoError, xmlField } from './wecom-kf-crypto';

export interface CallbackQuery {
  msg_signature: string;
  timestamp: string;
  nonce: string;
  echostr?: string;
}

/** WeCom's origin of a message written by the WeChat customer (4 is a system event, 5 a servicer's own message echoed back). */
const FROM_CUSTOMER = 3;
const MEDIA_TYPES = new Set<string>([MessageType.image, MessageType.voice, MessageType.video, MessageType.file]);
const SYSTEM_EVENT = 4;
/** How long a callback's keys are used as read before they are read again (a removed setting stops callbacks within it). */
const KEYS_KEPT_MS = 60_000;
/** WeCom's errcode for an open_kfid it does not know. */
const INVALID_OPEN_KFID = 95000;

interface PageMessage {
  externalMsgid: string;
  type: MessageTypeValue;
  content: Record<string, unknown>;
}
interface PageCustomer {
  customerKey: string;
  nickname: string | undefined;
  messages: PageMessage[];
}

/** A choice of the rating menu sent at a close (a text carrying its menu_id), else null. */
const isRating = (m: PageMessage) => (typeof m.content.menuId === 'string' ? ratingOfMenuId(m.content.menuId) : null);

/** A kf message's own object, in the fields the desk shows (media by WeCom's media_id, fetched on demand). */
export function contentOf(m: KfMessage): { type: MessageTypeValue; content: Record<string, unknown> } | null {
  const type = m.msgtype as MessageTypeValue;
  if (!MESSAGE_TYPES.includes(type)) return null;
  const o = (m[m.msgtype] ?? {}) as Record<string, unknown>;
  switch (type) {
    case MessageType.text:
      return { type, content: { text: String(o.content ?? ''), ...(o.menu_id ? { menuId: String(o.menu_id) } : {}) } };
    case MessageType.image:
    case MessageType.voice:
    case MessageType.video:
    case MessageType.file:
      return { type, content: { mediaId: String(o.media_id ?? '') } };
    case MessageType.location:
      return { type, content: { name: o.name ?? '', address: o.address ?? '', latitude: o.latitude ?? null, longitude: o.longitude ?? null } };
    case MessageType.link:
      return { type, content: { title: o.title ?? '', desc: o.desc ?? '', url: o.url ?? '', picUrl: o.pic_url ?? '' } };
    case MessageType.miniprogram:
      return { type, content: { title: o.title ?? '', appid: o.appid ?? '', pagepath: o.pagepath ?? '' } };
    case MessageType.businessCard:
      return { type, content: { userid: o.userid ?? '' } };
    case MessageType.menu:
      return { type, content: { headContent: o.head_content ?? '', list: o.list ?? [], tailContent: o.tail_content ?? '' } };
  }
}

/**
 * WeCom kf: the callback (URL check and kf_msg_or_event), the pull of new messages with kf/sync_msg
 * and its cursor, and replies through kf/send_msg. One pull of an account runs at a time in a process
 * (callbacks meanwhile share the next); a message's msgid is stored once whatever happens.
 */
export class WecomKfService {
  private readonly clients = new Map<string, WecomKfClient>();
  private readonly pulls = new Map<string, { current: Promise<number>; next?: Promise<number>; token: string }>();
  /** The callback keys by enterprise (`opened`), with when they were read. */
  private readonly keys = new Map<number, { settings: Promise<WecomSettingsRecord | undefined>; at: number }>();

  constructor(
    private readonly db: Database,
    private readonly sessions: OnlineChatSessions,
    private readonly apiBase: string,
    private readonly kfMedia: KfMedia,
  ) {}

  private client(s: WecomSettingsRecord) {
    const key = `${s.enterpriseId}:${s.corpId}:${s.secret}`;
    let c = this.clients.get(key);
    if (!c) this.clients.set(key, (c = new WecomKfClient(this.apiBase, s.corpId, s.secret)));
    return c;
  }

  private open(s: WecomSettingsRecord | undefined, q: CallbackQuery, encrypted: string): string {
    if (!s) throw notFound(OnlineChatErrors.wecomNotSet);
    if (!verifySignature(s.callbackToken, q.timestamp, q.nonce, encrypted, q.msg_signature)) throw forbidden(OnlineChatErrors.badSignature);
    try {
      return decryptMessage(s.encodingAesKey, encrypted, s.corpId);
    } catch (error) {
      if (error instanceof WecomCryptoError) throw badRequest(OnlineChatErrors.badMessage);
      throw error;
    }
  }

  /** GET: WeCom checks the URL; the answer is the decrypted echostr. */
  verifyUrl(enterpriseId: number, q: CallbackQuery): Promise<string> {
    return this.opened(enterpriseId, q, q.echostr ?? '');
  }

  /**
   * A callback opened with the enterprise's keys as last read (a burst of 500 callbacks read them once, not
   * 500 times in the pool's queue ahead of the pull); one the kept keys do not open is tried once more with
   * the keys read afresh, so a token or key changed on any node is seen at its first callback.
   */
  private async opened(enterpriseId: number, q: CallbackQuery, encrypted: string): Promise<string> {
    const kept = this.keys.get(enterpriseId);
    if (kept && performance.now() - kept.at < KEYS_KEPT_MS)
      try {
        return this.open(await kept.settings, q, encrypted);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    return this.open(await this.readKeys(enterpriseId), q, encrypted);
  }

  /** Reads the keys and keeps the read for the callbacks that follow (a failed read is not kept). */
  private readKeys(enterpriseId: number): Promise<WecomSettingsRecord | undefined> {
    const entry = { settings: this.db.tenantRead(enterpriseId, (tx) => wecomSettings(tx, enterpriseId)), at: performance.now() };
    this.keys.set(enterpriseId, entry);
    entry.settings.catch(() => {
      if (this.keys.get(enterpriseId) === entry) this.keys.delete(enterpriseId);
    });
    return entry.settings;
  }

  /** POST: an event; kf_msg_or_event pulls the new messages. Answers how many were stored. */
  async callback(enterpriseId: number, q: CallbackQuery, xml: string): Promise<number> {
    const inner = await this.opened(enterpriseId, q, xmlField(xml, 'Encrypt') ?? '');
    if (xmlField(inner, 'Event') !== 'kf_msg_or_event') return 0;
    return this.coalesced(enterpriseId, xmlField(inner, 'Token') ?? '', xmlField(inner, 'OpenKfId') ?? '');
  }

  /**
   * A burst of callbacks makes few pulls: while one pull of the account runs, the callbacks that
   * arrive share the one pull that follows it (with the newest token), which reads everything they
   * announced. Each callback answers once a pull that started after it has finished.
   */
  private coalesced(enterpriseId: number, token: string, openKfid: string): Promise<number> {
    const key = `${enterpriseId}:${openKfid}`;
    const state = this.pulls.get(key);
    if (!state) {
      const current = this.pull(enterpriseId, token, openKfid).finally(() => this.settle(key));
      this.pulls.set(key, { current, token });
      return current;
    }
    state.token = token;
    state.next ??= state.current.catch(() => 0).then(() => {
      state.next = undefined;
      state.current = this.pull(enterpriseId, state.token, openKfid).finally(() => this.settle(key));
      return state.current;
    });
    return state.next;
  }

  private settle(key: string) {
    const state = this.pulls.get(key);
    if (state && !state.next) this.pulls.delete(key);
  }

  /**
   * Pulls every message after the saved cursor and stores the customers' (each msgid once). The kf
   * calls and media downloads run outside any transaction; each page is then stored in one short
   * transaction whatever its size (`storePage`), which also moves the cursor, compare-and-set from
   * where this pull read it (never back): a crash before the commit leaves the page to be pulled again.
   * Of two pulls that read the same page (two nodes), the second waits at the cursor for the first's
   * commit and then finds every msgid stored.
   */
  async pull(enterpriseId: number, token: string, openKfid: string): Promise<number> {
    const { s, account } = await this.db.tenantRead(enterpriseId, async (tx) => ({ s: await wecomSettings(tx, enterpriseId), account: await accountByKfid(tx, enterpriseId, openKfid) }));
    if (!s) throw notFound(OnlineChatErrors.wecomNotSet);
    if (!account) throw notFound(OnlineChatErrors.accountNotFound);
    let cursor = s.cursor;
    let stored = 0;
    for (let more = true; more; ) {
      const page = await this.call(() => this.client(s).syncMessages({ cursor, token, openKfid, limit: 1000 }));
      // Customers who opened the chat (enter_session): their scene is kept for the session their first message opens, and the welcome goes out.
      await this.entered(s, account, page.msg_list);
      const customers = await this.customersOf(s, account, page.msg_list);
      const from = cursor;
      cursor = page.next_cursor;
      if (cursor !== from)
        stored += await this.db.tenant(enterpriseId, async (tx) => {
          await advanceCursor(tx, enterpriseId, from, cursor);
          return this.storePage(tx, account, customers);
        });
      more = page.has_more === 1;
    }
    return stored;
  }

  /**
   * A page's customer messages by customer, in WeCom's order, with their media fetched into the uploads
   * and the names of customers without an open session asked of WeCom (the others' sessions have theirs).
   */
  private async customersOf(s: WecomSettingsRecord, account: AccountRecord, list: KfMessage[]): Promise<PageCustomer[]> {
    const byCustomer = new Map<string, KfMessage[]>();
    for (const m of list)
      if (m.origin === FROM_CUSTOMER && m.external_userid) {
        const mine = byCustomer.get(m.external_userid);
        if (mine) mine.push(m);
        else byCustomer.set(m.external_userid, [m]);
      }
    if (byCustomer.size === 0) return [];
    const known = await this.db.tenantRead(s.enterpriseId, (tx) => customersWithOpenSession(tx, s.enterpriseId, account.id, [...byCustomer.keys()]));
    const [names, parsed] = await Promise.all([
      this.nicknames(s, [...byCustomer.keys()].filter((key) => !known.has(key))),
      Promise.all([...byCustomer.values()].map((mine) => this.parsed(s, mine))),
    ]);
    return [...byCustomer.keys()].map((customerKey, i) => ({ customerKey, nickname: names.get(customerKey), messages: parsed[i] }));
  }

  /** One customer's messages in the desk's types (others dropped), media kept in the uploads first. */
  private async parsed(s: WecomSettingsRecord, list: KfMessage[]): Promise<PageMessage[]> {
    const out: PageMessage[] = [];
    for (const m of list) {
      const p = contentOf(m);
      if (p) out.push({ externalMsgid: m.msgid, type: p.type, content: MEDIA_TYPES.has(p.type) ? await this.kfMedia.keep(this.client(s), s.enterpriseId, m.msgid, p.type, p.content) : p.content });
    }
    return out;
  }

  /**
   * Stores a page's customer messages not stored yet: those of customers whose session is open in a
   * few statements for all (`receiveOnOpen`); a customer without an open session (it opens one: the
   * share rule, the scene, the notices) or choosing a rating goes message by message.
   */
  private async storePage(tx: Tx, account: AccountRecord, customers: PageCustomer[]): Promise<number> {
    const enterpriseId = account.enterpriseId;
    const open = await lockOpenSessions(tx, enterpriseId, account.id, customers.map((c) => c.customerKey));
    const already = await storedMsgids(tx, enterpriseId, customers.flatMap((c) => c.messages.map((m) => m.externalMsgid)));
    const batches: { session: SessionRecord; messages: PageMessage[] }[] = [];
    const oneByOne: PageCustomer[] = [];
    for (const c of customers) {
      const messages = c.messages.filter((m) => !already.has(m.externalMsgid));
      const session = open.get(c.customerKey);
      if (session && !messages.some(isRating)) batches.push({ session, messages });
      else if (messages.length > 0) oneByOne.push({ ...c, messages });
    }
    let stored = await this.sessions.receiveOnOpen(tx, enterpriseId, account, batches);
    for (const c of oneByOne)
      for (const m of c.messages) {
        const rating = isRating(m);
        // A choice of the rating menu sent at the close: recorded on that session, not a new chat.
        if (rating) await this.sessions.rateByMenu(tx, enterpriseId, account, c.customerKey, rating);
        else if (await this.sessions.receive(tx, enterpriseId, { account, customerKey: c.customerKey, customerName: c.nickname ?? `微信用户${c.customerKey.slice(-4)}`, ...m })) stored++;
      }
    return stored;
  }

  /**
   * A page's enter_session events: each customer's scene is kept (the newest wins) until their next
   * message opens a session, whichever pull brings it; and when WeCom hands a welcome_code (the customer
   * got no welcome in 48 hours and has not written) the account's welcome goes out with it
   * (kf/send_msg_on_event, once, within WeCom's 20 seconds). A refused welcome (the code expired, WeCom
   * down) is left: the customer's chat goes on without it.
   */
  private async entered(s: WecomSettingsRecord, account: AccountRecord, list: KfMessage[]): Promise<void> {
    const events = list.flatMap((m) => {
      const e = m.event as { event_type?: string; open_kfid?: string; external_userid?: string; scene?: string; welcome_code?: string } | undefined;
      return m.origin === SYSTEM_EVENT && e?.event_type === 'enter_session' && e.external_userid && (e.open_kfid ?? m.open_kfid) === account.openKfid
        ? [{ msgid: m.msgid, customerKey: e.external_userid, scene: String(e.scene ?? '').slice(0, 64), welcomeCode: e.welcome_code ? String(e.welcome_code) : '' }]
        : [];
    });
    if (events.length === 0) return;
    const scened = events.filter((e) => e.scene);
    if (scened.length > 0)
      await this.db.tenant(s.enterpriseId, async (tx) => {
        for (const e of scened) await rememberEntry(tx, { enterpriseId: s.enterpriseId, accountId: account.id, customerKey: e.customerKey, scene: e.scene });
      });
    const welcome = account.welcomeText.trim();
    if (!welcome) return;
    await Promise.all(
      events
        .filter((e) => e.welcomeCode)
        .map((e) => this.client(s).sendOnEvent(e.welcomeCode, welcome, `welcome${e.msgid}`.replace(/[^\w-]/g, '').slice(0, 32)).catch(() => undefined)),
    );
  }

  /** A new WeCom kf account (kf/account/add) with its avatar uploaded first (media/upload); answers its open_kfid. */
  addAccount(enterpriseId: number, name: string, avatarUrl: string | undefined): Promise<string> {
    return this.accountCalls(enterpriseId, async (c) => c.addAccount(name, await this.kfMedia.avatar(c, enterpriseId, avatarUrl)));
  }

  private async nicknames(s: WecomSettingsRecord, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    try {
      const r = await this.client(s).customers(ids);
      return new Map(r.map((c) => [c.external_userid, c.nickname]));
    } catch {
      return new Map(); // a name is a nicety: the message is stored all the same
    }
  }

  /** kf/send_msg for a staff reply in a WeCom session (inside the reply's transaction: a refusal stores nothing). */
  readonly send = async (tx: Tx, session: SessionRecord, account: AccountRecord, input: SendMessageInput) => {
    const s = await wecomSettings(tx, session.enterpriseId);
    if (!s || !account.openKfid) throw new AppError(409, OnlineChatErrors.wecomNotSet);
    const base = { touser: session.customerKey, open_kfid: account.openKfid, msgid: input.clientMsgId.replace(/-/g, '').slice(0, 32) };
    if (input.type === MessageType.text) await this.call(() => this.client(s).sendMessage({ ...base, msgtype: 'text', text: { content: input.text } }));
    else if (input.type === MessageType.image || input.type === MessageType.file || input.type === MessageType.voice || input.type === MessageType.video) {
      const mediaId = await this.call(() => this.kfMedia.toWecom(tx, this.client(s), session.enterpriseId, input.type, input.url));
      await this.call(() => this.client(s).sendMessage({ ...base, msgtype: input.type, [input.type]: { media_id: mediaId } }));
    } else if (input.type === MessageType.menu)
      await this.call(() =>
        this.client(s).sendMessage({
          ...base,
          msgtype: 'msgmenu',
          msgmenu: { head_content: input.menu.headContent, list: input.menu.list.map((i) => ({ type: 'click', click: { id: i.id, content: i.content } })), tail_content: input.menu.tailContent },
        }),
      );
  };

  /** The kf account calls (kf/account/add, update, list) with the enterprise's kf credentials. */
  async accountCalls<T>(enterpriseId: number, work: (client: WecomKfClient) => Promise<T>): Promise<T> {
    const s = await this.db.tenantRead(enterpriseId, (tx) => wecomSettings(tx, enterpriseId));
    if (!s) throw new AppError(409, OnlineChatErrors.wecomNotSet);
    return this.call(async () => {
      try {
        return await work(this.client(s));
      } catch (error) {
        // The only open_kfid an account call sends is the one the administrator gave: WeCom not knowing it is
        // their mistake (400 naming it), not WeCom failing (502).
        if (error instanceof KfCallError && error.errcode === INVALID_OPEN_KFID) throw badRequest(OnlineChatErrors.unknownKfid);
        throw error;
      }
    });
  }

  /** The bytes of a media message (WeCom keeps media 3 days). */
  async media(enterpriseId: number, mediaId: string): Promise<{ type: string; bytes: Buffer }> {
    const s = await this.db.tenantRead(enterpriseId, (tx) => wecomSettings(tx, enterpriseId));
    if (!s) throw notFound(OnlineChatErrors.wecomNotSet);
    return this.call(() => this.client(s).media(mediaId));
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof KfCallError) throw new AppError(502, error.message);
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'TypeError')) throw new AppError(502, `微信客服不可用: ${error.message}`);
      throw error;
    }
  }
}

// The WeCom customer-service (微信客服) side of the fake open platform: kf accounts (add, update, list, contact-way links), a simulated WeChat
// customer whose messages reach the app as encrypted kf_msg_or_event callbacks, kf/sync_msg with its
// cursor and the callback's single-use token, kf/send_msg, kf/customer/batchget and media/get. It
// refuses what WeCom refuses: an unknown open_kfid (95000), a token no callback issued (95007), a
// customer who never wrote to the account (95001 here), a bad cursor.
import { randomBytes } from 'node:crypto';
import { callbackSignature, encryptMessage } from '../server/modules/online-chat/wecom-kf-crypto';

export interface KfSetup {
  corpId: string;
  openKfid: string;
  callbackUrl: string;
  token: string;
  encodingAesKey: string;
}

export interface KfCustomerMessage {
  openKfid: string;
  externalUserId: string;
  /** Came through a contact-way link with this scene: an enter_session event goes first. */
  scene?: string;
  nickname?: string;
  msgtype: string;
  /** The message's own object (text: { content }, location: { name, … }); an image's bytes are made up. */
  body?: Record<string, unknown>;
}

interface StoredKfMessage {
  msgid: string;
  open_kfid: string;
  external_userid: string;
  send_time: number;
  origin: number;
  msgtype: string;
  [field: string]: unknown;
}

/** A 1×1 PNG: what the simulated customer's photos look like. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** One second of AMR-NB (the storage format's magic, then fifty 12.2 kbit/s frames): what WeChat voice is. */
export const ONE_SECOND_AMR = Buffer.concat([
  Buffer.from('#!AMR\n'),
  ...Array.from({ length: 50 }, (_, i) => Buffer.from([0x3c, ...Array.from({ length: 31 }, (_, j) => (i * 31 + j * 7) & 0xff)])),
]);

interface FakeMedia {
  bytes: Buffer;
  type: string;
  name: string;
}

/** What a customer's media looks like, by message type (the file's name as WeCom gives it in Content-Disposition). */
const SAMPLE_MEDIA: Record<string, FakeMedia> = {
  image: { bytes: TINY_PNG, type: 'image/png', name: 'photo.png' },
  voice: { bytes: ONE_SECOND_AMR, type: 'audio/amr', name: 'voice.amr' },
  video: { bytes: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]), type: 'video/mp4', name: 'clip.mp4' },
  file: { bytes: Buffer.from('%PDF-1.4\n% a manual page\n'), type: 'application/pdf', name: '说明书.pdf' },
};

/** media/upload's limits (WeCom's documented ones): images JPG/PNG ≤ 10 MB, voice AMR ≤ 2 MB, video MP4 ≤ 10 MB, files ≤ 20 MB, all over 5 bytes. */
const MB = 1024 * 1024;
const UPLOAD_LIMITS: Record<string, { max: number; types?: RegExp }> = {
  image: { max: 10 * MB, types: /\.(jpe?g|png)$/i },
  voice: { max: 2 * MB, types: /\.amr$/i },
  video: { max: 10 * MB, types: /\.mp4$/i },
  file: { max: 20 * MB },
};

const E = {
  badKfid: { errcode: 95000, errmsg: 'invalid open_kfid' },
  badCustomer: { errcode: 95001, errmsg: 'invalid external_userid' },
  badToken: { errcode: 95007, errmsg: 'invalid msg token' },
  badCursor: { errcode: 95002, errmsg: 'invalid cursor' },
  noMedia: { errcode: 40007, errmsg: 'invalid media_id' },
  badType: { errcode: 40005, errmsg: 'invalid file type' },
  badSize: { errcode: 40006, errmsg: 'invalid file size' },
  noUpload: { errcode: 41001, errmsg: 'media data missing' },
  /** kf/account/add without an avatar media_id, or one media/upload never issued. */
  badAvatar: { errcode: 40007, errmsg: 'invalid media_id' },
  /** kf/send_msg_on_event with a code that is unknown, used already or past its 20 seconds. */
  badEventCode: { errcode: 95018, errmsg: 'send msg session status invalid' },
};

/** enter_session's welcome_code may be used once, within 20 seconds (WeCom's documented limits). */
const WELCOME_CODE_MS = 20_000;

export class FakeKf {
  private readonly setups = new Map<string, KfSetup>(); // by open_kfid
  private readonly log = new Map<string, StoredKfMessage[]>(); // by corp
  private readonly tokens = new Set<string>();
  private readonly nicknames = new Map<string, string>();
  private readonly media = new Map<string, FakeMedia>();
  /** What the app uploaded through media/upload, by media_id (`kind`: the upload's type parameter). */
  readonly uploaded = new Map<string, { type: string; name: string; bytes: Buffer; kind?: string }>();
  /** Each kf account's avatar (the media_id kf/account/add was given). */
  readonly avatars = new Map<string, string>();
  /** welcome_codes handed out on enter_session, with when (used ones are removed). */
  private readonly welcomeCodes = new Map<string, { issuedAt: number; openKfid: string; externalUserId: string }>();
  /** What the app sent through kf/send_msg_on_event (the welcomes), in order. */
  readonly sentOnEvent: { openKfid: string; touser: string; msgtype: string; body: unknown }[] = [];
  /** The clock the welcome codes' 20 seconds are read on (tests move it). */
  now = () => Date.now();
  /** Kf accounts made through kf/account/add (open_kfid → name), by corp. */
  readonly accounts = new Map<string, Map<string, string>>();
  /** What the app sent to customers through kf/send_msg, in order. */
  readonly sent: { openKfid: string; touser: string; msgtype: string; body: unknown }[] = [];
  callbacks = 0;

  setup(s: KfSetup) {
    this.setups.set(s.openKfid, s);
    if (!this.corpAccounts(s.corpId).has(s.openKfid)) this.corpAccounts(s.corpId).set(s.openKfid, '官方微信客服');
  }

  /** The simulated customer writes; the app is told through its callback. Answers the msgid and the callback's HTTP status. */
  async customerWrites(m: KfCustomerMessage): Promise<{ msgid: string; status: number; body: string }> {
    const s = this.setups.get(m.openKfid);
    if (!s) throw new Error(`unknown open_kfid ${m.openKfid}`);
    if (m.nickname) this.nicknames.set(m.externalUserId, m.nickname);
    const msgid = randomBytes(12).toString('hex');
    if (m.scene !== undefined) this.enter(s, m.openKfid, m.externalUserId, m.scene);
    const body = { ...(m.body ?? {}) };
    if (['image', 'voice', 'video', 'file'].includes(m.msgtype) && !body.media_id) {
      const mediaId = `media-${randomBytes(8).toString('hex')}`;
      this.media.set(mediaId, SAMPLE_MEDIA[m.msgtype]);
      body.media_id = mediaId;
    }
    this.append(s.corpId, { msgid, open_kfid: m.openKfid, external_userid: m.externalUserId, send_time: Math.floor(Date.now() / 1000), origin: 3, msgtype: m.msgtype, [m.msgtype]: body });
    const r = await this.notify(s);
    return { msgid, ...r };
  }

  /**
   * The customer opens the account's chat through a contact-way link (no message yet): an enter_session
   * event with the scene, and a welcome_code when WeCom would give one (the customer has not written to
   * the account and got no welcome, both within 48 hours). `notify`: the callback goes at once (else the
   * event waits for the next callback's pull). Answers the welcome_code ('' when none).
   */
  async customerEnters(openKfid: string, externalUserId: string, scene: string, notify = true): Promise<string> {
    const s = this.setups.get(openKfid);
    if (!s) throw new Error(`unknown open_kfid ${openKfid}`);
    const code = this.enter(s, openKfid, externalUserId, scene);
    if (notify) await this.notify(s);
    return code;
  }

  private enter(s: KfSetup, openKfid: string, externalUserId: string, scene: string): string {
    const since = Math.floor(this.now() / 1000) - 48 * 3600;
    const log = this.log.get(s.corpId) ?? [];
    const wrote = log.some((x) => x.open_kfid === openKfid && x.external_userid === externalUserId && x.origin === 3 && x.send_time >= since);
    const welcomed = this.sentOnEvent.some((x) => x.openKfid === openKfid && x.touser === externalUserId);
    const code = wrote || welcomed ? '' : `wc-${randomBytes(10).toString('hex')}`;
    if (code) this.welcomeCodes.set(code, { issuedAt: this.now(), openKfid, externalUserId });
    const event = { event_type: 'enter_session', open_kfid: openKfid, external_userid: externalUserId, scene, ...(code ? { welcome_code: code } : {}) };
    this.append(s.corpId, { msgid: randomBytes(12).toString('hex'), open_kfid: openKfid, external_userid: externalUserId, send_time: Math.floor(this.now() / 1000), origin: 4, msgtype: 'event', event });
    return code;
  }

  /** Sends the kf_msg_or_event callback again (WeCom retries when the app was slow): the app must not store anything twice. */
  notifyAgain(openKfid: string) {
    return this.notify(this.setups.get(openKfid)!);
  }

  private append(corpId: string, m: StoredKfMessage) {
    const list = this.log.get(corpId) ?? [];
    list.push(m);
    this.log.set(corpId, list);
  }

  private async notify(s: KfSetup): Promise<{ status: number; body: string }> {
    const token = randomBytes(8).toString('hex');
    this.tokens.add(token);
    const inner = `<xml><ToUserName><![CDATA[${s.corpId}]]></ToUserName><CreateTime>${Math.floor(Date.now() / 1000)}</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[kf_msg_or_event]]></Event><Token><![CDATA[${token}]]></Token><OpenKfId><![CDATA[${s.openKfid}]]></OpenKfId></xml>`;
    const encrypted = encryptMessage(s.encodingAesKey, inner, s.corpId);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(6).toString('hex');
    const url = new URL(s.callbackUrl);
    url.searchParams.set('msg_signature', callbackSignature(s.token, timestamp, nonce, encrypted));
    url.searchParams.set('timestamp', timestamp);
    url.searchParams.set('nonce', nonce);
    this.callbacks++;
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: `<xml><ToUserName><![CDATA[${s.corpId}]]></ToUserName><Encrypt><![CDATA[${encrypted}]]></Encrypt><AgentID><![CDATA[]]></AgentID></xml>` });
    return { status: res.status, body: await res.text() };
  }

  /** media/upload: the multipart field `media`, refused as WeCom refuses it (type, size). */
  upload(type: string, file: { name: string; type: string; bytes: Buffer } | null): unknown {
    const limit = UPLOAD_LIMITS[type];
    if (!limit) return E.badType;
    if (!file) return E.noUpload;
    if (limit.types && !limit.types.test(file.name)) return E.badType;
    if (file.bytes.length <= 5 || file.bytes.length > limit.max) return E.badSize;
    const mediaId = `up-${randomBytes(10).toString('hex')}`;
    this.uploaded.set(mediaId, { ...file, kind: type });
    return { errcode: 0, errmsg: 'ok', type, media_id: mediaId, created_at: String(Math.floor(Date.now() / 1000)) };
  }

  private corpAccounts(corpId: string) {
    let mine = this.accounts.get(corpId);
    if (!mine) this.accounts.set(corpId, (mine = new Map()));
    return mine;
  }

  /** The kf calls, for a corp whose access token was checked by the platform; null when the path is not a kf one. */
  handle(corpId: string, path: string, body: Record<string, unknown>, query: URLSearchParams): { json?: unknown; media?: FakeMedia } | null {
    const known = (kfid: unknown) => this.setups.get(String(kfid))?.corpId === corpId;
    switch (path) {
      case '/cgi-bin/kf/sync_msg': {
        if (body.open_kfid !== undefined && !known(body.open_kfid)) return { json: E.badKfid };
        if (!this.tokens.has(String(body.token ?? ''))) return { json: E.badToken };
        const cursor = body.cursor ? Number(body.cursor) : 0;
        const list = (this.log.get(corpId) ?? []).filter((m) => body.open_kfid === undefined || m.open_kfid === body.open_kfid);
        if (!Number.isInteger(cursor) || cursor < 0 || cursor > list.length) return { json: E.badCursor };
        const limit = Math.min(Math.max(Number(body.limit ?? 1000), 1), 1000);
        const page = list.slice(cursor, cursor + limit);
        const next = cursor + page.length;
        return { json: { errcode: 0, errmsg: 'ok', next_cursor: String(next), has_more: next < list.length ? 1 : 0, msg_list: page } };
      }
      case '/cgi-bin/kf/send_msg': {
        if (!known(body.open_kfid)) return { json: E.badKfid };
        const media = (body[String(body.msgtype)] as { media_id?: string } | undefined)?.media_id;
        if (['image', 'voice', 'video', 'file'].includes(String(body.msgtype)) && !this.uploaded.has(String(media))) return { json: E.noMedia };
        const wrote = (this.log.get(corpId) ?? []).some((m) => m.open_kfid === body.open_kfid && m.external_userid === body.touser && m.origin === 3);
        if (!wrote) return { json: E.badCustomer };
        const msgtype = String(body.msgtype);
        this.sent.push({ openKfid: String(body.open_kfid), touser: String(body.touser), msgtype, body: body[msgtype] });
        const msgid = String(body.msgid ?? randomBytes(12).toString('hex'));
        // WeCom hands the servicer's own messages back through sync_msg too (origin 5).
        this.append(corpId, { msgid, open_kfid: String(body.open_kfid), external_userid: String(body.touser), send_time: Math.floor(Date.now() / 1000), origin: 5, msgtype, [msgtype]: body[msgtype] });
        return { json: { errcode: 0, errmsg: 'ok', msgid } };
      }
      case '/cgi-bin/kf/send_msg_on_event': {
        const code = String(body.code ?? '');
        const issued = this.welcomeCodes.get(code);
        const open = issued && this.setups.get(issued.openKfid)?.corpId === corpId && this.now() - issued.issuedAt <= WELCOME_CODE_MS;
        if (!open) return { json: E.badEventCode };
        const msgtype = String(body.msgtype ?? '');
        if (msgtype !== 'text' && msgtype !== 'msgmenu') return { json: { errcode: 40008, errmsg: 'invalid message type' } };
        this.welcomeCodes.delete(code);
        this.sentOnEvent.push({ openKfid: issued.openKfid, touser: issued.externalUserId, msgtype, body: body[msgtype] });
        return { json: { errcode: 0, errmsg: 'ok', msgid: String(body.msgid ?? randomBytes(12).toString('hex')) } };
      }
      case '/cgi-bin/kf/customer/batchget': {
        const ids = Array.isArray(body.external_userid_list) ? body.external_userid_list.map(String) : [];
        return { json: { errcode: 0, errmsg: 'ok', customer_list: ids.filter((i) => this.nicknames.has(i)).map((i) => ({ external_userid: i, nickname: this.nicknames.get(i) })), invalid_external_userid: ids.filter((i) => !this.nicknames.has(i)) } };
      }
      case '/cgi-bin/kf/account/add': {
        const name = String(body.name ?? '').trim();
        if (!name || name.length > 16) return { json: { errcode: 95016, errmsg: 'invalid name' } };
        // The avatar is required: a media_id media/upload issued for an image.
        const avatar = String(body.media_id ?? '');
        if (this.uploaded.get(avatar)?.kind !== 'image') return { json: E.badAvatar };
        const openKfid = `wk${randomBytes(8).toString('hex')}`;
        this.corpAccounts(corpId).set(openKfid, name);
        this.avatars.set(openKfid, avatar);
        return { json: { errcode: 0, errmsg: 'ok', open_kfid: openKfid } };
      }
      case '/cgi-bin/kf/account/update': {
        const mine = this.corpAccounts(corpId);
        if (!mine.has(String(body.open_kfid)) && !known(body.open_kfid)) return { json: E.badKfid };
        mine.set(String(body.open_kfid), String(body.name ?? ''));
        return { json: { errcode: 0, errmsg: 'ok' } };
      }
      case '/cgi-bin/kf/add_contact_way': {
        if (!known(body.open_kfid) && !this.corpAccounts(corpId).has(String(body.open_kfid))) return { json: E.badKfid };
        const scene = String(body.scene ?? '');
        if (!/^[\w-]{0,32}$/.test(scene)) return { json: { errcode: 95017, errmsg: 'invalid scene' } };
        return { json: { errcode: 0, errmsg: 'ok', url: `https://work.weixin.qq.com/kfid/${String(body.open_kfid)}${scene ? `?enc_scene=${scene}` : ''}` } };
      }
      case '/cgi-bin/kf/account/list': {
        const all = [...this.corpAccounts(corpId)].map(([open_kfid, name]) => ({ open_kfid, name, avatar: '' }));
        const offset = Number(body.offset ?? 0);
        return { json: { errcode: 0, errmsg: 'ok', account_list: all.slice(offset, offset + Number(body.limit ?? 100)) } };
      }
      case '/cgi-bin/media/get': {
        const media = this.media.get(query.get('media_id') ?? '') ?? this.uploaded.get(query.get('media_id') ?? '');
        return media ? { media: { ...media, type: media.type ?? 'application/octet-stream' } } : { json: E.noMedia };
      }
      default:
        return null;
    }
  }
}


/** One message of kf/sync_msg (the fields this app reads). */
export interface KfMessage {
  msgid: string;
  open_kfid: string;
  external_userid?: string;
  send_time: number;
  /** 3 the WeChat customer, 4 system event, 5 a servicer from the WeCom client. */
  origin: number;
  msgtype: string;
  [field: string]: unknown;
}

interface Envelope {
  errcode?: number;
  errmsg?: string;
}

export class KfCallError extends Error {
  constructor(
    readonly path: string,
    readonly errcode: number,
    errmsg: string,
  ) {
    super(`微信客服 ${path}: ${errcode} ${errmsg}`);
  }
}

const STALE = new Set([40014, 42001]);

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The WeCom kf calls this area makes: gettoken (with the kf secret), kf/sync_msg with its cursor and
 * the callback's token, kf/send_msg. One client per enterprise's credentials; the token is kept until
 * it expires or WeCom calls it stale.
 */
export class WecomKfClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly apiBase: string,
    private readonly corpId: string,
    private readonly secret: string,
  ) {}

  async syncMessages(input: { cursor: string; token: string; openKfid: string; limit: number }) {
    return this.call<{ next_cursor: string; has_more: number; msg_list: KfMessage[] }>('/cgi-bin/kf/sync_msg', {
      cursor: input.cursor,
      token: input.token,
      open_kfid: input.openKfid,
      limit: input.limit,
      voice_format: 0,
    });
  }

  async sendMessage(body: { touser: string; open_kfid: string; msgtype: string; [field: string]: unknown }) {
    return this.call<{ msgid: string }>('/cgi-bin/kf/send_msg', body);
  }

  async customers(ids: string[]) {
    const r = await this.call<{ customer_list: { external_userid: string; nickname: string }[] }>('/cgi-bin/kf/customer/batchget', { external_userid_list: ids });
    return r.customer_list ?? [];
  }

  /** kf/account/add: a new kf account in WeCom with its avatar (a media_id of media/upload, which WeCom requires); answers its open_kfid. */
  async addAccount(name: string, avatarMediaId: string): Promise<string> {
    return (await this.call<{ open_kfid: string }>('/cgi-bin/kf/account/add', { name, media_id: avatarMediaId })).open_kfid;
  }

  /** kf/send_msg_on_event: a text with an event's code (enter_session's welcome_code: once, within 20 s). */
  async sendOnEvent(code: string, content: string, msgid: string): Promise<void> {
    await this.call('/cgi-bin/kf/send_msg_on_event', { code, msgid, msgtype: 'text', text: { content } });
  }

  async renameAccount(openKfid: string, name: string): Promise<void> {
    await this.call('/cgi-bin/kf/account/update', { open_kfid: openKfid, name });
  }

  /** kf/add_contact_way: the account's link for customers, carrying a scene value WeCom hands back on enter_session. */
  async contactWay(openKfid: string, scene: string): Promise<string> {
    return (await this.call<{ url: string }>('/cgi-bin/kf/add_contact_way', { open_kfid: openKfid, scene })).url;
  }

  /** kf/account/list, every page. */
  async accounts(): Promise<{ open_kfid: string; name: string }[]> {
    const all: { open_kfid: string; name: string }[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = (await this.call<{ account_list?: { open_kfid: string; name: string }[] }>('/cgi-bin/kf/account/list', { offset, limit: 100 })).account_list ?? [];
      all.push(...page);
      if (page.length < 100) return all;
    }
  }

  /** media/get: the bytes of a customer's media, its type and the name WeCom gives it (Content-Disposition). */
  async media(mediaId: string): Promise<{ type: string; bytes: Buffer; name: string }> {
    const url = new URL('/cgi-bin/media/get', this.apiBase);
    url.searchParams.set('access_token', await this.accessToken());
    url.searchParams.set('media_id', mediaId);
    const res = await fetch(url, { signal: AbortSignal.timeout(20_000) });
    const type = res.headers.get('content-type') ?? 'application/octet-stream';
    if (type.includes('json')) {
      const r = (await res.json()) as Envelope;
      throw new KfCallError('/cgi-bin/media/get', r.errcode ?? -1, r.errmsg ?? '');
    }
    const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? '';
    return { type, bytes: Buffer.from(await res.arrayBuffer()), name: safeDecode(name) };
  }

  /** media/upload: a temporary media (three days) for kf/send_msg; answers its media_id. */
  async uploadMedia(type: 'image' | 'voice' | 'video' | 'file', file: { name: string; mime: string; bytes: Buffer }): Promise<string> {
    const path = '/cgi-bin/media/upload';
    const url = new URL(path, this.apiBase);
    url.searchParams.set('access_token', await this.accessToken());
    url.searchParams.set('type', type);
    const form = new FormData();
    form.append('media', new Blob([new Uint8Array(file.bytes)], { type: file.mime }), file.name);
    const res = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(60_000) });
    if (!res.ok) throw new KfCallError(path, res.status, 'HTTP');
    const r = (await res.json()) as Envelope & { media_id?: string };
    if (r.errcode || !r.media_id) throw new KfCallError(path, r.errcode ?? -1, r.errmsg ?? '');
    return r.media_id;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const url = new URL('/cgi-bin/gettoken', this.apiBase);
    url.searchParams.set('corpid', this.corpId);
    url.searchParams.set('corpsecret', this.secret);
    const r = (await (await fetch(url, { signal: AbortSignal.timeout(10_000) })).json()) as Envelope & { access_token?: string; expires_in?: number };
    if (r.errcode || !r.access_token) throw new KfCallError('/cgi-bin/gettoken', r.errcode ?? -1, r.errmsg ?? '');
    this.token = { value: r.access_token, expiresAt: Date.now() + ((r.expires_in ?? 7200) - 300) * 1000 };
    return r.access_token;
  }

  private async call<T>(path: string, body: unknown, retried = false): Promise<T & Envelope> {
    const url = new URL(path, this.apiBase);
    url.searchParams.set('access_token', await this.accessToken());
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new KfCallError(path, res.status, 'HTTP');
    const r = (await res.json()) as T & Envelope;
    if (r.errcode && STALE.has(r.errcode) && !retried) {
      this.token = null;
      return this.call(path, body, true);
    }
    if (r.errcode) throw new KfCallError(path, r.errcode, r.errmsg ?? '');
    return r;
  }
}


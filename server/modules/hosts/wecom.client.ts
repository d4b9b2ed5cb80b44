import { ExpiringValue } from './expiring-value';
import { hostCall, hostError, type HostEnvelope } from './host-http';
import type { WecomAppConfig } from './hosts.config';
import { HostCodeRejected, type HostDepartment, type HostUser, type OpenPlatform, type TokenSource } from './open-platform';
import { nonce, wecomSignature, withoutFragment } from './signature';

const LABEL = '企业微信';
// 40014 invalid token, 42001 expired token: fetch a new one once and retry.
const STALE_TOKEN = new Set([40014, 42001]);
// 40029 invalid code (forged, used or older than 5 minutes).
const BAD_CODE = new Set([40029, 40163]);

interface WecomUser extends HostEnvelope {
  userid: string;
  name: string;
  mobile?: string;
  department?: number[];
}

/** A WeCom self-built app (containers.md §4). */
export class WecomClient implements OpenPlatform {
  readonly host = 'wecom' as const;
  private readonly token: TokenSource;
  private readonly tickets: Record<'corp' | 'agent', ExpiringValue>;

  /** `token`: a third-party suite's corp token (app market); by default the app's own secret. */
  constructor(
    private readonly config: WecomAppConfig,
    token?: TokenSource,
  ) {
    this.token = token ?? new ExpiringValue(async () => {
      const r = await this.raw<{ access_token: string; expires_in: number } & HostEnvelope>('/cgi-bin/gettoken', {
        corpid: config.corpId,
        corpsecret: config.secret,
      });
      return { value: r.access_token, expiresInSeconds: r.expires_in };
    });
    const ticket = (path: string, query: Record<string, string>) =>
      new ExpiringValue(async () => {
        const r = await this.get<{ ticket: string; expires_in: number } & HostEnvelope>(path, query);
        return { value: r.ticket, expiresInSeconds: r.expires_in };
      });
    this.tickets = { corp: ticket('/cgi-bin/get_jsapi_ticket', {}), agent: ticket('/cgi-bin/ticket/get', { type: 'agent_config' }) };
  }

  get corpId() {
    return this.config.corpId;
  }
  get agentId() {
    return this.config.agentId;
  }

  async userByCode(code: string): Promise<HostUser> {
    let r: HostEnvelope & { userid?: string };
    try {
      r = await this.get('/cgi-bin/auth/getuserinfo', { code });
    } catch (error) {
      if (error instanceof CodeError) throw new HostCodeRejected('企业微信登录码无效或已过期，请重新进入应用');
      throw error;
    }
    // A visitor who is not a member gets openid instead of userid: not a colleague, no session.
    if (!r.userid) throw new HostCodeRejected('您不是该企业的成员');
    return this.user(r.userid);
  }

  async user(userId: string): Promise<HostUser> {
    return toUser(await this.get<WecomUser>('/cgi-bin/user/get', { userid: userId }));
  }

  async directory() {
    const d = await this.get<HostEnvelope & { department: { id: number; name: string; parentid: number }[] }>('/cgi-bin/department/list', {});
    const ids = new Set(d.department.map((x) => x.id));
    const departments: HostDepartment[] = d.department.map((x) => ({
      id: String(x.id),
      name: x.name,
      parentId: ids.has(x.parentid) ? String(x.parentid) : null,
    }));
    const roots = d.department.filter((x) => !ids.has(x.parentid));
    const users = new Map<string, HostUser>();
    for (const root of roots) {
      const u = await this.get<HostEnvelope & { userlist: WecomUser[] }>('/cgi-bin/user/list', { department_id: String(root.id), fetch_child: '1' });
      for (const member of u.userlist) users.set(member.userid, toUser(member));
    }
    return { departments, users: [...users.values()] };
  }

  jsapiTicket(type: 'corp' | 'agent') {
    return this.tickets[type].get();
  }

  async sign(url: string, type: 'corp' | 'agent') {
    const ticket = await this.jsapiTicket(type);
    const timeStamp = String(Math.floor(Date.now() / 1000));
    const nonceStr = nonce();
    return { timeStamp, nonceStr, signature: wecomSignature({ ticket, nonceStr, timestamp: timeStamp, url: withoutFragment(url) }) };
  }

  async check() {
    await this.token.get();
  }

  async sendWorkMessage(userId: string, text: string) {
    const body = { touser: userId, msgtype: 'text', agentid: Number(this.config.agentId), text: { content: text } };
    const r = await this.get<HostEnvelope & { invaliduser?: string }>('/cgi-bin/message/send', {}, body);
    // A partly invalid recipient list still answers errcode 0, naming the invalid members.
    if (r.invaliduser) throw hostError(LABEL, '/cgi-bin/message/send', { errcode: 81013, errmsg: `invaliduser ${r.invaliduser}` });
    return null;
  }

  /** A token-carrying call (GET, or POST when there is a body); a stale token is fetched anew once. */
  private async get<T extends HostEnvelope>(path: string, query: Record<string, string>, body?: unknown, retried = false): Promise<T> {
    const r = await this.raw<T>(path, { ...query, access_token: await this.token.get() }, true, body);
    if (r.errcode && STALE_TOKEN.has(r.errcode) && !retried) {
      this.token.forget();
      return this.get(path, query, body, true);
    }
    if (r.errcode) throw hostError(LABEL, path, r);
    return r;
  }

  private async raw<T extends HostEnvelope>(path: string, query: Record<string, string>, lenient = false, body?: unknown): Promise<T> {
    const url = new URL(path, this.config.apiBase);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const r = await hostCall<T>(LABEL, url, body);
    if (r.errcode && BAD_CODE.has(r.errcode)) throw new CodeError();
    if (r.errcode && !lenient) throw hostError(LABEL, path, r);
    return r;
  }
}

class CodeError extends Error {}

const toUser = (u: WecomUser): HostUser => ({
  userId: u.userid,
  name: u.name,
  mobile: u.mobile || undefined,
  departmentIds: (u.department ?? []).map(String),
});

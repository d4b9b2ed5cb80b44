import { HostMessageDropped } from '../notifications/notifications.public';
import { ExpiringValue } from './expiring-value';
import { hostCall, hostError, type HostEnvelope } from './host-http';
import type { DingtalkAppConfig } from './hosts.config';
import { HostCallFailed, HostCodeRejected, type HostDepartment, type HostUser, type OpenPlatform, type TokenSource, type DingRemind, type GroupCard, type CardCallbackRoute } from './open-platform';
import { dingtalkSignature, nonce, withoutFragment } from './signature';

const LABEL = '钉钉';
// 40014 invalid token, 42001 expired token, 88 with sub_code 40014 (newer envelope).
const STALE_TOKEN = new Set([40014, 42001]);
// 40078 不存在的临时授权码 (forged, used or older than 5 minutes).
const BAD_CODE = new Set([40078, 40077]);

interface DingUser {
  userid: string;
  name: string;
  mobile?: string;
  dept_id_list?: number[];
}

/** A DingTalk enterprise internal app, legacy oapi routes that pair with requestAuthCode (containers.md §2). */
export class DingtalkClient implements OpenPlatform {
  readonly host = 'dingtalk' as const;
  private readonly token: TokenSource;
  private readonly ticket: ExpiringValue;

  /** `token`: a third-party suite's corp token (app market); by default the app's own key and secret. */
  constructor(
    private readonly config: DingtalkAppConfig,
    token?: TokenSource,
  ) {
    this.token = token ?? new ExpiringValue(async () => {
      const url = this.url('/gettoken', { appkey: config.appKey, appsecret: config.appSecret });
      const r = await hostCall<HostEnvelope & { access_token: string; expires_in: number }>(LABEL, url);
      if (r.errcode) throw hostError(LABEL, '/gettoken', r);
      return { value: r.access_token, expiresInSeconds: r.expires_in };
    });
    this.ticket = new ExpiringValue(async () => {
      const r = await this.call<{ ticket: string; expires_in: number }>('/get_jsapi_ticket');
      return { value: r.ticket, expiresInSeconds: r.expires_in };
    });
  }

  get corpId() {
    return this.config.corpId;
  }
  get agentId() {
    return this.config.agentId;
  }

  async userByCode(code: string): Promise<HostUser> {
    const r = await this.call<{ result: { userid: string } }>('/topapi/v2/user/getuserinfo', { code });
    return this.user(r.result.userid);
  }

  async user(userId: string): Promise<HostUser> {
    const r = await this.call<{ result: DingUser }>('/topapi/v2/user/get', { userid: userId, language: 'zh_CN' });
    return toUser(r.result);
  }

  async directory() {
    // Walk the tree from the root (dept_id 1), then list each department's members, page by page.
    // The root department (id 1) carries the corp's name.
    const root = await this.call<{ result: { dept_id: number; name: string } }>('/topapi/v2/department/get', { dept_id: 1, language: 'zh_CN' });
    const departments: HostDepartment[] = [{ id: '1', name: root.result.name, parentId: null }];
    for (let i = 0; i < departments.length; i++) {
      const r = await this.call<{ result: { dept_id: number; name: string; parent_id: number }[] }>('/topapi/v2/department/listsub', {
        dept_id: Number(departments[i].id),
      });
      for (const d of r.result) departments.push({ id: String(d.dept_id), name: d.name, parentId: String(d.parent_id) });
    }
    const users = new Map<string, HostUser>();
    for (const d of departments) {
      let cursor = 0;
      for (;;) {
        const r = await this.call<{ result: { has_more: boolean; next_cursor?: number; list: DingUser[] } }>('/topapi/v2/user/list', {
          dept_id: Number(d.id),
          cursor,
          size: 100,
        });
        for (const u of r.result.list) users.set(u.userid, toUser(u));
        if (!r.result.has_more || r.result.next_cursor === undefined) break;
        cursor = r.result.next_cursor;
      }
    }
    return { departments, users: [...users.values()] };
  }

  jsapiTicket() {
    return this.ticket.get();
  }

  async sign(url: string) {
    const ticket = await this.ticket.get();
    const timeStamp = String(Date.now());
    const nonceStr = nonce();
    return { timeStamp, nonceStr, signature: dingtalkSignature({ ticket, nonceStr, timestamp: timeStamp, url: withoutFragment(url) }) };
  }

  async check() {
    await this.token.get();
  }

  /**
   * A work notice (工作通知) from the app. DingTalk answers ok with a task id and delivers later: an
   * invalid or forbidden recipient (left the corp, daily limit, the same content twice a day) shows
   * only in the task's send result, so the caller confirms the task before counting it sent.
   */
  async sendWorkMessage(userId: string, text: string) {
    const r = await this.call<{ task_id: number }>('/topapi/message/corpconversation/asyncsend_v2', {
      agent_id: Number(this.config.agentId),
      userid_list: userId,
      msg: { msgtype: 'text', text: { content: text } },
    });
    return String(r.task_id);
  }

  async confirmWorkMessage(taskId: string, userId: string) {
    const task = { agent_id: Number(this.config.agentId), task_id: Number(taskId) };
    for (let i = 0; ; i++) {
      const r = await this.call<{ progress: { status: number } }>('/topapi/message/corpconversation/getsendprogress', task);
      if (r.progress.status === SEND_DONE) break;
      // Usually done within a second; otherwise the send job asks again after its backoff.
      if (i === PROGRESS_POLLS) throw new HostCallFailed('钉钉尚未确认送达');
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** i));
    }
    const { send_result: result } = await this.call<{ send_result: SendResult }>('/topapi/message/corpconversation/getsendresult', task);
    const dropped = DROP_REASONS.find(([list]) => (result[list] ?? []).includes(userId));
    if (dropped) throw new HostMessageDropped(`钉钉未送达：${dropped[1]}`);
  }

  /** A DING (DING 消息): DingTalk rings, texts or notifies the receivers from the creator. */
  async sendDing(ding: DingRemind) {
    const r = await this.call<{ result: { open_ding_id: string } }>('/topapi/ding/create', {
      creator_userid: ding.creatorId,
      receiver_userids: ding.receiverIds.join(','),
      remind_type: ding.kind,
      remind_time: Date.now(),
      text_content: ding.text,
    });
    return r.result.open_ding_id;
  }

  /**
   * The group panel (cool app): created and delivered once as the group's top card (吊顶, one box per
   * group), its data then updated by key. The card data's values are strings, as DingTalk requires.
   */
  async openGroupCard(card: GroupCard) {
    await this.callApi('POST', '/v1.0/card/instances/createAndDeliver', {
      cardTemplateId: card.templateId,
      outTrackId: card.outTrackId,
      cardData: { cardParamMap: card.params },
      openSpaceId: `dtv1.card//IM_GROUP.${card.openConversationId}`,
      topOpenSpaceModel: { spaceType: 'ONE_BOX' },
      topOpenDeliverModel: { platforms: ['android', 'ios', 'win', 'mac'], expiredTimeMillis: Date.now() + GROUP_CARD_LIFETIME_MS },
      ...(card.callbackRouteKey ? { callbackRouteKey: card.callbackRouteKey, callbackType: 'HTTP' } : {}),
    });
  }

  /** Registers (or moves, forceUpdate) the address DingTalk calls when a button of a card naming the route key is pressed. */
  async registerCardCallback(route: CardCallbackRoute) {
    await this.callApi('POST', '/v1.0/card/callbacks/register', { callbackRouteKey: route.routeKey, callbackUrl: route.url, apiSecret: route.apiSecret, forceUpdate: true });
  }

  async updateGroupCard(card: Pick<GroupCard, 'outTrackId' | 'params'>) {
    await this.callApi('PUT', '/v1.0/card/instances', {
      outTrackId: card.outTrackId,
      cardData: { cardParamMap: card.params },
      cardUpdateOptions: { updateCardDataByKey: true },
    });
  }

  /** The newer API: the token in a header, errors as HTTP statuses with {code, message}. */
  private async callApi(method: 'POST' | 'PUT', path: string, body: Record<string, unknown>, retried = false): Promise<void> {
    const url = new URL(path, this.config.apiBase ?? 'https://api.dingtalk.com');
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'x-acs-dingtalk-access-token': await this.token.get() },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new HostCallFailed(`${LABEL}接口不可达 (${path})`);
    }
    if (response.ok) return;
    if (response.status === 401 && !retried) {
      this.token.forget();
      return this.callApi(method, path, body, true);
    }
    const e = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new HostCallFailed(`${LABEL}接口错误 (${path}: HTTP ${response.status} ${e?.code ?? ''} ${e?.message ?? ''})`.trim());
  }

  private url(path: string, query: Record<string, string>) {
    const url = new URL(path, this.config.oapiBase);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return url;
  }

  private async call<T>(path: string, body?: Record<string, unknown>, retried = false): Promise<T> {
    const url = this.url(path, { access_token: await this.token.get() });
    const r = await hostCall<HostEnvelope & T>(LABEL, url, body);
    if (r.errcode && STALE_TOKEN.has(r.errcode) && !retried) {
      this.token.forget();
      return this.call(path, body, true);
    }
    if (r.errcode && BAD_CODE.has(r.errcode)) throw new HostCodeRejected('钉钉免登授权码无效或已过期，请重新进入应用');
    if (r.errcode) throw hostError(LABEL, path, r);
    return r;
  }
}

// A top card stays in the group for a year; a later push renews its data, and binding again re-creates it.
const GROUP_CARD_LIFETIME_MS = 365 * 86_400_000;

// getsendprogress status: 0 not started, 1 in progress, 2 done.
const SEND_DONE = 2;
const PROGRESS_POLLS = 4;

type SendResult = Partial<Record<'invalid_user_id_list' | 'forbidden_user_id_list' | 'failed_user_id_list', string[]>>;

/** The send result's lists of members a notice did not reach, and what the administrator reads for each. */
const DROP_REASONS: [keyof SendResult, string][] = [
  ['invalid_user_id_list', '接收人无效（不在企业或不在应用可见范围）'],
  ['forbidden_user_id_list', '超出发送限制（同一内容每天只能发给同一人一次，每人每天最多 500 条）'],
  ['failed_user_id_list', '发送失败'],
];

const toUser = (u: DingUser): HostUser => ({
  userId: u.userid,
  name: u.name,
  mobile: u.mobile || undefined,
  departmentIds: (u.dept_id_list ?? []).map(String),
});

// Fake WeCom and DingTalk open platforms: the request/response shapes of containers.md §2 and §4,
// with single-use 5-minute codes, 7200 s tokens and tickets, and the hosts' error codes. Plus a few
// /__mock/* calls the mock bridges and the tests use (mint a code, choose the signed-in member).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DINGTALK_CORPS, WECOM_CORPS, type FakeCorp } from './directory';
import { FakeKf } from './fake-kf';
import { bridgeScript, hostPage } from './host-page';
import { FakeCoolApp } from './fake-cool-app';
import { createFakeMarket, type FakeMarket } from './fake-market';

export type FakeHost = 'wecom' | 'dingtalk';

export interface FakeOpenPlatform {
  host: FakeHost;
  url: string;
  corps: FakeCorp[];
  /** A code for a member, as the host client would hand the page (single use, 5 min unless told). */
  mintCode(corpId: string, userId: string, expiresInMs?: number): string;
  /** The member the host client is signed in as (WeCom OAuth authorize uses it). */
  setMember(corpId: string, userId: string): void;
  stats: { tokenFetches: number; ticketFetches: number; codeExchanges: number };
  /** Work messages the app sent, in order (also at GET /__mock/messages). */
  messages: FakeWorkMessage[];
  /** The next n work messages are refused with a "system busy" error, as an outage would. */
  failMessages(n: number): void;
  /** The app's trusted domain (WeCom admin console, host[:port]): OAuth redirects elsewhere are refused. */
  trustDomain(domain: string): void;
  /** The app market: a third-party suite, its corps installing, uninstalling and paying. */
  market: FakeMarket;
  /** WeCom's customer-service (微信客服) side with its simulated WeChat customer (fake-kf.ts). */
  kf: FakeKf;
  /** DingTalk's cool app: the groups it was added to and the cards the app put there (fake-cool-app.ts). */
  coolApp: FakeCoolApp;
  close(): Promise<void>;
}

export interface FakeWorkMessage {
  corpId: string;
  userId: string;
  content: string;
}

// The hosts' answers to an outage and to a recipient who is not a member.
const BUSY = { errcode: -1, errmsg: 'system busy' };

const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_S = 7200;
const id = () => randomBytes(16).toString('hex');

export async function startFakeOpenPlatform(host: FakeHost, port = 0, corps = host === 'wecom' ? WECOM_CORPS : DINGTALK_CORPS): Promise<FakeOpenPlatform> {
  const tokens = new Map<string, { corp: FakeCorp; expiresAt: number }>();
  const tickets = new Map<string, string>();
  const codes = new Map<string, { corp: FakeCorp; userId: string; expiresAt: number }>();
  const members = new Map<string, string>(corps.map((c) => [c.corpId, c.users[0].userId]));
  /** The corp the host client is open in (its page says so as it loads); the suite's OAuth signs in there. */
  let currentCorp = corps[0];
  const stats = { tokenFetches: 0, ticketFetches: 0, codeExchanges: 0 };
  const messages: FakeWorkMessage[] = [];
  let failing = 0;
  let trustedDomain: string | null = null;
  const kf = new FakeKf();
  const coolApp = new FakeCoolApp(corps);
  /** WeCom message/send: records the message, or answers with the host's error (null when it was taken). */
  const takeMessage = (corp: FakeCorp, agentId: unknown, userId: string, content: string) => {
    if (failing > 0) {
      failing--;
      return BUSY;
    }
    if (String(agentId) !== corp.agentId) return { errcode: 40056, errmsg: 'invalid agentid' };
    if (!corp.users.some((u) => u.userId === userId)) return { errcode: 81013, errmsg: 'user & party & tag all invalid' };
    messages.push({ corpId: corp.corpId, userId, content });
    return null;
  };
  /**
   * DingTalk work notices: asyncsend_v2 accepts any member list with a task id, and only the task's
   * send result names who was not reached: not a member (invalid), or the same content to the same
   * member again (forbidden: once a day). getsendprogress reports "in progress" on its first call.
   */
  const tasks = new Map<number, { corp: FakeCorp; polls: number; result: Record<'invalid_user_id_list' | 'forbidden_user_id_list' | 'failed_user_id_list', string[]> }>();
  const acceptNotice = (corp: FakeCorp, agentId: unknown, userIds: string[], content: string) => {
    if (failing > 0) {
      failing--;
      return BUSY;
    }
    if (String(agentId) !== corp.agentId) return { errcode: 40056, errmsg: 'invalid agentid' };
    const result = { invalid_user_id_list: [] as string[], forbidden_user_id_list: [] as string[], failed_user_id_list: [] as string[] };
    for (const userId of userIds) {
      if (!corp.users.some((u) => u.userId === userId)) result.invalid_user_id_list.push(userId);
      else if (messages.some((m) => m.corpId === corp.corpId && m.userId === userId && m.content === content)) result.forbidden_user_id_list.push(userId);
      else messages.push({ corpId: corp.corpId, userId, content });
    }
    const taskId = tasks.size + 1;
    tasks.set(taskId, { corp, polls: 0, result });
    return { errcode: 0, errmsg: 'ok', task_id: taskId, request_id: id() };
  };
  const taskOf = (corp: FakeCorp, body: Record<string, unknown>) => {
    const task = tasks.get(Number(body.task_id));
    return task && task.corp === corp && String(body.agent_id) === corp.agentId ? task : undefined;
  };
  const NO_TASK = { errcode: 40035, errmsg: '不合法的参数：task_id' };
  const corpById = (corpId: string | null) => corps.find((c) => c.corpId === corpId);

  const mintCode = (corpId: string, userId: string, expiresInMs = CODE_TTL_MS) => {
    const corp = corpById(corpId);
    if (!corp || !corp.users.some((u) => u.userId === userId)) throw new Error(`unknown member ${corpId}/${userId}`);
    const code = id();
    codes.set(code, { corp, userId, expiresAt: Date.now() + expiresInMs });
    return code;
  };

  /** Spends a code: it must exist, be unexpired, and belong to the token's corp. */
  const takeCode = (code: string, corp: FakeCorp) => {
    stats.codeExchanges++;
    const hit = codes.get(code);
    codes.delete(code);
    if (!hit || hit.expiresAt < Date.now() || hit.corp !== corp) return null;
    return hit.userId;
  };

  const issueToken = (corp: FakeCorp) => {
    stats.tokenFetches++;
    const token = id();
    tokens.set(token, { corp, expiresAt: Date.now() + TOKEN_TTL_S * 1000 });
    return token;
  };

  const ticketOf = (corp: FakeCorp, type: string) => {
    stats.ticketFetches++;
    const key = `${corp.corpId}:${type}`;
    if (!tickets.has(key)) tickets.set(key, id());
    return tickets.get(key)!;
  };

  const market = createFakeMarket(host, corps, issueToken, () => selfUrl());

  const server = createServer((req, res) => {
    void handle(req, res).catch((error) => send(res, 500, { errcode: -1, errmsg: String(error) }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const q = url.searchParams;
    if (req.method === 'OPTIONS') return send(res, 204, null);
    const form = req.method === 'POST' && /^multipart\/form-data/.test(req.headers['content-type'] ?? '') ? await readForm(req) : null;
    const body = (req.method === 'POST' || req.method === 'PUT') && !form ? await readJson(req) : {};

    // Controls for the mock bridges and tests (the real hosts do this inside their clients).
    if (url.pathname === '/__mock/code') {
      const b = body as { corpId: string; userId?: string; expiresInMs?: number };
      const userId = b.userId ?? members.get(b.corpId);
      return send(res, 200, { code: mintCode(b.corpId, userId ?? '', b.expiresInMs) });
    }
    if (url.pathname === '/__mock/member') {
      const b = body as { corpId: string; userId: string };
      members.set(b.corpId, b.userId);
      currentCorp = corpById(b.corpId) ?? currentCorp;
      return send(res, 200, { ok: true });
    }
    if (url.pathname === '/__mock/corp') {
      const corp = corpById(q.get('corpId'));
      return corp ? send(res, 200, { ...corp, secret: undefined }) : send(res, 404, { errmsg: 'unknown corp' });
    }
    if (url.pathname === '/__mock/ticket') {
      // The bridges check the page's signature with the same ticket the server signed with.
      const corp = corpById(q.get('corpId'));
      return corp ? send(res, 200, { ticket: tickets.get(`${corp.corpId}:${q.get('type') ?? 'corp'}`) ?? null }) : send(res, 404, {});
    }
    if (url.pathname === '/__mock/kf/setup') {
      kf.setup(body as Parameters<FakeKf['setup']>[0]);
      return send(res, 200, { ok: true });
    }
    if (url.pathname === '/__mock/kf/customer') return send(res, 200, await kf.customerWrites(body as Parameters<FakeKf['customerWrites']>[0]));
    if (url.pathname === '/__mock/kf/sent') return send(res, 200, kf.sent);
    if (url.pathname === '/__mock/stats') return send(res, 200, stats);
    if (url.pathname === '/__mock/messages') return send(res, 200, messages);
    if (url.pathname === '/__mock/bridge.js' || url.pathname === '/__mock/host') {
      const corp = corpById(q.get('corpId')) ?? corps[0];
      const options = { host, platform: selfUrl(), corp, entry: q.get('entry') ?? undefined, externalUserId: q.get('external') ?? undefined, phone: q.get('phone') === '1' };
      if (url.pathname === '/__mock/bridge.js') return sendText(res, 'application/javascript', bridgeScript(options));
      return sendText(res, 'text/html', hostPage({ ...options, appUrl: q.get('app') ?? 'http://localhost:5173/' }));
    }

    const suiteReply = market.handle(url.pathname, q, body as Record<string, unknown>);
    if (suiteReply) return send(res, suiteReply.status, suiteReply.body);
    return host === 'wecom' ? wecom(url, body as Record<string, unknown>, res, form) : dingtalk(url, body as Record<string, unknown>, res, req);
  }

  function tokenCorp(token: string | null) {
    const hit = token ? tokens.get(token) : undefined;
    if (!hit) return { error: { errcode: 40014, errmsg: 'invalid access_token' } };
    if (hit.expiresAt < Date.now()) return { error: { errcode: 42001, errmsg: 'access_token expired' } };
    return { corp: hit.corp };
  }

  async function wecom(url: URL, body: Record<string, unknown>, res: ServerResponse, form: FormData | null) {
    const q = url.searchParams;
    if (url.pathname === '/connect/oauth2/authorize') {
      // A corp app names its corp as appid; a third-party app its suite, and the code is then the suite's for
      // the member in the corp the client is open in (exchanged only by getuserinfo3rd with a suite token).
      const bySuite = q.get('appid') !== null && q.get('appid') === market.suiteId();
      const corp = bySuite ? currentCorp : corpById(q.get('appid'));
      const redirect = q.get('redirect_uri');
      const back = redirect && URL.canParse(redirect) ? new URL(redirect) : null;
      // WeCom redirects only into the app's configured trusted domain.
      if (!corp || !back || back.host !== trustedDomain) return send(res, 400, { errcode: 50001, errmsg: 'redirect_uri需使用应用可信域名' });
      const member = members.get(corp.corpId)!;
      back.searchParams.set('code', bySuite ? market.market.mintSuiteCode(corp.corpId, member) : mintCode(corp.corpId, member));
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/cgi-bin/gettoken') {
      const corp = corpById(q.get('corpid'));
      if (!corp || q.get('corpsecret') !== corp.secret) return send(res, 200, { errcode: 40001, errmsg: 'invalid credential' });
      return send(res, 200, { errcode: 0, errmsg: 'ok', access_token: issueToken(corp), expires_in: TOKEN_TTL_S });
    }
    const { corp, error } = tokenCorp(q.get('access_token'));
    if (!corp) return send(res, 200, error);
    if (url.pathname === '/cgi-bin/media/upload') {
      const media = form?.get('media');
      const file = media instanceof File ? { name: media.name, type: media.type, bytes: Buffer.from(await media.arrayBuffer()) } : null;
      return send(res, 200, kf.upload(q.get('type') ?? '', file));
    }
    const kfAnswer = kf.handle(corp.corpId, url.pathname, body, q);
    if (kfAnswer?.media) {
      const m = kfAnswer.media;
      res.writeHead(200, { 'content-type': m.type, 'content-length': m.bytes.length, 'content-disposition': `attachment; filename="${encodeURIComponent(m.name)}"` });
      return res.end(m.bytes);
    }
    if (kfAnswer) return send(res, 200, kfAnswer.json);
    const member = (userId: string | null) => corp.users.find((u) => u.userId === userId);
    const userJson = (u: FakeCorp['users'][number]) => ({ userid: u.userId, name: u.name, mobile: u.mobile ?? '', department: u.departmentIds });
    switch (url.pathname) {
      case '/cgi-bin/auth/getuserinfo': {
        const userId = takeCode(q.get('code') ?? '', corp);
        return send(res, 200, userId ? { errcode: 0, errmsg: 'ok', userid: userId } : { errcode: 40029, errmsg: 'invalid code' });
      }
      case '/cgi-bin/user/get': {
        const u = member(q.get('userid'));
        return send(res, 200, u ? { errcode: 0, errmsg: 'ok', ...userJson(u) } : { errcode: 60111, errmsg: 'userid not found' });
      }
      case '/cgi-bin/department/list':
        return send(res, 200, { errcode: 0, errmsg: 'ok', department: corp.departments.map((d) => ({ id: d.id, name: d.name, parentid: d.parentId ?? 0, order: 0 })) });
      case '/cgi-bin/user/list':
        return send(res, 200, { errcode: 0, errmsg: 'ok', userlist: corp.users.map(userJson) });
      case '/cgi-bin/get_jsapi_ticket':
        return send(res, 200, { errcode: 0, errmsg: 'ok', ticket: ticketOf(corp, 'corp'), expires_in: TOKEN_TTL_S });
      case '/cgi-bin/ticket/get':
        if (q.get('type') !== 'agent_config') return send(res, 200, { errcode: 40001, errmsg: 'invalid type' });
        return send(res, 200, { errcode: 0, errmsg: 'ok', ticket: ticketOf(corp, 'agent'), expires_in: TOKEN_TTL_S });
      case '/cgi-bin/message/send': {
        const text = body.text as { content?: string } | undefined;
        const refused = takeMessage(corp, body.agentid, String(body.touser ?? ''), text?.content ?? '');
        return send(res, 200, refused ?? { errcode: 0, errmsg: 'ok', invaliduser: '', msgid: id() });
      }
      default:
        return send(res, 404, { errcode: 404, errmsg: 'not found' });
    }
  }

  function dingtalk(url: URL, body: Record<string, unknown>, res: ServerResponse, req: IncomingMessage) {
    const q = url.searchParams;
    if (url.pathname.startsWith('/v1.0/')) {
      // The newer API: the token in a header, refusals as HTTP statuses.
      const hit = tokenCorp(String(req.headers['x-acs-dingtalk-access-token'] ?? ''));
      if (!hit.corp) return send(res, 401, { code: 'InvalidAuthentication', message: '不合法的access_token' });
      const reply = coolApp.handle(hit.corp, req.method ?? 'GET', url.pathname, body);
      return reply ? send(res, reply.status, reply.body) : send(res, 404, { code: 'NotFound', message: 'not found' });
    }
    if (url.pathname === '/gettoken') {
      const corp = corps.find((c) => c.key === q.get('appkey'));
      if (!corp || q.get('appsecret') !== corp.secret) return send(res, 200, { errcode: 40089, errmsg: '不合法的corpid或corpsecret' });
      return send(res, 200, { errcode: 0, errmsg: 'ok', access_token: issueToken(corp), expires_in: TOKEN_TTL_S });
    }
    const { corp, error } = tokenCorp(q.get('access_token'));
    if (!corp) return send(res, 200, error);
    const userJson = (u: FakeCorp['users'][number]) => ({ userid: u.userId, name: u.name, mobile: u.mobile ?? '', dept_id_list: u.departmentIds });
    const inApp = market.inApp(corp, q.get('access_token') ?? '', url.pathname, body);
    if (inApp) return send(res, 200, inApp);
    switch (url.pathname) {
      case '/topapi/v2/user/getuserinfo': {
        const userId = takeCode(String(body.code ?? ''), corp);
        if (!userId) return send(res, 200, { errcode: 40078, errmsg: '不存在的临时授权码' });
        const u = corp.users.find((x) => x.userId === userId)!;
        return send(res, 200, { errcode: 0, errmsg: 'ok', result: { userid: u.userId, name: u.name, sys: false, sys_level: 0 } });
      }
      case '/topapi/v2/user/get': {
        const u = corp.users.find((x) => x.userId === body.userid);
        return send(res, 200, u ? { errcode: 0, errmsg: 'ok', result: userJson(u) } : { errcode: 60121, errmsg: '找不到该用户' });
      }
      case '/topapi/v2/department/get': {
        const d = corp.departments.find((x) => x.id === Number(body.dept_id));
        return send(res, 200, d ? { errcode: 0, errmsg: 'ok', result: { dept_id: d.id, name: d.name, parent_id: d.parentId ?? undefined } } : { errcode: 60003, errmsg: '部门不存在' });
      }
      case '/topapi/v2/department/listsub': {
        const children = corp.departments.filter((d) => d.parentId === Number(body.dept_id));
        return send(res, 200, { errcode: 0, errmsg: 'ok', result: children.map((d) => ({ dept_id: d.id, name: d.name, parent_id: d.parentId })) });
      }
      case '/topapi/v2/user/list': {
        // Paged by cursor like the real API, with tiny pages so the paging is exercised.
        const inDept = corp.users.filter((u) => u.departmentIds.includes(Number(body.dept_id)));
        const cursor = Number(body.cursor ?? 0);
        const page = inDept.slice(cursor, cursor + 2);
        const more = cursor + 2 < inDept.length;
        return send(res, 200, { errcode: 0, errmsg: 'ok', result: { has_more: more, next_cursor: more ? cursor + 2 : undefined, list: page.map(userJson) } });
      }
      case '/get_jsapi_ticket':
        return send(res, 200, { errcode: 0, errmsg: 'ok', ticket: ticketOf(corp, 'corp'), expires_in: TOKEN_TTL_S });
      case '/topapi/message/corpconversation/asyncsend_v2': {
        const msg = body.msg as { text?: { content?: string } } | undefined;
        const userIds = String(body.userid_list ?? '').split(',').filter(Boolean);
        return send(res, 200, acceptNotice(corp, body.agent_id, userIds, msg?.text?.content ?? ''));
      }
      case '/topapi/message/corpconversation/getsendprogress': {
        const task = taskOf(corp, body);
        if (!task) return send(res, 200, NO_TASK);
        const status = task.polls++ === 0 ? 1 : 2; // 1 in progress, 2 done
        return send(res, 200, { errcode: 0, errmsg: 'ok', progress: { progress_in_percent: status === 2 ? 100 : 50, status } });
      }
      case '/topapi/ding/create':
        return send(res, 200, market.ding(corp, body));
      case '/topapi/message/corpconversation/getsendresult': {
        const task = taskOf(corp, body);
        if (!task) return send(res, 200, NO_TASK);
        return send(res, 200, { errcode: 0, errmsg: 'ok', send_result: { ...task.result, read_user_id_list: [], unread_user_id_list: [], invalid_dept_id_list: [], forbidden_list: [] } });
      }
      default:
        return send(res, 404, { errcode: 404, errmsg: 'not found' });
    }
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  function selfUrl() {
    return `http://127.0.0.1:${actual}`;
  }
  return {
    host,
    url: `http://127.0.0.1:${actual}`,
    corps,
    mintCode,
    setMember: (corpId, userId) => members.set(corpId, userId),
    stats,
    messages,
    failMessages: (n) => {
      failing = n;
    },
    trustDomain: (domain) => {
      trustedDomain = domain;
    },
    market: market.market,
    kf,
    coolApp,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function sendText(res: ServerResponse, type: string, text: string) {
  res.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
  res.end(text);
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    // The in-page bridges call /__mock/* from the app's origin.
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
  });
  res.end(body === null ? undefined : JSON.stringify(body));
}

/** A multipart body (media/upload), read with the platform's own form parser. */
async function readForm(req: IncomingMessage): Promise<FormData | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return await new Request('http://fake/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body: Buffer.concat(chunks) }).formData();
  } catch {
    return null;
  }
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

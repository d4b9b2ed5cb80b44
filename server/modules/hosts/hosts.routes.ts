import type { FastifyInstance } from 'fastify';
import {
  HostAppQuerySchema,
  HostSignInSchema,
  InviteSchema,
  JsapiConfigSchema,
  PcAuthCodeSchema,
  ResolveHostContactsSchema,
  YonSuiteSchema,
} from '@domain/hosts/hosts.schemas';
import { badRequest, forbidden } from '../../lib/app-error';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { setSessionCookie } from '../auth/auth.public';
import { resolveHostContacts } from './host-contacts';
import { askHost, type HostsService } from './hosts.service';
import type { HostsConfig } from './hosts.config';
import { HostPaths } from '@domain/hosts/hosts.paths';

export const InviteErrors = { badInvite: '异常参数' } as const;

const pub = { auth: 'public' as const, rateLimit: { max: 20, timeWindow: '1 minute' } };

/** Host sign-in, JSAPI signatures and invitations (spec part 1 section 7). */
export async function hostsRoutes(app: FastifyInstance, options: { hosts: HostsService; config: HostsConfig }) {
  const { hosts, config } = options;

  /**
   * Public identity of the host app (corp and agent ids are not secrets; the page needs them): the in-house
   * app's, with the market suite's id when the host's market mode is on; with `corpId`, the app of that corp
   * (a market corp's own agent, for its JSAPI registration).
   */
  app.get(HostPaths.app, { config: { auth: 'public' } }, async (request) => {
    const { host, corpId } = parse(HostAppQuerySchema, request.query);
    const suite = hosts.suite(host);
    const own = hosts.ownPlatform(host);
    const platform = corpId ? await hosts.platformOf(host, corpId) : (own ?? (suite ? undefined : hosts.platform(host)));
    return {
      success: true,
      data: { corpId: platform?.corpId ?? '', agentId: platform?.agentId ?? '', oauthBase: host === 'wecom' ? config.wecom?.oauthBase : undefined, suite },
    };
  });

  app.post(HostPaths.signIn, { config: pub }, async (request, reply) => {
    const { host, code, corpId } = parseBody(HostSignInSchema, request);
    const { token, csrfToken, enterpriseId } = await hosts.signIn(host, code, corpId);
    setSessionCookie(request, reply, token);
    return { success: true, data: { csrfToken, enterpriseId } };
  });

  /**
   * The PC browser sign-in: the host's web login sends the browser here with its code. Success
   * sets the session and goes to the app; a refused code answers 400 and sets nothing.
   */
  app.get(HostPaths.pcAuthCode, { config: pub }, async (request, reply) => {
    const { host, code } = parse(PcAuthCodeSchema, request.query);
    const { token } = await hosts.signIn(host, code);
    setSessionCookie(request, reply, token);
    return reply.redirect('/', 302);
  });

  /** No YonSuite integration exists: the code is refused plainly and no session is made (spec silent). */
  app.get(HostPaths.yonSuite, { config: pub }, async (request) => {
    parse(YonSuiteSchema, request.query);
    throw badRequest('未开通用友 YonSuite 集成，请使用企业微信、钉钉或手机号登录');
  });

  app.post(HostPaths.jsapiCfg, { config: { allowNoRole: true, allowExpired: true } }, async (request) => {
    const { host, url, type } = parseBody(JsapiConfigSchema, request);
    const { session } = caller(request);
    if (session.host !== host) throw forbidden('当前登录方式不支持该签名');
    // Only this app's own pages get a signature: a signature for another site would lend it our identity.
    // The configured origins decide, never the request's Host / X-Forwarded-Host (the caller chooses those).
    if (!config.appOrigins.includes(new URL(url).origin)) throw badRequest('url: 只能为本应用的页面签名');
    const platform = await hosts.platformOfEnterprise(caller(request).enterprise.id);
    if (platform.host !== host) throw forbidden('当前登录方式不支持该签名');
    const signed = await askHost(() => platform.sign(url, type));
    return { success: true, data: { corpId: platform.corpId, agentId: platform.agentId, ...signed } };
  });

  /** INVITE: the card the host shares to bring colleagues in (the caller's own corp and id only). */
  app.post(HostPaths.invite, { config: { allowNoRole: true } }, async (request) => {
    const { corpId, id } = parseBody(InviteSchema, request);
    const { user, enterprise } = caller(request);
    const corp = await hosts.corpOfEnterprise(enterprise.id);
    const home = config.appOrigin;
    if (!corp || !home || corp.corpId !== corpId || id !== user.id) throw badRequest(InviteErrors.badInvite);
    // The card links to the configured address: the request's Host is the caller's to choose.
    const url = corp.host === 'dingtalk' ? `${home}/?corpid=${encodeURIComponent(corpId)}` : `${home}/`;
    return {
      success: true,
      data: { title: `${user.name}邀请你使用服务工单`, description: `${enterprise.name}正在用服务工单处理售后服务，点击加入`, url },
    };
  });

  /** Maps what was picked in the host's contact picker (users, departments) to product users of the caller's enterprise. */
  app.post(HostPaths.usersResolve, async (request) => {
    const { host, userIds, departmentIds } = parseBody(ResolveHostContactsSchema, request);
    const { enterprise } = caller(request);
    return { success: true, data: await resolveHostContacts(app.db, enterprise.id, host, { userIds, departmentIds }) };
  });
}

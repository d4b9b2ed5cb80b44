import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Messages } from '@domain/common/messages';
import { isServiceExpired } from '@domain/shell/plans';
import { hasPower } from '@domain/shell/permissions';
import type { RoleType } from '@domain/shell/roles';
import { API_PREFIX } from '../api-prefix';
import { forbidden, notSignedIn } from '../lib/app-error';
import { SESSION_COOKIE, SessionStore, type Session, type SessionEnterprise, type SessionUserRow } from '../modules/auth/session-store';

/** Who may call a route. The default is a signed-in user of an enterprise, with a role, in service. */
export interface RouteAccess {
  /** 'public': anyone; 'phone': a session that proved a phone, enterprise not yet chosen. */
  auth?: 'public' | 'phone' | 'user';
  roles?: readonly RoleType[];
  power?: string;
  /** Shell calls that must keep working for a user without roles or with an expired service. */
  allowNoRole?: boolean;
  allowExpired?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
  }
}

export interface Caller {
  session: Session;
  user: SessionUserRow & { currentRole: RoleType };
  enterprise: SessionEnterprise;
}

/** The signed-in caller of a route whose access is 'user' (the guard has already checked it). */
export function caller(request: FastifyRequest): Caller {
  const { session } = request;
  if (!session?.user || !session.enterprise) throw notSignedIn();
  return { session, user: session.user as Caller['user'], enterprise: session.enterprise };
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function authPlugin(app: FastifyInstance) {
  const store = new SessionStore(app.db, app.bus);
  app.decorate('sessions', store);
  await app.register(cookie);
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    // Browsers carry the HttpOnly cookie; the app variant sends the session token header instead.
    const headerToken = request.headers.token;
    const token = typeof headerToken === 'string' && headerToken ? headerToken : request.cookies[SESSION_COOKIE];
    if (token) request.session = await store.lookup(token);
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config;
    // Only API routes are guarded: the SPA's files are public, and unknown paths are 404s.
    if (!request.routeOptions.url?.startsWith(API_PREFIX) || access.auth === 'public') return;
    const { session } = request;
    if (!session) throw notSignedIn();
    if (UNSAFE.has(request.method) && !request.headers.token) checkCsrf(request, session);
    if (access.auth === 'phone') return;
    const { user, enterprise } = session;
    if (!user || !enterprise) throw notSignedIn();
    if (!access.allowNoRole && !user.currentRole) throw forbidden('当前用户没有角色');
    if (!access.allowExpired && isServiceExpired(enterprise)) throw forbidden(Messages.serviceExpired);
    if (access.roles && !access.roles.includes(user.currentRole as RoleType)) throw forbidden();
    if (access.power && !hasPower(await app.grants.rights(enterprise.id, user.currentRole as RoleType), access.power))
      throw forbidden();
  });
}

function checkCsrf(request: FastifyRequest, session: Session) {
  const source = request.method === 'DELETE' ? request.query : request.body;
  const sent = source && typeof source === 'object' ? (source as Record<string, unknown>).ctoken : undefined;
  if (sent !== session.csrfToken) throw forbidden(Messages.invalidCsrf);
}

export default fp(authPlugin, { name: 'auth', dependencies: ['database', 'cluster', 'grants'] });

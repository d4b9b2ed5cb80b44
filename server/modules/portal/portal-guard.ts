import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PortalErrors } from '@domain/portal/errors';
import { PORTAL_COOKIE, PORTAL_CSRF_HEADER } from '@domain/portal/portal.constants';
import type { Database } from '../../db/database';
import { AppError, forbidden } from '../../lib/app-error';
import { lookupPortalSession, type PortalCaller } from './portal-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    portalCaller: PortalCaller | null;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Guards every route of `scope` by the portal's own session: its cookie, and its csrf token in a header on
 * writes. The portal's calls and other areas' portal calls (the mall) register in such a scope.
 */
export function guardPortal(scope: FastifyInstance, db: Database) {
  scope.decorateRequest('portalCaller', null);
  scope.addHook('preHandler', async (request) => {
    const token = request.cookies[PORTAL_COOKIE];
    request.portalCaller = token ? await lookupPortalSession(db, token) : null;
    if (!request.portalCaller) throw new AppError(401, PortalErrors.signedOut);
    if (UNSAFE.has(request.method) && request.headers[PORTAL_CSRF_HEADER] !== request.portalCaller.csrfToken) throw forbidden(PortalErrors.badCsrf);
  });
}

/** The signed-in portal customer of a guarded route. */
export function portalCustomer(request: FastifyRequest): PortalCaller {
  if (!request.portalCaller) throw new AppError(401, PortalErrors.signedOut);
  return request.portalCaller;
}

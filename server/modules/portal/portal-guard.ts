import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PortalErrors } from '@domain/portal/errors';
import { eq } from 'drizzle-orm';
import { PORTAL_COOKIE, PORTAL_CSRF_HEADER, type PortalFunctionValue } from '@domain/portal/portal.constants';
import type { Database } from '../../db/database';
import { portalSettings } from '../../db/schema/portal';
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
 * writes; with `fn`, also by /portalSetting turning that function on (403 otherwise). The portal's calls
 * and other areas' portal calls (the mall) register in such a scope.
 */
export function guardPortal(scope: FastifyInstance, db: Database, fn?: PortalFunctionValue) {
  scope.decorateRequest('portalCaller', null);
  scope.addHook('preHandler', async (request) => {
    const token = request.cookies[PORTAL_COOKIE];
    request.portalCaller = token ? await lookupPortalSession(db, token) : null;
    if (!request.portalCaller) throw new AppError(401, PortalErrors.signedOut);
    if (UNSAFE.has(request.method) && request.headers[PORTAL_CSRF_HEADER] !== request.portalCaller.csrfToken) throw forbidden(PortalErrors.badCsrf);
    if (fn) await needsFunction(db, request.portalCaller.enterpriseId, fn);
  });
}

/** 403 unless the enterprise's portal is open with `fn` on. */
export async function needsFunction(db: Database, enterpriseId: number, fn: PortalFunctionValue): Promise<void> {
  const [setting] = await db.system.select({ enabled: portalSettings.enabled, functions: portalSettings.functions }).from(portalSettings).where(eq(portalSettings.enterpriseId, enterpriseId));
  if (!setting?.enabled) throw forbidden(PortalErrors.portalClosed);
  if (!setting.functions.includes(fn)) throw forbidden(PortalErrors.functionOff);
}

/** The signed-in portal customer of a guarded route. */
export function portalCustomer(request: FastifyRequest): PortalCaller {
  if (!request.portalCaller) throw new AppError(401, PortalErrors.signedOut);
  return request.portalCaller;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { isHeadcountExceeded } from '@domain/shell/plans';
import { forbidden } from '../../lib/app-error';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A preHandler for the business modules (orders, events): while the enterprise has more users than
 * it paid for, their operations are refused as their menu entries are locked (spec part 1 section 6);
 * reading stays open, and so does the organisation page where the headcount is put right.
 */
export function refuseOverHeadcount(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const enterprise = request.session?.enterprise;
    // Public calls (a customer's QR scan) have no enterprise session; the auth guard answered the rest.
    if (!WRITES.has(request.method) || !enterprise) return;
    if (isHeadcountExceeded({ ...enterprise, userCount: await app.headcount.count(enterprise.id) })) throw forbidden(Messages.overPaidHeadcount);
  };
}

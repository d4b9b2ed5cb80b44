import type { FastifyRequest } from 'fastify';
import { caller } from '../../plugins/auth';
import type { SpareActor } from './movements.service';

/** The caller of a spare-parts route: their enterprise, user and current role. */
export const actorOf = (request: FastifyRequest): SpareActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole };
};

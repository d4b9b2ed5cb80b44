import type { FastifyRequest } from 'fastify';
import type { RoleType } from '@domain/shell/roles';
import { caller } from '../../plugins/auth';
import type { OrderActor } from './order-operation';

/** Who calls an order route: enterprise, user and the role in use. */
export const actorOf = (request: FastifyRequest): OrderActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole as RoleType };
};

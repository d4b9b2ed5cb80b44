import type { FastifyRequest } from 'fastify';
import { caller } from '../../plugins/auth';
import type { ProductActor } from './products-common';

export const actorOf = (request: FastifyRequest): ProductActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole, planType: enterprise.planType };
};
export const enterpriseOf = (request: FastifyRequest) => caller(request).enterprise.id;

/** Where the app is reached from, as the caller sees it: QR codes hold the public page's address on it. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

import type { FastifyInstance } from 'fastify';
import { registerHandoverStep } from '../users/users.public';
import { receptionHandoverStep } from './reception.handover';
import { receptionRoutes } from './reception.routes';
import { ReceptionService } from './reception.service';

/** Reception personnel: a user's reception seat is part of a handover; its routes. */
export async function receptionPlugin(app: FastifyInstance) {
  registerHandoverStep(receptionHandoverStep);
  await app.register(receptionRoutes, { service: new ReceptionService(app.db) });
}

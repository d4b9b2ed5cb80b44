import type { FastifyInstance } from 'fastify';
import { subscriptionsRoutes } from './subscriptions.routes';
import { SubscriptionsService } from './subscriptions.service';

/** Subscriptions: the service and its routes. */
export async function subscriptionsPlugin(app: FastifyInstance) {
  await app.register(subscriptionsRoutes, { service: new SubscriptionsService(app.db) });
}

import type { FastifyInstance } from 'fastify';
import { moneyItemsRoutes } from './money-items.routes';
import { MoneyItemsService } from './money-items.service';

/** Money items: the service and its routes. */
export async function moneyItemsPlugin(app: FastifyInstance) {
  await app.register(moneyItemsRoutes, { service: new MoneyItemsService(app.db) });
}

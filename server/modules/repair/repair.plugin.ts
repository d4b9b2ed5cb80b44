import type { FastifyInstance } from 'fastify';
import { RepairOrdersService } from './repair-orders.service';
import { RepairPartsService } from './repair-parts.service';
import { repairRoutes } from './repair.routes';
import { RepairSettingsService } from './repair-settings.service';

/** Repair and returns: the settings, repair orders and the parts used on them. */
export async function repairPlugin(app: FastifyInstance) {
  await app.register(repairRoutes, {
    settings: new RepairSettingsService(app.db),
    orders: new RepairOrdersService(app.db),
    parts: new RepairPartsService(app.db),
  });
}

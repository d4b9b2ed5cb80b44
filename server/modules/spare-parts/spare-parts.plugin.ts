import type { FastifyInstance } from 'fastify';
import { SpareCatalogueService } from './catalogue.service';
import { SpareKitsService } from './kits.service';
import { SpareMovementsService } from './movements.service';
import { sparePartsRoutes } from './spare-parts.routes';
import { SpareStockService } from './stock.service';

/** Spare parts: the catalogue, stock and movement services, and their routes. */
export async function sparePartsPlugin(app: FastifyInstance, { hotline }: { hotline: string }) {
  await app.register(sparePartsRoutes, {
    catalogue: new SpareCatalogueService(app.db),
    stock: new SpareStockService(app.db),
    movements: new SpareMovementsService(app.db, app.notifications),
    kits: new SpareKitsService(app.db),
    hotline,
  });
}

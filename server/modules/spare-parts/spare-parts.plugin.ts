import type { FastifyInstance } from 'fastify';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { registerImportSource } from '../../jobs/imports/import-sources';
import { ExportService } from '../downloads/downloads.public';
import { SpareCatalogueService } from './catalogue.service';
import { SpareKitsService } from './kits.service';
import { SpareMovementsService } from './movements.service';
import { oldPartsRoutes } from './old-parts.routes';
import { OldPartsService } from './old-parts.service';
import { personalOldPartsRoutes } from './personal-old-parts.routes';
import { PersonalOldPartsService } from './personal-old-parts.service';
import { sparePartsExport } from './spare-parts.export';
import { sparePartsImport } from './spare-parts.import';
import { spareStockExport } from './spare-stock.export';
import { sparePartsRoutes } from './spare-parts.routes';
import { SpareStockService } from './stock.service';

/** Spare parts: the catalogue, stock and movement services, and their routes. */
export async function sparePartsPlugin(app: FastifyInstance, { hotline }: { hotline: string }) {
  registerExportSource('spare-parts', sparePartsExport);
  registerImportSource('spare-parts', sparePartsImport);
  registerExportSource('spare-stock', spareStockExport);
  await app.register(sparePartsRoutes, {
    catalogue: new SpareCatalogueService(app.db),
    stock: new SpareStockService(app.db),
    movements: new SpareMovementsService(app.db, app.notifications),
    kits: new SpareKitsService(app.db),
    exports: new ExportService(app.db, app.jobs),
    hotline,
  });
  await app.register(oldPartsRoutes, { oldParts: new OldPartsService(app.db) });
  await app.register(personalOldPartsRoutes, { personal: new PersonalOldPartsService(app.db) });
}

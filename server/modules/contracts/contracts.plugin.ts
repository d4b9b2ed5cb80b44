import type { FastifyInstance } from 'fastify';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { registerImportSource } from '../../jobs/imports/import-sources';
import { ExportService } from '../downloads/downloads.public';
import { contractSheetsRoutes } from './contract-sheets.routes';
import { contractsExport } from './contracts.export';
import { contractsImport } from './contracts.import';
import { contractsRoutes } from './contracts.routes';
import { ContractsService } from './contracts.service';

/** Sales contracts: the list's export and import, the service and the routes. */
export async function contractsPlugin(app: FastifyInstance) {
  registerExportSource('contracts', contractsExport);
  registerImportSource('contracts', contractsImport);
  await app.register(contractsRoutes, { contracts: new ContractsService(app.db) });
  await app.register(contractSheetsRoutes, { exports: new ExportService(app.db, app.jobs) });
}

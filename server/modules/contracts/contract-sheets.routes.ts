import type { FastifyInstance } from 'fastify';
import { CONTRACT_READERS, CONTRACT_WRITERS } from '@domain/contracts/contracts.constants';
import { ExportContractsSchema } from '@domain/contracts/contracts.schemas';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { parse } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { ExportService } from '../downloads/export.service';
import { sheetImportRoutes } from '../downloads/sheet-import.routes';

/** Sales contract spreadsheets through the download centre: export of the filtered list, import with a per-row result. */
export async function contractSheetsRoutes(app: FastifyInstance) {
  const exports = new ExportService(app.db, app.jobs);

  app.post('/v2/saleContract/export', { config: { roles: CONTRACT_READERS } }, async (request) => {
    const { format, ...filter } = parse(ExportContractsSchema, request.body);
    const { user, enterprise } = caller(request);
    const data = await exports.start({ enterpriseId: enterprise.id, userId: user.id }, { source: 'contracts', format, filter });
    return { success: true, message: DownloadTexts.queued, data };
  });

  await sheetImportRoutes(app, {
    source: 'contracts',
    importPath: '/v2/saleContract/import',
    templatePath: '/v2/saleContract/importTemplate',
    templateFile: 'contracts.xlsx',
    roles: CONTRACT_WRITERS,
  });
}

import type { FastifyInstance } from 'fastify';
import { CONTRACT_READERS, CONTRACT_WRITERS } from '@domain/contracts/contracts.constants';
import { ExportContractsSchema } from '@domain/contracts/contracts.schemas';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { parseBody } from '../../lib/parse';
import { sheetImportRoutes, type ExportService } from '../downloads/downloads.public';
import { actorOf } from './contracts.routes';
import { ContractPaths } from '@domain/contracts/contracts.paths';

/** Sales contract spreadsheets through the download centre: export of the filtered list, import with a per-row result. */
export async function contractSheetsRoutes(app: FastifyInstance, { exports }: { exports: ExportService }) {

  app.post(ContractPaths.export, { config: { roles: CONTRACT_READERS } }, async (request) => {
    const { format, ...filter } = parseBody(ExportContractsSchema, request);
    const viewer = actorOf(request);
    const data = await exports.start(viewer, { source: 'contracts', format, filter: { ...filter, viewer: { userId: viewer.userId, role: viewer.role } } });
    return { success: true, message: DownloadTexts.queued, data };
  });

  await sheetImportRoutes(app, {
    source: 'contracts',
    importPath: ContractPaths.import,
    templatePath: ContractPaths.importTemplate,
    templateFile: 'contracts.xlsx',
    roles: CONTRACT_WRITERS,
  });
}

import type { FastifyInstance } from 'fastify';
import { CONTRACT_READERS, CONTRACT_WRITERS } from '@domain/contracts/contracts.constants';
import { ExportContractsSchema } from '@domain/contracts/contracts.schemas';
import { exportRoute, sheetImportRoutes, type ExportService } from '../downloads/downloads.public';
import { ContractPaths } from '@domain/contracts/contracts.paths';

/** Sales contract spreadsheets through the download centre: export of the filtered list, import with a per-row result. */
export async function contractSheetsRoutes(app: FastifyInstance, { exports }: { exports: ExportService }) {

  exportRoute(app, exports, {
    path: ContractPaths.export,
    roles: CONTRACT_READERS,
    schema: ExportContractsSchema,
    source: 'contracts',
    filter: (rest, { userId, role }) => ({ ...rest, viewer: { userId, role } }),
  });

  await sheetImportRoutes(app, {
    source: 'contracts',
    importPath: ContractPaths.import,
    templatePath: ContractPaths.importTemplate,
    templateFile: 'contracts.xlsx',
    roles: CONTRACT_WRITERS,
  });
}

import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { ExportCustomersSchema } from '@domain/customers/customers.schemas';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { badRequest } from '../../lib/app-error';
import { parseBody } from '../../lib/parse';
import { sheetImportRoutes, type ExportService } from '../downloads/downloads.public';
import { CUSTOMER_MANAGERS } from './customer-access';
import { viewerOf } from './customers.routes';
import { CustomerPaths } from '@domain/customers/customers.paths';

/** Customer spreadsheets through the download centre: export of the list, import with a per-row result. */
export async function customerSheetsRoutes(app: FastifyInstance, { exports }: { exports: ExportService }) {

  app.post(CustomerPaths.export, async (request) => {
    const { format, ids, ...filter } = parseBody(ExportCustomersSchema, request);
    if (ids && ids.length === 0) throw badRequest(Messages.nothingSelected);
    const viewer = viewerOf(request);
    const data = await exports.start(
      { enterpriseId: viewer.enterpriseId, userId: viewer.userId },
      { source: 'customers', format, filter: { ...filter, ids, viewer: { userId: viewer.userId, role: viewer.role } } },
    );
    return { success: true, message: DownloadTexts.queued, data };
  });

  await sheetImportRoutes(app, {
    source: 'customers',
    importPath: CustomerPaths.import,
    templatePath: CustomerPaths.importTemplate,
    templateFile: 'customers.xlsx',
    roles: CUSTOMER_MANAGERS,
  });
}

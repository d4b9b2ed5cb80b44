import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { ExportCustomersSchema } from '@domain/customers/customers.schemas';
import { badRequest } from '../../lib/app-error';
import { exportRoute, sheetImportRoutes, type ExportService } from '../downloads/downloads.public';
import { CUSTOMER_MANAGERS } from './customer-access';
import { CustomerPaths } from '@domain/customers/customers.paths';

/** Customer spreadsheets through the download centre: export of the list, import with a per-row result. */
export async function customerSheetsRoutes(app: FastifyInstance, { exports }: { exports: ExportService }) {

  exportRoute(app, exports, {
    path: CustomerPaths.export,
    schema: ExportCustomersSchema,
    source: 'customers',
    filter: ({ ids, ...rest }, { userId, role }) => {
      if (ids && ids.length === 0) throw badRequest(Messages.nothingSelected);
      return { ...rest, ids, viewer: { userId, role } };
    },
  });

  await sheetImportRoutes(app, {
    source: 'customers',
    importPath: CustomerPaths.import,
    templatePath: CustomerPaths.importTemplate,
    templateFile: 'customers.xlsx',
    roles: CUSTOMER_MANAGERS,
  });
}

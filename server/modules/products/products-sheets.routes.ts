import type { FastifyInstance } from 'fastify';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { PRODUCT_MANAGERS } from '@domain/products/products.constants';
import { ExportProductsSchema } from '@domain/products/products.schemas';
import { parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { ProductPaths } from '@domain/products/products.paths';
import { sheetImportRoutes, type ExportService } from '../downloads/downloads.public';

/** Product archive spreadsheets through the download centre: export of the filtered list, import with a per-row result. */
export async function productSheetsRoutes(app: FastifyInstance, { exports }: { exports: ExportService }) {

  app.post(ProductPaths.export, async (request) => {
    const { format, ...filter } = parseBody(ExportProductsSchema, request);
    const { user, enterprise } = caller(request);
    const data = await exports.start({ enterpriseId: enterprise.id, userId: user.id }, { source: 'products', format, filter });
    return { success: true, message: DownloadTexts.queued, data };
  });

  await sheetImportRoutes(app, {
    source: 'products',
    importPath: ProductPaths.import,
    templatePath: ProductPaths.importTemplate,
    templateFile: 'products.xlsx',
    roles: PRODUCT_MANAGERS,
  });
}

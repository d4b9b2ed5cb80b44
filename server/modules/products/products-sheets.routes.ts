import type { FastifyInstance } from 'fastify';
import { PRODUCT_MANAGERS } from '@domain/products/products.constants';
import { ExportProductsSchema } from '@domain/products/products.schemas';
import { ProductPaths } from '@domain/products/products.paths';
import { exportRoute, sheetImportRoutes, type ExportService } from '../downloads/downloads.public';

/** Product archive spreadsheets through the download centre: export of the filtered list, import with a per-row result. */
export async function productSheetsRoutes(app: FastifyInstance, { exports }: { exports: ExportService }) {

  exportRoute(app, exports, { path: ProductPaths.export, schema: ExportProductsSchema, source: 'products' });

  await sheetImportRoutes(app, {
    source: 'products',
    importPath: ProductPaths.import,
    templatePath: ProductPaths.importTemplate,
    templateFile: 'products.xlsx',
    roles: PRODUCT_MANAGERS,
  });
}

import type { FastifyInstance } from 'fastify';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { registerImportSource } from '../../jobs/imports/import-sources';
import { registerCustomerDependent } from '../customers/customers.public';
import { ExportService } from '../downloads/downloads.public';
import { recycleProductsOf, restoreProductsOf } from './customer-product-refs';
import { CustomerProductsService } from './customer-products.service';
import { productSheetsRoutes } from './products-sheets.routes';
import { productsExport } from './products.export';
import { productsImport } from './products.import';
import { productsRoutes } from './products.routes';
import { ProductsService } from './products.service';
import { PublicQrService, type PortalEntry, type ProductChatEntry, type ServiceRequestSink } from './public-qr.service';
import { publicQrRoutes } from './public-qr.routes';
import { QrCodesService } from './qr-codes.service';
import { qrRoutes } from './qr.routes';

export interface ProductsOptions {
  hotline: string;
  /** Where a service request from a product's QR code page goes: server/app.ts gives the events module's. */
  requestSink: ServiceRequestSink;
  /** The enterprise's customer portal where it takes service requests: server/app.ts gives the portal module's. */
  portalEntry?: PortalEntry;
  /** The enterprise's web chat about a product (its QR code page's 在线咨询): server/app.ts gives online chat's. */
  chatEntry?: ProductChatEntry;
}

/**
 * Products: customer products follow their customer to the recycle bin; the archive's export and
 * import; the routes of the archive, customer products, QR codes and the public QR code page.
 */
export async function productsPlugin(app: FastifyInstance, { hotline, requestSink, portalEntry, chatEntry }: ProductsOptions) {
  registerCustomerDependent('products', { recycle: recycleProductsOf, restore: restoreProductsOf });
  registerExportSource('products', productsExport);
  registerImportSource('products', productsImport);
  await app.register(productsRoutes, { products: new ProductsService(app.db), customerProducts: new CustomerProductsService(app.db, hotline) });
  await app.register(productSheetsRoutes, { exports: new ExportService(app.db, app.jobs) });
  await app.register(qrRoutes, { qr: new QrCodesService(app.db) });
  await app.register(publicQrRoutes, { service: new PublicQrService(app.db, requestSink, portalEntry, chatEntry) });
}

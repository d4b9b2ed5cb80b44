import type { FastifyInstance } from 'fastify';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { registerImportSource } from '../../jobs/imports/import-sources';
import { ExportService } from '../downloads/downloads.public';
import { DetailFormsService } from '../templates/templates.public';
import { CustomerChildrenService } from './customer-children.service';
import { CustomerGrantsService } from './customer-grants.service';
import { customersImport } from './customer-import.source';
import { CustomerRecycleService } from './customer-recycle.service';
import { customerSheetsRoutes } from './customer-sheets.routes';
import { customersExport } from './customers.export';
import { customersRoutes } from './customers.routes';
import { CustomersService } from './customers.service';

/** Customers: the list's export and import, the services and the routes. */
export async function customersPlugin(app: FastifyInstance) {
  registerExportSource('customers', customersExport);
  registerImportSource('customers', customersImport);
  await app.register(customersRoutes, {
    customers: new CustomersService(app.db),
    children: new CustomerChildrenService(app.db),
    grants: new CustomerGrantsService(app.db),
    recycle: new CustomerRecycleService(app.db),
    forms: new DetailFormsService(app.db),
  });
  await app.register(customerSheetsRoutes, { exports: new ExportService(app.db, app.jobs) });
}

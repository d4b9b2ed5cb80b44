import type { ExportSource } from './export-source';
import { eventsExport } from '../../modules/events/events.export';
import { customersExport } from '../../modules/customers/customers.export';
import { usersExport } from './users.export';
import { ordersExport } from '../../modules/orders/orders.export';
import { productsExport } from '../../modules/products/products.export';
import { contractsExport } from '../../modules/contracts/contracts.export';

/** Every exportable list, by the key that export jobs carry in their payload. */
export const EXPORT_SOURCES = {
  users: usersExport,
  customers: customersExport,
  events: eventsExport,
  orders: ordersExport,
  products: productsExport,
  contracts: contractsExport,
} satisfies Record<string, ExportSource>;

export type ExportSourceKey = keyof typeof EXPORT_SOURCES;

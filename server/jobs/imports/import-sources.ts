import { contractsImport } from '../../modules/contracts/contracts.import';
import { customersImport } from '../../modules/customers/customer-import.source';
import { productsImport } from '../../modules/products/products.import';
import type { ImportSource } from './import-source';

/** Every importable list, by the key that import jobs carry in their payload. */
export const IMPORT_SOURCES = {
  customers: customersImport,
  products: productsImport,
  contracts: contractsImport,
} satisfies Record<string, ImportSource>;

export type ImportSourceKey = keyof typeof IMPORT_SOURCES;

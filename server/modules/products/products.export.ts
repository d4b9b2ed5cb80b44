import { PRODUCT_IMPORT_COLUMNS, type ProductImportKey } from '@domain/products/product-import';
import { ProductFilterSchema, type ProductFilter, type ProductRow } from '@domain/products/products.schemas';
import { TIME_UNIT_NAMES, WARRANTY_BASIS_NAMES } from '@domain/products/products.constants';
import { defineExportSource, importColumns } from '../../jobs/exports/export-source';
import { countProducts, productsAfter } from './products.queries';

/** The product archive as filtered on /allProduct, one line per model (the import reads the same columns back). */
export const productsExport = defineExportSource<ProductFilter, ProductRow>({
  name: '产品档案',
  filterSchema: ProductFilterSchema,
  columns: [
    ...importColumns<ProductRow, ProductImportKey>(PRODUCT_IMPORT_COLUMNS, {
      name: (p) => p.name,
      model: (p) => p.model,
      category: (p) => p.category,
      warrantyPeriod: (p) => p.warrantyPeriod,
      warrantyUnit: (p) => TIME_UNIT_NAMES[p.warrantyUnit],
      warrantyBasis: (p) => WARRANTY_BASIS_NAMES[p.warrantyBasis],
      description: (p) => p.description,
    }),
    { header: '客户产品数', width: 10, kind: 'number', value: (p) => p.customerProductCount },
    { header: '创建时间', width: 20, kind: 'datetime', value: (p) => p.createTime },
  ],
  count: countProducts,
  page: (tx, enterpriseId, filter, { afterId, limit }) => productsAfter(tx, enterpriseId, filter, afterId, limit),
});

import { ProductFilterSchema, type ProductFilter, type ProductRow } from '@domain/products/products.schemas';
import { TIME_UNIT_NAMES, WARRANTY_BASIS_NAMES } from '@domain/products/products.constants';
import { formatBusinessTime } from '@domain/downloads/business-time';
import { defineExportSource } from '../../jobs/exports/export-source';
import { countProducts, productsAfter } from './products.queries';

/** The product archive as filtered on /allProduct, one line per model (the import reads the same columns back). */
export const productsExport = defineExportSource<ProductFilter, ProductRow>({
  name: '产品档案',
  filterSchema: ProductFilterSchema,
  columns: [
    { header: '产品名称', width: 24, value: (p) => p.name },
    { header: '产品型号', width: 16, value: (p) => p.model },
    { header: '产品分类', width: 14, value: (p) => p.category },
    { header: '质保时长', width: 10, value: (p) => p.warrantyPeriod },
    { header: '质保单位', width: 10, value: (p) => TIME_UNIT_NAMES[p.warrantyUnit] },
    { header: '质保起算', width: 10, value: (p) => WARRANTY_BASIS_NAMES[p.warrantyBasis] },
    { header: '产品描述', width: 30, value: (p) => p.description },
    { header: '客户产品数', width: 10, value: (p) => p.customerProductCount },
    { header: '创建时间', width: 20, value: (p) => formatBusinessTime(new Date(p.createTime)) },
  ],
  count: countProducts,
  page: (tx, enterpriseId, filter, { afterId, limit }) => productsAfter(tx, enterpriseId, filter, afterId, limit),
});

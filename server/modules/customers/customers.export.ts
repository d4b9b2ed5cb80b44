import { and, asc, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { CustomerFilterSchema, type CustomerRow } from '@domain/customers/customers.schemas';
import { formatBusinessTime } from '@domain/downloads/business-time';
import { customers } from '../../db/schema';
import { defineExportSource } from '../../jobs/exports/export-source';
import { ExportViewerSchema, storedViewer } from './customer-access';
import { countCustomers, customerRows, customerWhere } from './customers.queries';

/** The list's filter, the selected rows (if any) and whose visibility applies, as the job stores them. */
export const CustomersExportFilterSchema = CustomerFilterSchema.extend({
  ids: z.array(z.number().int().positive()).optional(),
  viewer: ExportViewerSchema,
});
type ExportFilter = z.infer<typeof CustomersExportFilterSchema>;

const where = (enterpriseId: number, { viewer, ids, ...filter }: ExportFilter) => {
  return and(customerWhere(storedViewer(enterpriseId, viewer), filter), ids ? inArray(customers.id, ids) : undefined)!;
};

/** The customer list as the user sees it (filters, visibility), one line per customer. */
export const customersExport = defineExportSource<ExportFilter, CustomerRow>({
  name: '客户数据',
  filterSchema: CustomersExportFilterSchema,
  columns: [
    { header: '客户名称', width: 24, value: (c) => c.name },
    { header: '客户电话', width: 16, value: (c) => c.phone },
    { header: '联系人', width: 12, value: (c) => c.linkperson },
    { header: '联系人电话', width: 16, value: (c) => c.linkPersonPhone },
    { header: '地址', width: 36, value: (c) => c.address },
    { header: '归属销售', width: 12, value: (c) => c.businessUser?.name ?? '' },
    { header: '服务组', width: 14, value: (c) => c.serviceGroup?.name ?? '' },
    { header: '客户标签', width: 20, value: (c) => c.tags.map((t) => t.name).join('、') },
    { header: '创建时间', width: 20, value: (c) => formatBusinessTime(new Date(c.createdAt)) },
  ],
  count: (tx, enterpriseId, filter) => countCustomers(tx, where(enterpriseId, filter)),
  async page(tx, enterpriseId, filter, { afterId, limit }) {
    const rows = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(where(enterpriseId, filter), gt(customers.id, afterId)))
      .orderBy(asc(customers.id))
      .limit(limit);
    // Keyset paging reads on from the last id, so the page goes out in id order.
    return (await customerRows(tx, enterpriseId, rows.map((r) => r.id))).sort((a, b) => a.id - b.id);
  },
});

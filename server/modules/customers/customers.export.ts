import { and, asc, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { IMPORT_COLUMNS, type ImportColumnKey } from '@domain/customers/customer-import';
import { CustomerFilterSchema } from '@domain/customers/customers.schemas';
import { customers } from '../../db/schema/customers';
import { defineExportSource, importColumns } from '../../jobs/exports/export-source';
import { ExportViewerSchema, storedViewer } from './customer-access';
import { countCustomers, customerListRecords, customerWhere, type CustomerListRecord } from './customers.queries';

/** The list's filter, the selected rows (if any) and whose visibility applies, as the job stores them. */
export const CustomersExportFilterSchema = CustomerFilterSchema.extend({
  ids: z.array(z.number().int().positive()).optional(),
  viewer: ExportViewerSchema,
});
type ExportFilter = z.infer<typeof CustomersExportFilterSchema>;

const where = (enterpriseId: number, { viewer, ids, ...filter }: ExportFilter) => {
  return and(customerWhere(storedViewer(enterpriseId, viewer), filter), ids ? inArray(customers.id, ids) : undefined)!;
};

/**
 * The customer list as the user sees it (filters, visibility), one line per customer with its
 * default contact and address, in the import's columns; the owner's name and the creation time follow.
 */
export const customersExport = defineExportSource<ExportFilter, CustomerListRecord>({
  name: '客户数据',
  filterSchema: CustomersExportFilterSchema,
  columns: [
    ...importColumns<CustomerListRecord, ImportColumnKey>(IMPORT_COLUMNS, {
      name: (c) => c.name,
      phone: (c) => c.phone,
      contactName: (c) => c.contactName,
      contactPhone: (c) => c.contactPhone,
      region: (c) => c.region,
      detail: (c) => c.detail,
      mapName: (c) => c.mapName,
      ownerPhone: (c) => c.ownerPhone,
      group: (c) => c.groupName,
      tags: (c) => c.tags.map((t) => t.name).join('、'),
    }),
    { header: '归属销售', width: 12, value: (c) => c.ownerName },
    { header: '创建时间', width: 20, kind: 'datetime', value: (c) => c.createdAt },
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
    return (await customerListRecords(tx, enterpriseId, rows.map((r) => r.id))).sort((a, b) => a.id - b.id);
  },
});

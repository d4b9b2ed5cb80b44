import { z } from 'zod';
import { PAYMENT_MODE_NAMES, type PaymentModeCode } from '@domain/finance/finance.constants';
import { fieldValueText } from '@domain/forms/field-text';
import { holdsValue, isNumericType } from '@domain/forms/field-types';
import { FormFieldSchema, type FormField } from '@domain/forms/form-definition.schemas';
import { REPAIR_SOURCE_NAMES, REPAIR_STATE_NAMES } from '@domain/repair/repair.constants';
import { RepairFilterSchema, type RepairRow } from '@domain/repair/repair.schemas';
import { defineExportSource, type ExportColumn } from '../../jobs/exports/export-source';
import { countRecords, recordsAfter, toRows } from './repair.queries';

/** The export source's key in the download centre's registry. */
export const REPAIR_EXPORT = 'repair-orders';

/** The list's filter and the template's custom fields when the export was asked for (their columns follow the order's own). */
export const RepairExportFilterSchema = RepairFilterSchema.extend({ fields: z.array(FormFieldSchema).default([]) });
type RepairExportFilter = z.infer<typeof RepairExportFilterSchema>;

/** A custom field's column: numbers as number cells, everything else as its text (options by label, files by name). */
function customColumn(field: FormField): ExportColumn<RepairRow> {
  if (isNumericType(field.type)) {
    return { header: field.title || field.key, width: 14, kind: 'number', value: (r) => (typeof r.values[field.key] === 'number' ? (r.values[field.key] as number) : null) };
  }
  return { header: field.title || field.key, width: 18, value: (r) => fieldValueText(r.values[field.key], field) };
}

const columns: ExportColumn<RepairRow>[] = [
  { header: '维修单号', width: 14, value: (r) => r.repairNo },
  { header: '状态', width: 10, value: (r) => REPAIR_STATE_NAMES[r.state] },
  { header: '来源', width: 10, value: (r) => REPAIR_SOURCE_NAMES[r.source] },
  { header: '客户', width: 24, value: (r) => r.customerName },
  { header: '送修产品', width: 20, value: (r) => r.productName },
  { header: '序列号', width: 18, value: (r) => r.serialNumber },
  { header: '保修', width: 8, value: (r) => (r.inWarranty ? '保内' : '保外') },
  { header: '故障类型', width: 12, value: (r) => r.faultCategory },
  { header: '故障描述', width: 30, value: (r) => r.fault },
  { header: '人工费（元）', width: 12, kind: 'number', value: (r) => Number(r.laborFee) },
  { header: '用料金额（元）', width: 12, kind: 'number', value: (r) => Number(r.partsAmount) },
  { header: '应收（元）', width: 12, kind: 'number', value: (r) => Number(r.charge) },
  { header: '收款方式', width: 12, value: (r) => (r.payMode === null ? null : (PAYMENT_MODE_NAMES[r.payMode as PaymentModeCode] ?? null)) },
  { header: '收款时间', width: 20, kind: 'datetime', value: (r) => r.paidAt },
  { header: '签收时间', width: 20, kind: 'datetime', value: (r) => r.signedInAt },
  { header: '维修工程师', width: 12, value: (r) => r.repairer?.name ?? null },
  { header: '完工时间', width: 20, kind: 'datetime', value: (r) => r.completedAt },
  { header: '快递公司', width: 12, value: (r) => r.courierCompany },
  { header: '快递单号', width: 18, value: (r) => r.courierNo },
  { header: '寄回时间', width: 20, kind: 'datetime', value: (r) => r.shippedAt },
  { header: '创建时间', width: 20, kind: 'datetime', value: (r) => r.createTime },
];

/** Repair orders as filtered on /repairManagement: money as numbers, sign-in, completion, payment and shipping as date-time cells, then the custom fields. */
export const repairOrdersExport = defineExportSource<RepairExportFilter, RepairRow>({
  name: '维修单',
  filterSchema: RepairExportFilterSchema,
  columns,
  columnsFor: (filter) => [...columns, ...filter.fields.filter((f) => holdsValue(f.type)).map(customColumn)],
  count: (tx, enterpriseId, filter) => countRecords(tx, enterpriseId, filter),
  page: async (tx, enterpriseId, filter, { afterId, limit }) => toRows(tx, enterpriseId, '', await recordsAfter(tx, enterpriseId, filter, afterId, limit)),
});

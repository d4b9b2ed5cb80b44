import { z } from 'zod';
import { CONTRACT_STATUS_NAMES } from '@domain/maintenance/maintenance.constants';
import { ContractFilterSchema, type MaintenanceContractRow } from '@domain/maintenance/maintenance.schemas';
import { defineExportSource } from '../../jobs/exports/export-source';
import { ExportViewerSchema, storedViewer } from '../customers/customers.public';
import { contractsAfter, countContracts } from './contracts.queries';

/** The list's filter and whose visibility applies, as the job stores them. */
export const MaintenanceContractsExportFilterSchema = ContractFilterSchema.extend({ viewer: ExportViewerSchema });
type ExportFilter = z.infer<typeof MaintenanceContractsExportFilterSchema>;

/** Maintenance contracts as filtered on /maintenance and seen by the user: the period as date cells, the amount and counts as numbers. */
export const maintenanceContractsExport = defineExportSource<ExportFilter, MaintenanceContractRow>({
  name: '维保合同',
  filterSchema: MaintenanceContractsExportFilterSchema,
  columns: [
    { header: '合同名称', width: 28, value: (c) => c.name },
    { header: '客户名称', width: 24, value: (c) => c.customer.name },
    { header: '服务开始日期', width: 14, kind: 'date', value: (c) => c.startDate },
    { header: '服务结束日期', width: 14, kind: 'date', value: (c) => c.endDate },
    { header: '合同金额', width: 14, kind: 'number', value: (c) => Number(c.amount) },
    { header: '合同状态', width: 10, value: (c) => CONTRACT_STATUS_NAMES[c.status] },
    { header: '产品数', width: 8, kind: 'number', value: (c) => c.productCount },
    { header: '计划数', width: 8, kind: 'number', value: (c) => c.planCount },
    { header: '创建人', width: 12, value: (c) => c.createdBy?.name ?? null },
    { header: '创建时间', width: 20, kind: 'datetime', value: (c) => c.createTime },
  ],
  count: (tx, enterpriseId, { viewer, ...filter }) => countContracts(tx, storedViewer(enterpriseId, viewer), filter),
  page: (tx, enterpriseId, { viewer, ...filter }, { afterId, limit }) => contractsAfter(tx, storedViewer(enterpriseId, viewer), filter, afterId, limit),
});

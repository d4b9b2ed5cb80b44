import { APPROVAL_STATE_NAMES, CONTRACT_STATUS_NAMES } from '@domain/contracts/contracts.constants';
import { z } from 'zod';
import { ContractFilterSchema, type ContractRow } from '@domain/contracts/contracts.schemas';
import { formatBusinessTime } from '@domain/downloads/business-time';
import { defineExportSource } from '../../jobs/exports/export-source';
import { ExportViewerSchema, storedViewer } from '../customers/customer-access';
import { contractsAfter, countContracts } from './contracts.queries';

/** The list's filter and whose visibility applies, as the job stores them. */
export const ContractsExportFilterSchema = ContractFilterSchema.extend({ viewer: ExportViewerSchema });
type ExportFilter = z.infer<typeof ContractsExportFilterSchema>;

/** Sales contracts as filtered on /salesContract and seen by the user, one line per contract. */
export const contractsExport = defineExportSource<ExportFilter, ContractRow>({
  name: '销售合同',
  filterSchema: ContractsExportFilterSchema,
  columns: [
    { header: '合同编号', width: 18, value: (c) => c.contractNo },
    { header: '合同名称', width: 24, value: (c) => c.name },
    { header: '客户', width: 24, value: (c) => c.customerName ?? '' },
    { header: '签订日期', width: 12, value: (c) => c.signedDate },
    { header: '合同状态', width: 10, value: (c) => CONTRACT_STATUS_NAMES[c.status] },
    { header: '审批状态', width: 10, value: (c) => APPROVAL_STATE_NAMES[c.approvalState] },
    { header: '签约人', width: 12, value: (c) => c.signer?.name ?? '' },
    { header: '开始日期', width: 12, value: (c) => c.startDate ?? '' },
    { header: '结束日期', width: 12, value: (c) => c.endDate ?? '' },
    { header: '创建时间', width: 20, value: (c) => formatBusinessTime(new Date(c.createTime)) },
  ],
  count: (tx, enterpriseId, { viewer, ...filter }) => countContracts(tx, storedViewer(enterpriseId, viewer), filter),
  page: (tx, enterpriseId, { viewer, ...filter }, { afterId, limit }) => contractsAfter(tx, storedViewer(enterpriseId, viewer), filter, afterId, limit),
});

import { APPROVAL_STATE_NAMES, CONTRACT_STATUS_NAMES } from '@domain/contracts/contracts.constants';
import { ContractFilterSchema, type ContractFilter, type ContractRow } from '@domain/contracts/contracts.schemas';
import { formatBusinessTime } from '@domain/downloads/business-time';
import { defineExportSource } from '../../jobs/exports/export-source';
import { contractsAfter, countContracts } from './contracts.queries';

/** Sales contracts as filtered on /salesContract, one line per contract. */
export const contractsExport = defineExportSource<ContractFilter, ContractRow>({
  name: '销售合同',
  filterSchema: ContractFilterSchema,
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
  count: countContracts,
  page: (tx, enterpriseId, filter, { afterId, limit }) => contractsAfter(tx, enterpriseId, filter, afterId, limit),
});

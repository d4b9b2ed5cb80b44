import { CONTRACT_IMPORT_COLUMNS, type ContractImportKey } from '@domain/contracts/contract-import';
import { APPROVAL_STATE_NAMES, CONTRACT_STATUS_NAMES } from '@domain/contracts/contracts.constants';
import { ContractFilterSchema, type ContractFilter, type ContractRow } from '@domain/contracts/contracts.schemas';
import { defineExportSource, importColumns } from '../../jobs/exports/export-source';
import { liveCustomerPhones } from '../customers/customer-snapshot';
import { contractsAfter, countContracts } from './contracts.queries';

/** A contract with its customer's account phone, by which the import finds the customer again. */
type ContractSheetRow = ContractRow & { customerPhone: string };

/** Sales contracts as filtered on /salesContract, one line per contract in the import's columns; the rest follows. */
export const contractsExport = defineExportSource<ContractFilter, ContractSheetRow>({
  name: '销售合同',
  filterSchema: ContractFilterSchema,
  columns: [
    ...importColumns<ContractSheetRow, ContractImportKey>(CONTRACT_IMPORT_COLUMNS, {
      contractNo: (c) => c.contractNo,
      name: (c) => c.name,
      customerPhone: (c) => c.customerPhone,
      signedDate: (c) => c.signedDate,
      status: (c) => CONTRACT_STATUS_NAMES[c.status],
      startDate: (c) => c.startDate,
      endDate: (c) => c.endDate,
    }),
    { header: '客户', width: 24, value: (c) => c.customerName },
    { header: '审批状态', width: 10, value: (c) => APPROVAL_STATE_NAMES[c.approvalState] },
    { header: '签约人', width: 12, value: (c) => c.signer?.name ?? null },
    { header: '创建时间', width: 20, kind: 'datetime', value: (c) => c.createTime },
  ],
  count: countContracts,
  async page(tx, enterpriseId, filter, { afterId, limit }) {
    const rows = await contractsAfter(tx, enterpriseId, filter, afterId, limit);
    const phones = await liveCustomerPhones(tx, enterpriseId, [...new Set(rows.map((c) => c.customerId))]);
    return rows.map((c) => ({ ...c, customerPhone: phones.get(c.customerId) ?? '' }));
  },
});

import { CONTRACT_IMPORT_COLUMNS, type ContractImportKey } from '@domain/contracts/contract-import';
import { APPROVAL_STATE_NAMES, CONTRACT_STATUS_NAMES } from '@domain/contracts/contracts.constants';
import { z } from 'zod';
import { ContractFilterSchema, type ContractRow } from '@domain/contracts/contracts.schemas';
import { defineExportSource, importColumns } from '../../jobs/exports/export-source';
import { ExportViewerSchema, storedViewer } from '../customers/customers.public';
import { liveCustomerPhones } from '../customers/customers.public';
import { contractsAfter, countContracts } from './contracts.queries';

/** The list's filter and whose visibility applies, as the job stores them. */
export const ContractsExportFilterSchema = ContractFilterSchema.extend({ viewer: ExportViewerSchema });
type ExportFilter = z.infer<typeof ContractsExportFilterSchema>;

/** A contract with its customer's account phone, by which the import finds the customer again. */
type ContractSheetRow = ContractRow & { customerPhone: string };

/** Sales contracts as filtered on /salesContract and seen by the user, one line per contract in the import's columns; the rest follows. */
export const contractsExport = defineExportSource<ExportFilter, ContractSheetRow>({
  name: '销售合同',
  filterSchema: ContractsExportFilterSchema,
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
  count: (tx, enterpriseId, { viewer, ...filter }) => countContracts(tx, storedViewer(enterpriseId, viewer), filter),
  async page(tx, enterpriseId, { viewer, ...filter }, { afterId, limit }) {
    const rows = await contractsAfter(tx, storedViewer(enterpriseId, viewer), filter, afterId, limit);
    const phones = await liveCustomerPhones(tx, enterpriseId, [...new Set(rows.map((c) => c.customerId))]);
    return rows.map((c) => ({ ...c, customerPhone: phones.get(c.customerId) ?? '' }));
  },
});

import { CONTRACT_IMPORT_COLUMNS, ContractImportTexts as Texts, type ContractImportKey } from '@domain/contracts/contract-import';
import { CONTRACT_STATUS_NAMES, CONTRACT_STATUSES, ContractStatus } from '@domain/contracts/contracts.constants';
import { SaveContractSchema, type SaveContractInput } from '@domain/contracts/contracts.schemas';
import { ContractErrors } from '@domain/contracts/errors';
import type { Tx } from '../../db/database';
import { defineImportSource, importSummary, rowChecker, type GoodRow, type RowProblem, type SheetRow } from '../../jobs/imports/import-source';
import { liveCustomersByPhone } from '../customers/customers.public';
import { lockContracts, logContractChange } from './contracts.service';
import * as q from './contracts.queries';

/** A checked row: the contract but its customer, named by the customer's phone until it is stored. */
type ContractRowInput = Omit<SaveContractInput, 'customerId'> & { customerPhone: string };

function checkRows(rows: SheetRow[]) {
  const checked = rowChecker<ContractRowInput>();
  const numbers = new Map<string, number>();
  for (const sheetRow of rows) {
    const v = sheetRow.values as Record<ContractImportKey, string>;
    const status = v.status ? CONTRACT_STATUSES.find((s) => CONTRACT_STATUS_NAMES[s] === v.status) : ContractStatus.signed;
    if (status === undefined) {
      checked.refuse(sheetRow, Texts.badStatus);
      continue;
    }
    // The customer id is checked when stored; 1 stands in so that the schema checks the rest.
    const parsed = SaveContractSchema.safeParse({ ...v, customerId: 1, status, signerUserId: null });
    if (!parsed.success) {
      checked.refuse(sheetRow, parsed.error.issues[0].message);
      continue;
    }
    const { customerId: _later, ...contract } = parsed.data;
    if (contract.startDate && contract.endDate && contract.endDate < contract.startDate) checked.refuse(sheetRow, ContractErrors.endBeforeStart);
    else if (!v.customerPhone) checked.refuse(sheetRow, Texts.customerNotFound);
    else if (numbers.has(contract.contractNo)) checked.refuse(sheetRow, Texts.duplicateInFile(numbers.get(contract.contractNo)!));
    else {
      numbers.set(contract.contractNo, sheetRow.row);
      checked.keep(sheetRow, { ...contract, customerPhone: v.customerPhone });
    }
  }
  return checked;
}

/** Stores the chunk's contracts as drafts (待提交) behind the contracts lock; an unknown customer phone or a taken number is refused. */
async function storeChunk(tx: Tx, enterpriseId: number, userId: number, chunk: GoodRow<ContractRowInput>[]): Promise<RowProblem[]> {
  await lockContracts(tx, enterpriseId);
  const customerOf = await liveCustomersByPhone(tx, enterpriseId, [...new Set(chunk.map((c) => c.input.customerPhone))]);
  const refused: RowProblem[] = [];
  const stored: string[] = [];
  for (const { input, ...row } of chunk) {
    const { customerPhone, id: _none, ...fields } = input;
    const customerId = customerOf.get(customerPhone);
    if (customerId === undefined) refused.push({ ...row, message: Texts.customerNotFound });
    else if (await q.numberTaken(tx, enterpriseId, fields.contractNo)) refused.push({ ...row, message: ContractErrors.numberTaken });
    else {
      await q.insertContract(tx, enterpriseId, { ...fields, customerId, createdBy: userId });
      stored.push(fields.contractNo);
    }
  }
  if (stored.length > 0) await logContractChange(tx, { enterpriseId, userId }, 'contract.import', null, importSummary('销售合同', '份', stored));
  return refused;
}

/** Sales contracts from a spreadsheet (/v2/saleContract/import), stored as drafts to be submitted for approval. */
export const contractsImport = defineImportSource<ContractRowInput, null>({
  name: '销售合同',
  columns: CONTRACT_IMPORT_COLUMNS,
  example: ['HT-2026-001', '年度维保合同', '13800138000', '2026-01-15', '已签订', '2026-02-01', '2027-01-31'],
  labels: ['contractNo', 'name'],
  lookups: async () => null,
  check: checkRows,
  store: storeChunk,
});

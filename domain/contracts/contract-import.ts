import type { ImportColumn } from '../downloads/imports';

/** Columns of the sales contract import spreadsheet, in template order; '*' marks the required ones. */
export const CONTRACT_IMPORT_COLUMNS = [
  { key: 'contractNo', header: '合同编号*' },
  { key: 'name', header: '合同名称*' },
  { key: 'customerPhone', header: '客户电话*', kind: 'phone' },
  { key: 'signedDate', header: '签订日期*', kind: 'date' },
  { key: 'status', header: '合同状态' },
  { key: 'startDate', header: '开始日期', kind: 'date' },
  { key: 'endDate', header: '结束日期', kind: 'date' },
] as const satisfies readonly ImportColumn[];
export type ContractImportKey = (typeof CONTRACT_IMPORT_COLUMNS)[number]['key'];

export const ContractImportTexts = {
  badStatus: '合同状态只能是 已签订、执行中、已完成、已终止',
  duplicateInFile: (row: number) => `合同编号与第${row}行重复`,
  customerNotFound: '没有该电话的客户',
} as const;

import type { ImportColumn } from '../downloads/imports';

/** Columns of the product archive import spreadsheet, in template order; '*' marks the required ones. */
export const PRODUCT_IMPORT_COLUMNS = [
  { key: 'name', header: '产品名称*' },
  { key: 'model', header: '产品型号' },
  { key: 'category', header: '产品分类' },
  { key: 'warrantyPeriod', header: '质保时长', kind: 'number' },
  { key: 'warrantyUnit', header: '质保单位' },
  { key: 'warrantyBasis', header: '质保起算' },
  { key: 'description', header: '产品描述' },
] as const satisfies readonly ImportColumn[];
export type ProductImportKey = (typeof PRODUCT_IMPORT_COLUMNS)[number]['key'];

export const ProductImportTexts = {
  badPeriod: '质保时长须为1到999的整数',
  badUnit: '质保单位只能是 天、月、年',
  badBasis: '质保起算只能是 购买时间、安装时间',
  duplicateInFile: (row: number) => `与第${row}行的产品名称和型号相同`,
} as const;

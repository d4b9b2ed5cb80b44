import type { ImportColumn } from '../downloads/imports';

/** Columns of the customer import spreadsheet, in template order; '*' marks the required ones. */
export const IMPORT_COLUMNS = [
  { key: 'name', header: '客户名称*' },
  { key: 'phone', header: '客户电话*', kind: 'phone' },
  { key: 'contactName', header: '联系人*' },
  { key: 'contactPhone', header: '联系人电话*', kind: 'phone' },
  { key: 'region', header: '所在地区' },
  { key: 'detail', header: '详细地址' },
  { key: 'mapName', header: '地图位置' },
  { key: 'ownerPhone', header: '归属销售手机号', kind: 'phone' },
  { key: 'group', header: '服务组' },
  { key: 'tags', header: '客户标签' },
] as const satisfies readonly ImportColumn[];
export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];

/** Reasons a customer row is refused (the shared import texts are in domain/downloads/imports). */
export const CustomerImportTexts = {
  duplicateInFile: (row: number) => `客户电话与第${row}行重复`,
  phoneExists: '客户电话已被其他客户使用',
  ownerNotFound: '归属销售手机号不是本企业人员',
  groupNotFound: '服务组不存在',
  tagNotFound: (name: string) => `客户标签「${name}」不存在`,
} as const;

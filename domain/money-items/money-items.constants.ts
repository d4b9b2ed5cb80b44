// Money-item constants and row shape, without zod (order screens read the type names).
/** Payment item types of spec part 1 section 9; a money item is one of them. */
export const MoneyItemType = { regular: 1, balance: 2, deposit: 3, downPayment: 4, progress: 5 } as const;
export type MoneyItemTypeCode = (typeof MoneyItemType)[keyof typeof MoneyItemType];
export const MONEY_ITEM_TYPE_CODES = Object.values(MoneyItemType) as MoneyItemTypeCode[];
export const MONEY_ITEM_TYPE_NAMES: Record<MoneyItemTypeCode, string> = {
  1: '常规',
  2: '尾款',
  3: '定金',
  4: '首付款',
  5: '进度款',
};

/** What the user reads when a money-item call is refused. */
export const MoneyItemTexts = {
  kind: '费用项目',
  notFound: '费用项目不存在',
  nameTaken: '费用项目名称已存在',
  restored: '还原成功',
  nothingToRestore: '请选择需要还原的费用项目',
} as const;
export const restoreNameClash = (name: string) => `已有同名的费用项目“${name}”，不能还原`;

export interface MoneyItemRow {
  id: number;
  name: string;
  price: string | null;
  itemType: MoneyItemTypeCode;
  sort: number;
  createTime: string;
  /** Set in the bin only. */
  deleteTime: string | null;
}

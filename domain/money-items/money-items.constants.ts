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


import type { TableColumnProps } from '@arco-design/web-react';
import { MONEY_ITEM_TYPE_NAMES, type MoneyItemRow, type MoneyItemTypeCode } from '@domain/money-items/money-items.constants';

/** The columns the item list and the bin share. */
export const MONEY_ITEM_COLUMNS: TableColumnProps<MoneyItemRow>[] = [
  { title: '费用名称', dataIndex: 'name', width: 160, ellipsis: true },
  { title: '款项类型', dataIndex: 'itemType', width: 100, render: (type: MoneyItemTypeCode) => MONEY_ITEM_TYPE_NAMES[type] },
  { title: '单价', dataIndex: 'price', width: 120, render: (price: string | null) => (price === null ? '-' : `¥${price}`) },
];

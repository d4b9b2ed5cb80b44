import { Select, type SelectProps } from '@arco-design/web-react';
import { useListMoneyItemsQuery } from '../money-items.api';

/** A fee's name: one of the enterprise's money items, or typed in (the order's 费用 dialog). */
export function MoneyItemNameSelect(props: SelectProps) {
  const { data: moneyItems = [] } = useListMoneyItemsQuery();
  return <Select allowCreate showSearch placeholder="选择或输入收费项" options={moneyItems.map((m) => ({ value: m.name, label: m.name }))} {...props} />;
}

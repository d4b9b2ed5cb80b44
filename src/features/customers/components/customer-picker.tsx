import { Select } from '@arco-design/web-react';
import { useEffect, useState, type CSSProperties } from 'react';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import { useGetCustomerQuery, useListCustomersQuery } from '../customers.api';
import { keywordFilter } from '../customer-keyword';

export interface CustomerPickerProps {
  value?: number;
  /** The chosen customer's id, and its list row (default contact, phone, address) to prefill a form. */
  onChange?: (customerId: number | undefined, customer?: CustomerRow) => void;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

const SEARCH_DELAY_MS = 300;
const PAGE = { pageIndex: 0, pageSize: 20 };

/**
 * Chooses one customer the user may see, searching the server by name, or by phone when the
 * keyword is digits. Orders, events and products use it wherever a customer is picked.
 */
export function CustomerPicker({ value, onChange, placeholder = '请输入客户名称或电话搜索', disabled, style }: CustomerPickerProps) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data: rows = [], isFetching } = useListCustomersQuery({ ...PAGE, ...keywordFilter(keyword) });
  // The chosen customer may not be on the current page of results: show its name all the same.
  const { data: chosen } = useGetCustomerQuery(value!, { skip: value === undefined || rows.some((r) => r.id === value) });
  const options = chosen && !rows.some((r) => r.id === chosen.id) ? [chosen, ...rows] : rows;

  const handleChange = (id: number | undefined) => onChange?.(id, options.find((r) => r.id === id));

  return (
    <Select
      value={value}
      onChange={handleChange}
      onSearch={setTyped}
      placeholder={placeholder}
      disabled={disabled}
      style={style}
      loading={isFetching}
      allowClear
      showSearch
      filterOption={false}
      notFoundContent="暂无客户"
    >
      {options.map((c) => (
        <Select.Option key={c.id} value={c.id} extra={c.name}>
          {c.name}
          <span style={{ color: 'var(--color-text-3)', marginLeft: 8 }}>{c.phone}</span>
        </Select.Option>
      ))}
    </Select>
  );
}

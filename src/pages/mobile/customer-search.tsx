import { useState, type FormEvent, type ReactNode } from 'react';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import { keywordFilter } from '@/features/customers/customer-keyword';
import { useListCustomersQuery } from '@/features/customers/customers.api';
import { errorMessage } from '@/lib/errors';

export interface CustomerSearchProps {
  /** One result line: a link to the customer, or a button that picks it. */
  renderItem: (customer: CustomerRow) => ReactNode;
}

const PAGE = { pageIndex: 0, pageSize: 20 };

/** A search box (digits search phones, anything else names) and the customers found, newest first. */
export function CustomerSearch({ renderItem }: CustomerSearchProps) {
  const [keyword, setKeyword] = useState('');
  const { data: customers, error, isFetching } = useListCustomersQuery({ ...keywordFilter(keyword), ...PAGE });
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setKeyword(String(new FormData(event.currentTarget).get('keyword') ?? ''));
  };
  return (
    <>
      <form role="search" onSubmit={handleSubmit} style={{ display: 'flex', gap: 8, marginBottom: 10 }}>
        <input className="m-input" type="search" name="keyword" enterKeyHint="search" placeholder="客户名称或电话" aria-label="客户名称或电话" style={{ flex: 1, minWidth: 0 }} />
        <button type="submit" className="m-btn m-btn-primary">
          搜索
        </button>
      </form>
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {!customers && !error && <p className="m-empty">加载中…</p>}
      {customers?.length === 0 && !isFetching && <p className="m-empty">没有找到客户</p>}
      {!!customers?.length && (
        <ul className="m-list m-card" aria-label="客户" aria-busy={isFetching}>
          {customers.map((c) => (
            <li key={c.id}>{renderItem(c)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A result line's text: the name, and the phone and default address below it. */
export function CustomerLine({ customer }: { customer: CustomerRow }) {
  return (
    <span style={{ display: 'block', padding: '6px 0', minWidth: 0 }}>
      <strong>{customer.name}</strong>
      <span className="m-muted" style={{ display: 'block' }}>
        {[customer.linkPersonPhone || customer.phone, customer.address].filter(Boolean).join(' · ')}
      </span>
    </span>
  );
}

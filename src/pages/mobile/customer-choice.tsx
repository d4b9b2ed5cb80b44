import { useEffect, useRef, useState } from 'react';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import { useGetCustomerQuery } from '@/features/customers/customers.api';
import { CustomerLine, CustomerSearch } from './customer-search';

export interface CustomerChoiceProps {
  customerId: number | undefined;
  required?: boolean;
  /** A customer picked, or the one the link named once it has loaded (the form prefills from it). */
  onPick: (customer: CustomerRow | undefined) => void;
}

/** The form's customer: the chosen one with 更换, or the search to choose one from. */
export function CustomerChoice({ customerId, required, onPick }: CustomerChoiceProps) {
  const [searching, setSearching] = useState(!customerId);
  const { data: customer } = useGetCustomerQuery(customerId!, { skip: !customerId });
  // The customer a link brings prefills the form once, like a picked one.
  const announced = useRef(false);
  useEffect(() => {
    if (!customer || announced.current) return;
    announced.current = true;
    onPick(customer);
  }, [customer, onPick]);

  const handlePick = (row: CustomerRow) => {
    announced.current = true;
    setSearching(false);
    onPick(row);
  };

  return (
    <section className="m-field" aria-label="客户">
      <span>
        客户{required && ' *'}
      </span>
      {!searching && customerId ? (
        <div className="m-row" style={{ border: '1px solid var(--color-border-2)', borderRadius: 6, padding: '4px 0 4px 10px' }}>
          <span style={{ minWidth: 0 }}>{customer ? <CustomerLine customer={customer} /> : '加载中…'}</span>
          <button type="button" className="m-btn m-btn-text" style={{ flex: 'none' }} onClick={() => setSearching(true)}>
            更换
          </button>
        </div>
      ) : (
        <CustomerSearch
          renderItem={(row) => (
            <button type="button" className="m-link" onClick={() => handlePick(row)}>
              <CustomerLine customer={row} />
              <span className="m-muted">选择</span>
            </button>
          )}
        />
      )}
    </section>
  );
}

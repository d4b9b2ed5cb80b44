import { Input } from '@arco-design/web-react';

/** The customer field when the customer is given (the customer's own detail page): shown, not chosen. */
export function FixedCustomer({ name }: { name: string; value?: number; onChange?: unknown }) {
  return <Input value={name} disabled />;
}

import { Space } from '@arco-design/web-react';
import type { ReactNode } from 'react';

/** The bar above a list table: its filters and saved search plans on the left, its actions on the right. */
export function ListToolbar({ filters, plans, actions }: { filters: ReactNode; plans?: ReactNode; actions?: ReactNode }) {
  return (
    <Space style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }}>
      <Space>
        {filters}
        {plans}
      </Space>
      {actions}
    </Space>
  );
}

import { Card } from '@arco-design/web-react';
import { ReconcileTable } from '@/features/finance/components/reconcile-table';
import { useListOrderTypeOptionsQuery } from '@/features/templates/templates.api';

/** /financeReconcile 财务对账: completed orders with their fees and collections, reconciled in batches. */
export default function FinanceReconcilePage() {
  const { data: orderTypes = [] } = useListOrderTypeOptionsQuery();
  return (
    <Card bordered={false}>
      <ReconcileTable orderTypes={orderTypes} />
    </Card>
  );
}

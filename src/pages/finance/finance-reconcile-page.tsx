import { Card, Tabs } from '@arco-design/web-react';
import { ReconcileTable } from '@/features/finance/components/reconcile-table';
import { SourceCollectionTable } from '@/features/finance/components/source-collection-table';
import { useListOrderTypeOptionsQuery } from '@/features/templates/templates.api';

/** /financeReconcile 财务对账: completed orders with their fees and collections, reconciled in batches; 其他收款 lists the mall's payments. */
export default function FinanceReconcilePage() {
  const { data: orderTypes = [] } = useListOrderTypeOptionsQuery();
  return (
    <Card bordered={false}>
      <Tabs defaultActiveTab="orders" lazyload>
        <Tabs.TabPane key="orders" title="工单对账">
          <ReconcileTable orderTypes={orderTypes} />
        </Tabs.TabPane>
        <Tabs.TabPane key="others" title="其他收款">
          <SourceCollectionTable />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}

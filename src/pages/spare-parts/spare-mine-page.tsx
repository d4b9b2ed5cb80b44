import { Card, Tabs } from '@arco-design/web-react';
import { MovementType } from '@domain/spare-parts/spare-parts.constants';
import { MovementForm } from '@/features/spare-parts/components/movement-form';
import { StockTable } from '@/features/spare-parts/components/stock-table';

/** /spareMine 我的备件: the user's own stock; 退还入库 to a warehouse and 移交 to a colleague. */
export default function SpareMinePage() {
  return (
    <Card bordered={false}>
      <Tabs defaultActiveTab="stock" lazyload>
        <Tabs.TabPane key="stock" title="我的备件">
          <StockTable scope="mine" />
        </Tabs.TabPane>
        <Tabs.TabPane key="return" title="退还 / 移交">
          <MovementForm
            title="退还或移交备件"
            kinds={[
              { type: MovementType.returnToStock, from: 'me', to: 'warehouse' },
              { type: MovementType.handOver, from: 'me', to: 'person' },
            ]}
          />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}

import { Card } from '@arco-design/web-react';
import { LedgerTable } from '@/features/spare-parts/components/ledger-table';

/** /stockLog 库存日志: the ledger, one line per moved part. */
export default function StockLogPage() {
  return (
    <Card bordered={false}>
      <LedgerTable />
    </Card>
  );
}

import { Card } from '@arco-design/web-react';
import { useSearch } from 'wouter';
import { LedgerTable, type LedgerFilter } from '@/features/spare-parts/components/ledger-table';

const idOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** /stockLog 库存日志: the ledger, one line per moved part; ?partId=&userId=&type= start it filtered (report drill-downs). */
export default function StockLogPage() {
  const q = new URLSearchParams(useSearch());
  const initial: LedgerFilter = { partId: idOf(q.get('partId')), userId: idOf(q.get('userId')), type: idOf(q.get('type')) };
  return (
    <Card bordered={false}>
      <LedgerTable initial={initial} />
    </Card>
  );
}

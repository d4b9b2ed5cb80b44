import { Card } from '@arco-design/web-react';
import { useParams } from 'wouter';
import { SettlementDocumentView } from '@/features/finance/components/personal-commission';

/** /personalSettlementSetDetail/{id}: a settlement document. */
export default function SettlementDocumentPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <Card bordered={false} title="结算单">
      <SettlementDocumentView id={Number(id)} />
    </Card>
  );
}

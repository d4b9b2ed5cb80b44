import { Card } from '@arco-design/web-react';
import { useParams, useSearchParams } from 'wouter';
import { currentPeriod, PersonalCommissionDetail } from '@/features/finance/components/personal-commission';

/** /personalCommission/detail/{id}: one person's (id: the user) orders and shares of the period (?period=YYYY-MM). */
export default function PersonalCommissionDetailPage() {
  const { id } = useParams<{ id: string }>();
  const [search] = useSearchParams();
  const period = search.get('period') || currentPeriod();
  return (
    <Card bordered={false}>
      <PersonalCommissionDetail userId={Number(id)} period={period} />
    </Card>
  );
}

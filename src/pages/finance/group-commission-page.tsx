import { Card } from '@arco-design/web-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'wouter';
import { currentPeriod } from '@/features/finance/components/personal-commission';
import { GroupCommission } from '@/features/finance/components/group-commission';

/** /groupCommission 团队结算 and /groupCommission/detail/{id} (one service group, ?period=YYYY-MM). */
export default function GroupCommissionPage() {
  const { id } = useParams<{ id?: string }>();
  const [search] = useSearchParams();
  const [period, setPeriod] = useState(() => search.get('period') || currentPeriod());
  return (
    <Card bordered={false}>
      <GroupCommission period={period} onPeriod={setPeriod} groupId={id ? Number(id) : undefined} />
    </Card>
  );
}

import { Card } from '@arco-design/web-react';
import { Role } from '@domain/shell/roles';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { RewardsTable } from '@/features/finance/components/rewards-table';

/** /commission 结算奖惩: finance files and decides rewards and penalties; dispatchers and directors file; everyone else sees their own. */
export default function RewardsPage() {
  const { data: me } = useGetSessionUserQuery();
  const role = me?.sysrole;
  // Deciding is the rows' own (each carries the operations the reward machine allows the caller).
  const canFile = role === Role.finance || role === Role.admin || role === Role.dispatcher || role === Role.director;
  return (
    <Card bordered={false}>
      <RewardsTable canFile={canFile} />
    </Card>
  );
}

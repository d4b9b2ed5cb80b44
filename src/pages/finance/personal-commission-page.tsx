import { Card } from '@arco-design/web-react';
import { useState } from 'react';
import { Role } from '@domain/shell/roles';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { currentPeriod, PersonalCommission } from '@/features/finance/components/personal-commission';

/** /personalCommission 个人结算: finance sees everyone and settles the month; others see their own figure. */
export default function PersonalCommissionPage() {
  const [period, setPeriod] = useState(currentPeriod);
  const { data: me } = useGetSessionUserQuery();
  const canSettle = me?.sysrole === Role.finance || me?.sysrole === Role.admin;
  return (
    <Card bordered={false}>
      <PersonalCommission period={period} onPeriod={setPeriod} canSettle={canSettle} />
    </Card>
  );
}

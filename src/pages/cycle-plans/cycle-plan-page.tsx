import { Button, Card } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CYCLE_PLAN_WRITERS } from '@domain/cycle-plans/cycle-plans.constants';
import type { RoleType } from '@domain/shell/roles';
import { PlanTable } from '@/features/cycle-plans/components/plan-table';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { PlanDialog } from './plan-dialog';
import { paths } from '@/app/paths';

/** /cyclePlan 客户服务计划 (?customerId= opens 新建 for that customer). */
export default function CyclePlanPage() {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const forCustomer = Number(search.get('customerId')) || undefined;
  const [adding, setAdding] = useState(forCustomer !== undefined);
  const { data: session } = useGetSessionUserQuery();
  const writer = CYCLE_PLAN_WRITERS.includes((session?.sysrole ?? 0) as RoleType);

  const handleClose = () => {
    setAdding(false);
    if (forCustomer) navigate(paths.cyclePlans.list, { replace: true });
  };

  const add = writer && (
    <Button type="primary" onClick={() => setAdding(true)}>
      新建计划
    </Button>
  );
  return (
    <Card bordered={false} title="客户服务计划">
      <PlanTable detailHref={paths.cyclePlans.detail} actions={add} planKey="cyclePlan" />
      {adding && <PlanDialog plan={null} customerId={forCustomer} onClose={handleClose} />}
    </Card>
  );
}

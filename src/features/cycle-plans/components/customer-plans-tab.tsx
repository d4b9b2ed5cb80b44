import { Button, Empty } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { CYCLE_PLAN_READERS, CYCLE_PLAN_WRITERS } from '@domain/cycle-plans/cycle-plans.constants';
import type { RoleType } from '@domain/shell/roles';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { PlanTable } from './plan-table';
import { paths } from '@/app/paths';

/** 服务计划 tab of the customer detail page: the customer's plans, and 新建计划 for them on /cyclePlan. */
export function CustomerPlansTab({ customerId }: { customerId: number }) {
  const [, navigate] = useLocation();
  const { data: session } = useGetSessionUserQuery();
  const role = (session?.sysrole ?? 0) as RoleType;
  if (!CYCLE_PLAN_READERS.includes(role)) return <Empty description="当前角色不查看客户服务计划" />;
  const writer = CYCLE_PLAN_WRITERS.includes(role);
  const add = writer && (
    <Button type="primary" onClick={() => navigate(paths.cyclePlans.addFor(customerId))}>
      新建计划
    </Button>
  );
  return <PlanTable customerId={customerId} detailHref={paths.cyclePlans.customerDetail} actions={add} />;
}

import { Empty } from '@arco-design/web-react';
import { VISIT_READERS } from '@domain/return-visits/return-visits.constants';
import type { RoleType } from '@domain/shell/roles';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { VisitTaskTable } from './visit-task-table';

/** 回访 tab of the customer detail page: the return visits of the customer's orders. */
export function CustomerVisitsTab({ customerId }: { customerId: number }) {
  const { data: session } = useGetSessionUserQuery();
  if (!VISIT_READERS.includes((session?.sysrole ?? 0) as RoleType)) return <Empty description="当前角色不查看回访任务" />;
  return <VisitTaskTable customerId={customerId} />;
}

import { Button, Card } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import type { RoleType } from '@domain/shell/roles';
import { TRIGGER_WRITERS } from '@domain/triggers/triggers.constants';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { paths } from '@/app/paths';
import { TriggerTable } from '@/features/triggers/components/trigger-table';

/** /trigger 触发器 (and /trigger/autoCopy 自动抄送): every trigger; a new one opens the editor. */
export default function TriggerListPage() {
  const [location, navigate] = useLocation();
  const autoCopy = location === paths.triggers.autoCopy;
  const { data: session } = useGetSessionUserQuery();
  const writer = TRIGGER_WRITERS.includes((session?.sysrole ?? 0) as RoleType);
  const add = writer && (
    <Button type="primary" onClick={() => navigate(autoCopy ? `${paths.triggers.newDetail}?preset=autoCopy` : paths.triggers.newDetail)}>
      {autoCopy ? '新建自动抄送' : '新建触发器'}
    </Button>
  );
  return (
    <Card bordered={false} title={autoCopy ? '自动抄送' : '触发器'}>
      <TriggerTable detailHref={paths.triggers.detail} writer={writer} actions={add} />
    </Card>
  );
}

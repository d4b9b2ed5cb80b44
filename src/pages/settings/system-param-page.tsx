import { Card, Spin, Tabs } from '@arco-design/web-react';
import { Plan } from '@domain/shell/plans';
import { Role } from '@domain/shell/roles';
import { OperationLogTable } from '@/features/audit/components/operation-log-table';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { SystemParamForm } from '@/features/settings/components/system-param-form';

/** /systemParam 系统参数: the enterprise-wide parameters (administrators save, others read) and, for administrators, the operation log. */
export default function SystemParamPage() {
  const { data: user } = useGetSessionUserQuery();
  // Until the user is known the page cannot tell an administrator (who edits) from a reader.
  if (!user) return <Spin style={{ display: 'block', margin: '10vh auto' }} />;
  const isAdmin = user.sysrole === Role.admin;
  const isFree = user.isChargeUser === Plan.free;
  const form = <SystemParamForm canEdit={isAdmin} isFree={isFree} />;
  return (
    <Card bordered={false}>
      {isAdmin ? (
        <Tabs defaultActiveTab="params" destroyOnHide>
          <Tabs.TabPane key="params" title="系统参数">
            {form}
          </Tabs.TabPane>
          <Tabs.TabPane key="log" title="操作日志">
            <OperationLogTable isPaying={!isFree} />
          </Tabs.TabPane>
        </Tabs>
      ) : (
        form
      )}
    </Card>
  );
}

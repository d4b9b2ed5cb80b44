import { Card, Typography } from '@arco-design/web-react';
import { useMemo } from 'react';
import { Role } from '@domain/shell/roles';
import { useListUsersWithRoleQuery } from '@/features/organization/organization.api';
import { ReceptionTable } from '@/features/reception/components/reception-table';

/** /receptionPersonnel 接待人员: who takes service requests from the channels, and how many at once. */
export default function ReceptionPersonnelPage() {
  const { data: reception = [] } = useListUsersWithRoleQuery(Role.reception);
  const { data: admins = [] } = useListUsersWithRoleQuery(Role.admin);
  // Someone holding both roles appears once.
  const eligible = useMemo(() => [...new Map([...reception, ...admins].map((u) => [u.id, u])).values()], [reception, admins]);

  return (
    <Card title="接待人员" bordered={false}>
      <Typography.Paragraph type="secondary">
        接待人员接待来自各渠道的服务请求。可添加接待客服或系统管理员，并设置每人同时接待的最大数量。
      </Typography.Paragraph>
      <ReceptionTable eligible={eligible} />
    </Card>
  );
}

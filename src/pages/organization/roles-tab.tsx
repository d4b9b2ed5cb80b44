import { Card, Grid, Spin } from '@arco-design/web-react';
import { useState } from 'react';
import { freeEditionNotice } from '@domain/common/messages';
import { Plan } from '@domain/shell/plans';
import { Role, type RoleType } from '@domain/shell/roles';
import { ROLE_RIGHTS_FEATURE } from '@domain/users/role-grants';
import { useListRoleSummariesQuery } from '@/features/organization/organization.api';
import { RoleGrantsPanel } from '@/features/roles/components/role-grants-panel';
import { RoleList } from '@/features/roles/components/role-list';
import { useGetHotlineQuery } from '@/app/session/session.api';

export interface RolesTabProps {
  planType: number;
}

/** 角色权限: the ten roles with their user counts, and the chosen role's menu and permission codes. */
export function RolesTab({ planType }: RolesTabProps) {
  const [role, setRole] = useState<RoleType>(Role.dispatcher);
  const { data: roles } = useListRoleSummariesQuery();
  const locked = planType === Plan.free;
  const { data: hotline } = useGetHotlineQuery(undefined, { skip: !locked });
  if (!roles) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;

  return (
    <Grid.Row gutter={16} style={{ alignItems: 'stretch' }}>
      <Grid.Col xs={24} md={7} lg={5}>
        <Card title="角色" bordered={false} style={{ height: '100%' }} bodyStyle={{ padding: 0 }}>
          <RoleList roles={roles} selected={role} onSelect={setRole} />
        </Card>
      </Grid.Col>
      <Grid.Col xs={24} md={17} lg={19}>
        <Card bordered={false}>
          <RoleGrantsPanel role={role} locked={locked} lockedNotice={hotline && freeEditionNotice(ROLE_RIGHTS_FEATURE, hotline.phone)} />
        </Card>
      </Grid.Col>
    </Grid.Row>
  );
}

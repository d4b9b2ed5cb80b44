import { Card, Grid } from '@arco-design/web-react';
import { useState } from 'react';
import { pageSizesFor } from '@domain/common/page-sizes';
import { Plan } from '@domain/shell/plans';
import { Role } from '@domain/shell/roles';
import type { SessionUser } from '@domain/shell/session.schemas';
import type { DepartmentRow } from '@domain/users/users.schemas';
import { ExportButton } from '@/features/downloads/components/export-button';
import { DepartmentActions } from '@/features/organization/components/department-actions';
import { DepartmentTree } from '@/features/organization/components/department-tree';
import { UsersTable } from '@/features/organization/components/users-table';

export interface DepartmentsTabProps {
  user: SessionUser;
  departments: DepartmentRow[];
  /** The department chosen first (from /productSetting/department/{id}); the root otherwise. */
  initialDepartmentId?: number;
}

/** 部门与成员: the department tree (with its actions for administrators) and the chosen department's users. */
export function DepartmentsTab({ user, departments, initialDepartmentId }: DepartmentsTabProps) {
  const [chosenId, setChosenId] = useState<number | undefined>(initialDepartmentId);
  const [keyword, setKeyword] = useState('');
  const isAdmin = user.sysrole === Role.admin;
  const root = departments.find((d) => d.parent_id === null);
  // Until a department is chosen (or after the chosen one is deleted) the root is: the whole enterprise.
  const departmentId = departments.some((d) => d.id === chosenId) ? chosenId : root?.id;
  const filter = { departmentId, keyword: keyword || undefined };

  return (
    <Grid.Row gutter={16} style={{ alignItems: 'stretch' }}>
      <Grid.Col xs={24} md={8} lg={7}>
        <Card title="部门" bordered={false} style={{ height: '100%' }}>
          <DepartmentTree
            departments={departments}
            selectedId={departmentId}
            onSelect={setChosenId}
            renderActions={
              isAdmin
                ? (d) => <DepartmentActions department={d} departments={departments} onAdded={setChosenId} onDeleted={() => setChosenId(undefined)} />
                : undefined
            }
          />
        </Card>
      </Grid.Col>
      <Grid.Col xs={24} md={16} lg={17}>
        <Card title="成员" bordered={false}>
          <UsersTable
            filter={filter}
            onKeywordChange={setKeyword}
            departments={departments}
            canManage={isAdmin}
            currentUserId={user.id}
            pageSizes={pageSizesFor(user.isChargeUser !== Plan.free)}
            toolbarExtra={isAdmin && <ExportButton source="users" filter={filter} />}
          />
        </Card>
      </Grid.Col>
    </Grid.Row>
  );
}

import { Button, Card, Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MAINTENANCE_WRITERS } from '@domain/maintenance/maintenance.constants';
import type { RoleType } from '@domain/shell/roles';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useDetailFields } from '@/components/detail-forms/use-detail-fields';
import { MaintenanceContractTable } from '@/features/maintenance/components/contract-table';
import { MaintenanceTaskTable } from '@/features/maintenance/components/task-table';
import { MaintenanceContractDialog } from './contract-dialog';
import { paths } from '@/app/paths';

/** /maintenance 维保合同: the contracts, and every task of their plans (?tab=tasks&overdue=1 opens the overdue ones). */
export default function MaintenancePage() {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const { data: session } = useGetSessionUserQuery();
  const writer = MAINTENANCE_WRITERS.includes((session?.sysrole ?? 0) as RoleType);
  const customFields = useDetailFields(DetailEntityType.maintenanceContract);
  const [adding, setAdding] = useState(false);
  const tab = search.get('tab') === 'tasks' ? 'tasks' : 'contracts';
  const add = writer && (
    <Button type="primary" onClick={() => setAdding(true)}>
      新增维保合同
    </Button>
  );
  return (
    <Card bordered={false} title="维保合同">
      <Tabs activeTab={tab} onChange={(key) => navigate(key === 'tasks' ? paths.maintenance.tasks() : paths.maintenance.list, { replace: true })} destroyOnHide>
        <Tabs.TabPane key="contracts" title="维保合同">
          <MaintenanceContractTable detailHref={paths.maintenance.contract} actions={add} />
        </Tabs.TabPane>
        <Tabs.TabPane key="tasks" title="维保任务">
          <MaintenanceTaskTable overdue={search.get('overdue') === '1'} taskHref={paths.maintenance.task} orderHref={paths.orders.detail} />
        </Tabs.TabPane>
      </Tabs>
      {adding && (
        <MaintenanceContractDialog
          contract={null}
          customFields={customFields}
          onClose={() => setAdding(false)}
        />
      )}
    </Card>
  );
}

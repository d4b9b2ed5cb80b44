import { Button, Card, Descriptions, Popconfirm, Result, Space, Spin, Table } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Messages } from '@domain/common/messages';
import { MAINTENANCE_WRITERS } from '@domain/maintenance/maintenance.constants';
import { scheduleText } from '@domain/maintenance/schedule';
import type { RoleType } from '@domain/shell/roles';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useTabName } from '@/app/shell/use-tab-name';
import { MaintenanceTaskTable } from '@/features/maintenance/components/task-table';
import { useDeleteMaintenancePlansMutation, useGetMaintenanceContractQuery, useGetMaintenancePlanQuery } from '@/features/maintenance/maintenance.api';
import { toastResult } from '@/lib/toast-result';
import { productColumns } from '@/features/maintenance/components/product-columns';
import { MaintenancePlanDialog } from './plan-dialog';
import { paths } from '@/app/paths';

/** /maintenance/MaintenancePlanDetail/{id}: the plan, its products, its coming visits and its tasks. */
export default function MaintenancePlanDetailPage() {
  const id = Number(useParams<{ id: string }>().id);
  const [, navigate] = useLocation();
  const { data: plan, isLoading, isError } = useGetMaintenancePlanQuery(id, { skip: !(id > 0) });
  const { data: contract } = useGetMaintenanceContractQuery(plan?.contract.id ?? 0, { skip: !plan });
  const { data: session } = useGetSessionUserQuery();
  const [remove] = useDeleteMaintenancePlansMutation();
  const [editing, setEditing] = useState(false);
  useTabName(plan?.name);
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (isError || !plan) return <Result status="404" title="维保计划不存在" />;
  // A plan is changed while its contract is open, by the people who write contracts.
  const writer = plan.editable && MAINTENANCE_WRITERS.includes((session?.sysrole ?? 0) as RoleType);
  const actions = writer && (
    <Space>
      {contract && <Button onClick={() => setEditing(true)}>编辑</Button>}
      <Popconfirm title="删除计划及其任务？" onOk={async () => (await toastResult(remove([plan.id]).unwrap(), Messages.deleteOk)) && navigate(paths.maintenance.contract(plan.contract.id))}>
        <Button status="danger">删除</Button>
      </Popconfirm>
    </Space>
  );
  return (
    <Card bordered={false} title={plan.name} extra={actions}>
      <Descriptions
        column={2}
        data={[
          { label: '维保合同', value: <Link href={paths.maintenance.contract(plan.contract.id)}>{plan.contract.name}</Link> },
          { label: '客户', value: plan.customer.name },
          { label: '工单类型', value: plan.template?.name ?? '-' },
          { label: '频率', value: scheduleText({ ...plan, unit: plan.cycleUnit, every: plan.cycleEvery }) },
          { label: '计划期限', value: `${plan.startDate} 至 ${plan.endDate}` },
          { label: '提前生成', value: `${plan.aheadDays} 天` },
          { label: '即将执行', value: plan.upcoming.join('、') || '-', span: 2 },
          { label: '维保内容', value: plan.content || '-', span: 2 },
        ]}
      />
      <h3>维保产品</h3>
      <Table rowKey="id" columns={productColumns} data={plan.products} pagination={false} />
      <h3>备选产品</h3>
      <Table rowKey="id" columns={productColumns} data={plan.alternativeProducts} pagination={false} noDataElement="无备选产品" />
      <h3>维保任务</h3>
      <MaintenanceTaskTable planId={plan.id} taskHref={paths.maintenance.task} orderHref={paths.orders.detail} />
      {editing && contract && <MaintenancePlanDialog contract={contract} plan={plan} onClose={() => setEditing(false)} />}
    </Card>
  );
}

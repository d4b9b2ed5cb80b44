import { Card, Descriptions, Result, Spin, Table } from '@arco-design/web-react';
import { Link, useLocation, useParams } from 'wouter';
import { useTabName } from '@/app/shell/use-tab-name';
import { TaskStateTag } from '@/features/maintenance/components/maintenance-tags';
import { MaintenanceTaskActions } from '@/features/maintenance/components/task-actions';
import { useGetMaintenanceTaskQuery } from '@/features/maintenance/maintenance.api';
import { productColumns } from '@/features/maintenance/components/product-columns';
import { paths } from '@/app/paths';

const fmt = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-');

/** /maintenance/MaintenanceTasksDetail/{id}: one visit of a plan, its products, and its order. */
export default function MaintenanceTaskDetailPage() {
  const id = Number(useParams<{ id: string }>().id);
  const [, navigate] = useLocation();
  const { data: task, isLoading, isError } = useGetMaintenanceTaskQuery(id, { skip: !(id > 0) });
  useTabName(task ? `${task.plan.name} ${task.dueDate}` : undefined);
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (isError || !task) return <Result status="404" title="维保任务不存在" />;
  return (
    <Card bordered={false} title={`维保任务 ${task.dueDate}`} extra={<MaintenanceTaskActions task={task} onDeleted={() => navigate(paths.maintenance.plan(task.plan.id))} />}>
      <Descriptions
        column={2}
        data={[
          { label: '计划日期', value: task.dueDate },
          { label: '任务状态', value: <TaskStateTag task={task} /> },
          { label: '维保计划', value: <Link href={paths.maintenance.plan(task.plan.id)}>{task.plan.name}</Link> },
          { label: '维保合同', value: <Link href={paths.maintenance.contract(task.contract.id)}>{task.contract.name}</Link> },
          { label: '客户', value: task.customer.name },
          { label: '工单类型', value: task.template?.name ?? '-' },
          { label: '工单', value: task.order ? <Link href={paths.orders.detail(task.order.id)}>{task.order.orderNo}</Link> : '未生成' },
          { label: '完成时间', value: fmt(task.finishTime) },
          { label: '维保内容', value: task.content || '-', span: 2 },
        ]}
      />
      <h3>维保产品</h3>
      <Table rowKey="id" columns={productColumns} data={task.products} pagination={false} />
    </Card>
  );
}

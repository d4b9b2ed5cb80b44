import { Button, Card, Descriptions, Popconfirm, Result, Space, Spin, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Messages } from '@domain/common/messages';
import { PlanOp, type PlanOpValue } from '@domain/cycle-plans/cycle-plan.machine';
import { PlanState } from '@domain/cycle-plans/cycle-plans.constants';
import type { PlanRunRow } from '@domain/cycle-plans/cycle-plans.schemas';
import { useChangeCyclePlanStateMutation, useDeleteCyclePlansMutation, useGetCyclePlanQuery } from '@/features/cycle-plans/cycle-plans.api';
import { cycleText, PlanStateTag } from '@/features/cycle-plans/components/plan-tags';
import { useTabName } from '@/app/shell/use-tab-name';
import { toastResult } from '@/lib/toast-result';
import { PlanDialog } from './plan-dialog';
import { paths } from '@/app/paths';

const runColumns: TableColumnProps<PlanRunRow>[] = [
  { title: '执行日期', dataIndex: 'dueDate', width: 120 },
  { title: '客户', key: 'customer', render: (_: unknown, r) => r.customer?.name ?? '已删除客户' },
  {
    title: '工单',
    key: 'order',
    render: (_: unknown, r) => (r.orderId ? <Link href={paths.orders.detail(r.orderId)}>{r.orderNo}</Link> : <Tag color="red">{r.error ?? '未生成'}</Tag>),
  },
];

/** /cyclePlan/cyclePlanDetail/{id} and /allCustomer/cyclePlanDetail/{id}: the plan, its coming dates and the orders it made. */
export default function CyclePlanDetailPage() {
  const id = Number(useParams<{ id: string }>().id);
  const [, navigate] = useLocation();
  const { data: plan, isLoading, isError } = useGetCyclePlanQuery(id);
  useTabName(plan?.name);
  const [changeState] = useChangeCyclePlanStateMutation();
  const [remove] = useDeleteCyclePlansMutation();
  const [editing, setEditing] = useState(false);
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (isError || !plan) return <Result status="404" title="客户服务计划不存在" />;
  const can = (op: PlanOpValue) => plan.operations.includes(op);

  const handleDelete = async () => {
    if (await toastResult(remove([plan.id]).unwrap(), Messages.deleteOk)) navigate(paths.cyclePlans.list);
  };
  // The buttons are the operations the server allows the caller now (domain/cycle-plans/cycle-plan.machine).
  const actions = plan.operations.length > 0 && (
    <Space>
      {can(PlanOp.edit) && <Button onClick={() => setEditing(true)}>编辑</Button>}
      {can(PlanOp.pause) && <Button onClick={() => toastResult(changeState({ id: plan.id, state: PlanState.paused }).unwrap(), '已暂停')}>暂停</Button>}
      {can(PlanOp.resume) && <Button onClick={() => toastResult(changeState({ id: plan.id, state: PlanState.running }).unwrap(), '已启用')}>启用</Button>}
      {can(PlanOp.sendSms) && <Button onClick={() => navigate(paths.cyclePlans.sms(plan.id))}>短信营销</Button>}
      {can(PlanOp.delete) && (
        <Popconfirm title="删除计划？已生成的工单会保留。" onOk={handleDelete}>
          <Button status="danger">删除</Button>
        </Popconfirm>
      )}
    </Space>
  );

  return (
    <Card bordered={false} title={plan.name} extra={actions}>
      <Descriptions
        column={2}
        data={[
          { label: '状态', value: <PlanStateTag plan={plan} /> },
          { label: '工单类型', value: plan.template?.name ?? '-' },
          { label: '工单标题', value: plan.title },
          { label: '周期', value: cycleText(plan.cycleUnit, plan.cycleEvery) },
          { label: '开始日期', value: plan.startDate },
          { label: '结束日期', value: plan.endDate ?? '不结束' },
          { label: '下次执行', value: plan.nextDueDate ?? '-' },
          { label: '之后执行', value: plan.upcoming.slice(1).join('、') || '-' },
          { label: '提前提醒', value: plan.remindDays ? `${plan.remindDays} 天（${plan.remindUsers.map((u) => u.name).join('、') || plan.createdBy?.name}）` : '不提醒' },
          { label: '已生成工单', value: plan.generatedCount },
          { label: '客户', value: plan.customers.map((c) => c.name).join('、'), span: 2 },
          { label: '工单描述', value: plan.description || '-', span: 2 },
        ]}
      />
      <h3>生成记录</h3>
      <Table rowKey="id" columns={runColumns} data={plan.runs} pagination={false} noDataElement="还没有生成工单" />
      {editing && <PlanDialog plan={plan} onClose={() => setEditing(false)} />}
    </Card>
  );
}

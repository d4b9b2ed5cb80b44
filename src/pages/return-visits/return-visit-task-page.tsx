import { Button, Card, Space, Table, Tabs, Tag, type TableColumnProps } from '@arco-design/web-react';
import { Link, useLocation, useSearch } from 'wouter';
import { INTERVAL_UNIT_NAMES, VISIT_PLAN_WRITERS } from '@domain/return-visits/return-visits.constants';
import type { VisitPlanRow } from '@domain/return-visits/return-visits.schemas';
import type { RoleType } from '@domain/shell/roles';
import { VisitTaskTable } from '@/features/return-visits/components/visit-task-table';
import { useListVisitPlansQuery } from '@/features/return-visits/return-visits.api';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { paths } from '@/app/paths';

const planColumns: TableColumnProps<VisitPlanRow>[] = [
  { title: '计划名称', dataIndex: 'name' },
  { title: '工单类型', key: 'templates', render: (_: unknown, p) => p.templates.map((t) => t.name).join('、') || '全部类型' },
  { title: '回访时间', key: 'delay', render: (_: unknown, p) => `完成后 ${p.delayValue} ${INTERVAL_UNIT_NAMES[p.delayUnit]}` },
  { title: '回访人', key: 'assignees', render: (_: unknown, p) => p.assignees.map((u) => u.name).join('、') || '未指定' },
  { title: '问题数', key: 'questions', width: 80, render: (_: unknown, p) => p.questions.length },
  { title: '状态', dataIndex: 'enabled', width: 80, render: (on: boolean) => (on ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
];

/** /ReturnVisitTask 回访任务 (?targetId= the tasks of one order; ?tab=plans the return-visit plans). */
export default function ReturnVisitTaskPage() {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const targetId = Number(search.get('targetId')) || undefined;
  const { data: session } = useGetSessionUserQuery();
  const { data: plans = [], isFetching } = useListVisitPlansQuery();
  const writer = VISIT_PLAN_WRITERS.includes((session?.sysrole ?? 0) as RoleType);

  const columns: TableColumnProps<VisitPlanRow>[] = [
    ...planColumns,
    {
      title: '操作',
      key: 'op',
      width: 140,
      render: (_: unknown, p) => (
        <Space>
          {writer && <Link href={paths.returnVisits.editPlan(p.id)}>编辑</Link>}
          <Link href={paths.returnVisits.report(p.id)}>报表</Link>
        </Space>
      ),
    },
  ];

  return (
    <Card bordered={false} title="回访任务">
      <Tabs activeTab={search.get('tab') === 'plans' ? 'plans' : 'tasks'} onChange={(tab) => navigate(tab === 'plans' ? paths.returnVisits.plans : paths.returnVisits.tasks, { replace: true })}>
        <Tabs.TabPane key="tasks" title="回访任务">
          {/* The tasks of one order show whole, without saved search plans. */}
          <VisitTaskTable key={targetId ?? 0} targetId={targetId} planKey={targetId ? undefined : 'returnVisitTask'} actions={<Button onClick={() => navigate(paths.returnVisits.orders)}>待回访工单</Button>} />
        </Tabs.TabPane>
        <Tabs.TabPane key="plans" title="回访计划">
          {writer && (
            <Button type="primary" style={{ marginBottom: 12 }} onClick={() => navigate(paths.returnVisits.editPlan(0))}>
              新建回访计划
            </Button>
          )}
          <Table rowKey="id" loading={isFetching} columns={columns} data={plans} pagination={false} noDataElement="还没有回访计划" />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}

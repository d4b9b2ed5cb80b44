import { Card, Table } from '@arco-design/web-react';
import { Link } from 'wouter';
import { paths } from '@/app/paths';
import { TASK_KIND_NAMES, type TaskStateValue } from '@domain/projects/projects.constants';
import type { ProjectDetail, TaskView } from '@domain/projects/projects.schemas';
import { TaskActions } from './task-actions';
import { TaskStateTag } from './project-tags';

const columns = [
  { title: '任务', dataIndex: 'name', width: 160 },
  { title: '类型', dataIndex: 'kind', width: 100, render: (kind: TaskView['kind']) => TASK_KIND_NAMES[kind] },
  { title: '状态', dataIndex: 'state', width: 90, render: (state: TaskStateValue) => <TaskStateTag state={state} /> },
  { title: '负责人', width: 100, render: (_: unknown, t: TaskView) => t.person?.name ?? '-' },
  { title: '协办人', width: 140, render: (_: unknown, t: TaskView) => t.coordinators.map((c) => c.name).join('、') || '-' },
  { title: '说明', dataIndex: 'description', ellipsis: true },
  { title: '工单', width: 90, render: (_: unknown, t: TaskView) => (t.orderId ? <Link href={paths.orders.detail(t.orderId)}>查看工单</Link> : '-') },
  { title: '完成说明', dataIndex: 'note', ellipsis: true },
  { title: '操作', width: 220, render: (_: unknown, t: TaskView) => <TaskActions key={`${t.id}-${t.state}`} task={t} /> },
];

/** The project's processes in order, each with its tasks and what the caller may do to each. */
export function ProcessTasks({ project }: { project: ProjectDetail }) {
  return (
    <>
      {project.processes.map((process, index) => (
        <Card key={process.name + index} title={`${index + 1}. ${process.name}`} size="small" style={{ marginBottom: 12 }}>
          <Table aria-label={`流程 ${process.name}`} rowKey="id" columns={columns} data={process.tasks} pagination={false} border={false} />
        </Card>
      ))}
    </>
  );
}

import { Button, Card, Descriptions, Empty, Space, Spin, Table } from '@arco-design/web-react';
import { Link, useLocation, useParams } from 'wouter';
import type { ServiceTaskView } from '@domain/projects/projects.schemas';
import { paths } from '@/app/paths';
import { useTabName } from '@/app/shell/use-tab-name';
import { errorMessage } from '@/lib/errors';
import { PhaseTag, ProgressBar, TaskStateTag } from '@/features/projects/components/project-tags';
import { useGetServiceProjectQuery } from '@/features/projects/projects.api';

const COLUMNS = [
  { title: '服务任务', dataIndex: 'name' },
  { title: '流程', dataIndex: 'processName' },
  { title: '负责人', render: (_: unknown, t: ServiceTaskView) => t.person?.name ?? '未指派' },
  { title: '任务状态', render: (_: unknown, t: ServiceTaskView) => <TaskStateTag state={t.state} /> },
  {
    title: '服务工单',
    render: (_: unknown, t: ServiceTaskView) => (t.order ? <Link href={paths.orders.detail(t.order.id)}>{`${t.order.code}（${t.order.stateName}）`}</Link> : '未创建工单'),
  },
];

/** /serviceProject/Detail/{id} 服务详情 (permission 12001): the project's facts and its service work, each service-order task with its order. */
export default function ServiceProjectPage() {
  const { id } = useParams<{ id: string }>();
  const projectId = Number(id);
  const [, navigate] = useLocation();
  const { data: project, isLoading, error } = useGetServiceProjectQuery(projectId, { skip: !Number.isInteger(projectId) || projectId <= 0 });
  useTabName(project && `服务详情 ${project.name}`);
  if (isLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  if (!project) return <Empty description={error ? errorMessage(error) : '项目不存在'} />;

  return (
    <Card bordered={false} title={<Space>{project.name}<PhaseTag phase={project.phase} /></Space>} extra={<Button onClick={() => navigate(paths.projects.detail(project.id))}>项目详情</Button>}>
      <Descriptions
        column={3}
        data={[
          { label: '项目编号', value: project.projectNo },
          { label: '项目模板', value: project.templateName },
          { label: '进度', value: <div style={{ width: 200 }}><ProgressBar speed={project.progressSpeed} /></div> },
          { label: '开始时间', value: project.startDate ?? '-' },
          { label: '结束时间', value: project.endDate ?? '-' },
          { label: '任务描述', value: project.description || '-' },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Table rowKey="id" aria-label="服务任务" columns={COLUMNS} data={project.services} pagination={false} noDataElement={<Empty description="该项目没有服务工单任务" />} />
    </Card>
  );
}

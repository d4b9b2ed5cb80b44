import { Button, Popconfirm, Space, Table } from '@arco-design/web-react';
import { Link } from 'wouter';
import { Messages } from '@domain/common/messages';
import type { ProjectTemplateView } from '@domain/projects/projects.schemas';
import { toastResult } from '@/lib/toast-result';
import { useDeleteProjectTemplateMutation, useListProjectTemplatesQuery } from '../projects.api';

/** The enterprise's project templates, each opening its processes and tasks. */
export interface TemplateTableProps {
  editHref: (template: ProjectTemplateView) => string;
  personnelHref: (id: number) => string;
  formHref: (template: ProjectTemplateView) => string;
}

export function TemplateTable({ editHref, personnelHref, formHref }: TemplateTableProps) {
  const { data: templates = [], isFetching } = useListProjectTemplatesQuery();
  const [remove] = useDeleteProjectTemplateMutation();
  const columns = [
    { title: '模板名称', dataIndex: 'name', render: (name: string, t: ProjectTemplateView) => <Link href={editHref(t)}>{name}</Link> },
    { title: '流程', width: 260, render: (_: unknown, t: ProjectTemplateView) => t.processes.map((p) => p.name).join(' → ') },
    { title: '任务数', dataIndex: 'taskCount', width: 80 },
    { title: '创建审批', width: 90, render: (_: unknown, t: ProjectTemplateView) => (t.createApproval ? '需要' : '不需要') },
    { title: '完成审批', width: 90, render: (_: unknown, t: ProjectTemplateView) => (t.finishApproval ? '需要' : '不需要') },
    { title: '审批人', width: 160, render: (_: unknown, t: ProjectTemplateView) => t.approvers.map((a) => a.name).join('、') || '系统管理员' },
    {
      title: '操作',
      width: 230,
      render: (_: unknown, t: ProjectTemplateView) => (
        <Space>
          <Link href={formHref(t)} aria-label={`自定义表单 ${t.name}`}>
            自定义表单
          </Link>
          <Link href={personnelHref(t.id)} aria-label={`人员权限 ${t.name}`}>
            人员权限
          </Link>
          <Popconfirm title="确定删除该模板吗？已创建的项目不受影响。" onOk={() => toastResult(remove(t.id).unwrap(), Messages.deleteOk)}>
            <Button size="mini" status="danger">
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return <Table aria-label="项目模板" rowKey="id" loading={isFetching} columns={columns} data={templates} pagination={false} border={false} />;
}

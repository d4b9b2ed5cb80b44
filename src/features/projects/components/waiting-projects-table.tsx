import { Link } from 'wouter';
import { ProjectPhase, type ProjectPhaseValue } from '@domain/projects/projects.constants';
import type { ProjectRow } from '@domain/projects/projects.schemas';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { useCountWaitingProjectsQuery, useExamineProjectMutation, useListWaitingProjectsQuery } from '../projects.api';
import { DecisionButtons } from './decision-buttons';
import { PhaseTag, ProgressBar } from './project-tags';

const formatTime = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** 项目审批: the projects whose creation or finish waits for the caller, decided from the row or opened to examine. */
export function WaitingProjectsTable({ examineHref }: { examineHref: (id: number) => string }) {
  const { pageIndex, pageSize, tablePaging } = useFilterPaging(null);
  const { data: rows = [], isFetching } = useListWaitingProjectsQuery({ pageIndex, pageSize });
  const { data: total = 0 } = useCountWaitingProjectsQuery();
  const [examine] = useExamineProjectMutation();
  const columns: DataColumn<ProjectRow>[] = [
    { key: 'projectNo', title: '项目编号', dataIndex: 'projectNo', width: 150, render: (no: string, p) => <Link href={examineHref(p.id)}>{no}</Link> },
    { key: 'name', title: '项目名称', dataIndex: 'name', width: 200, ellipsis: true },
    { key: 'templateName', title: '项目模板', dataIndex: 'templateName', width: 140 },
    { key: 'phase', title: '审批类型', dataIndex: 'phase', width: 120, render: (phase: ProjectPhaseValue) => <PhaseTag phase={phase} /> },
    { key: 'progressSpeed', title: '进度', dataIndex: 'progressSpeed', width: 150, render: (speed: string) => <ProgressBar speed={speed} /> },
    { key: 'createUserName', title: '创建人', dataIndex: 'createUserName', width: 100 },
    { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 170, render: formatTime },
    {
      key: 'actions',
      title: '操作',
      width: 200,
      render: (_: unknown, p) => (
        <DecisionButtons
          size="mini"
          subject={p.name}
          approveText={p.phase === ProjectPhase.awaitingFinish ? '完成审批通过' : '审批通过'}
          decide={(decision) => examine({ id: p.id, ...decision }).unwrap()}
        />
      ),
    },
  ];
  return <DataTable aria-label="待我审批的项目" rowKey="id" loading={isFetching} columns={columns} data={rows} paging={tablePaging(total)} />;
}

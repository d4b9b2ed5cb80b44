import { Card, Grid, Result, Spin, Statistic, Table } from '@arco-design/web-react';
import { useSearch } from 'wouter';
import { VISIT_STATE_NAMES, VisitState } from '@domain/return-visits/return-visits.constants';
import { useGetVisitReportQuery } from '@/features/return-visits/return-visits.api';

/** /returnVisitReport?id=&visitType=: a plan's visits by state and by person, pass rate and average scores. */
export default function ReturnVisitReportPage() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  const { data: report, isLoading, isError } = useGetVisitReportQuery(id, { skip: !id });
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!id || isError || !report) return <Result status="404" title="回访计划不存在" />;
  const stats = [
    { title: '回访任务', value: report.total },
    { title: VISIT_STATE_NAMES[VisitState.pending], value: report.byState[VisitState.pending] },
    { title: VISIT_STATE_NAMES[VisitState.passed], value: report.byState[VisitState.passed] },
    { title: VISIT_STATE_NAMES[VisitState.failed], value: report.byState[VisitState.failed] },
  ];
  return (
    <Card bordered={false} title={`回访报表：${report.plan.name}`}>
      <Grid.Row gutter={16} style={{ marginBottom: 24 }}>
        {stats.map((s) => (
          <Grid.Col span={5} key={s.title}>
            <Statistic title={s.title} value={s.value} />
          </Grid.Col>
        ))}
        <Grid.Col span={4}>
          <Statistic title="通过率" value={report.passRate === null ? '-' : `${Math.round(report.passRate * 1000) / 10}%`} />
        </Grid.Col>
      </Grid.Row>
      <Table
        rowKey="title"
        style={{ marginBottom: 24 }}
        pagination={false}
        data={report.scores}
        columns={[
          { title: '评分问题', dataIndex: 'title' },
          { title: '平均分', dataIndex: 'average', render: (a: number | null) => a ?? '-' },
          { title: '作答数', dataIndex: 'answered' },
        ]}
        noDataElement="计划没有评分问题"
      />
      <Table
        rowKey={(r) => String(r.assignee?.id ?? 0)}
        pagination={false}
        data={report.byAssignee}
        columns={[
          { title: '回访人', key: 'assignee', render: (_: unknown, r) => r.assignee?.name ?? '未分配' },
          { title: VISIT_STATE_NAMES[VisitState.pending], dataIndex: 'pending' },
          { title: VISIT_STATE_NAMES[VisitState.passed], dataIndex: 'passed' },
          { title: VISIT_STATE_NAMES[VisitState.failed], dataIndex: 'failed' },
        ]}
      />
    </Card>
  );
}

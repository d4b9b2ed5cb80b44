import { Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ACTION_KIND_NAMES, MOMENT_NAMES, RUN_OUTCOME_NAMES, RunOutcome, type MomentValue, type RunOutcomeValue } from '@domain/triggers/triggers.constants';
import type { PreviewRow, TriggerRunRow } from '@domain/triggers/triggers.schemas';
import { useListTriggerRunsQuery, usePreviewTriggerQuery } from '../triggers.api';

const OUTCOME_COLORS: Record<RunOutcomeValue, string> = { 1: 'green', 2: 'red', 3: 'gray' };

/** A trigger's runs, newest first: the record, the moment, the outcome and what each action did. */
export function TriggerRuns({ triggerId, recordName, recordHref }: { triggerId: number; recordName: string; recordHref: (id: number) => string }) {
  const [pageIndex, setPageIndex] = useState(0);
  // Runs come from background jobs: the list refreshes while it is open.
  const { data = { rows: [], total: 0 }, isFetching } = useListTriggerRunsQuery({ triggerId, pageIndex, pageSize: 20 }, { pollingInterval: 3000 });
  const columns: TableColumnProps<TriggerRunRow>[] = [
    { title: '运行时间', dataIndex: 'createdAt', width: 170, render: (at: string) => new Date(at).toLocaleString('zh-CN') },
    { title: recordName, dataIndex: 'recordNo', width: 170, render: (no: string, r) => <Link href={recordHref(r.recordId)}>{no || `#${r.recordId}`}</Link> },
    { title: '时机', dataIndex: 'moment', width: 80, render: (m: MomentValue) => MOMENT_NAMES[m] },
    { title: '层级', dataIndex: 'depth', width: 60 },
    {
      title: '结果',
      dataIndex: 'outcome',
      width: 80,
      render: (o: RunOutcomeValue) => <Tag color={OUTCOME_COLORS[o] ?? 'gray'}>{RUN_OUTCOME_NAMES[o] ?? '运行中'}</Tag>,
    },
    {
      title: '动作',
      key: 'steps',
      render: (_: unknown, r) =>
        r.steps.length === 0 && r.outcome === RunOutcome.done
          ? '无动作'
          : r.steps.map((s, i) => (
              <div key={i}>
                {s.ok ? '✓' : '✗'} {ACTION_KIND_NAMES[s.kind]}：{s.message}
              </div>
            )),
    },
  ];
  return (
    <Table
      rowKey="id"
      aria-label="运行记录"
      loading={isFetching}
      columns={columns}
      data={data.rows}
      pagination={{ current: pageIndex + 1, pageSize: 20, total: data.total, onChange: (page) => setPageIndex(page - 1) }}
      noDataElement="尚无运行记录"
    />
  );
}

/** The recent orders (or events) of the match range that meet the conditions now. */
export function TriggerPreview({ triggerId, recordName, recordHref }: { triggerId: number; recordName: string; recordHref: (id: number) => string }) {
  const { data = [], isFetching } = usePreviewTriggerQuery(triggerId);
  const columns: TableColumnProps<PreviewRow>[] = [
    { title: `${recordName}编号`, dataIndex: 'orderNo', width: 180, render: (no: string, r) => <Link href={recordHref(r.id)}>{no}</Link> },
    { title: `${recordName}标题`, dataIndex: 'title' },
    { title: '创建时间', dataIndex: 'createdAt', width: 170, render: (at: string) => new Date(at).toLocaleString('zh-CN') },
  ];
  return <Table rowKey="id" loading={isFetching} columns={columns} data={data} pagination={false} noDataElement={`最近50条${recordName}中没有符合的`} />;
}

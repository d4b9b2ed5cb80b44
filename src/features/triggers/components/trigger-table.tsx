import { Button, Select, Switch, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { MOMENT_NAMES, MOMENTS, RECORD_KIND_NAMES, type MomentValue } from '@domain/triggers/triggers.constants';
import type { TriggerRow } from '@domain/triggers/triggers.schemas';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { toastResult } from '@/lib/toast-result';
import { useCopyTriggerMutation, useCountTriggersQuery, useDeleteTriggersMutation, useListTriggersQuery, useSetTriggerEnabledMutation } from '../triggers.api';
import { RowActions } from '@/components/row-actions/row-actions';

export interface TriggerTableProps {
  detailHref: (id: number) => string;
  writer: boolean;
  actions?: ReactNode;
}

/** Triggers by name and moment, with enable/disable, copy and delete for administrators. */
export function TriggerTable({ detailHref, writer, actions }: TriggerTableProps) {
  const [filters, setFilters] = useState<{ name?: string; moment?: MomentValue }>({});
  const { pageIndex, pageSize, pagination } = useFilterPaging(filters);
  const { data: rows = [], isFetching } = useListTriggersQuery({ ...filters, pageIndex, pageSize });
  const { data: total = 0 } = useCountTriggersQuery(filters);
  const [setEnabled] = useSetTriggerEnabledMutation();
  const [copy] = useCopyTriggerMutation();
  const [remove] = useDeleteTriggersMutation();
  const columns: TableColumnProps<TriggerRow>[] = [
    { title: '触发器名称', dataIndex: 'name', render: (name: string, r) => <Link href={detailHref(r.id)}>{name}</Link> },
    { title: '触发对象', dataIndex: 'recordKind', width: 90, render: (k: TriggerRow['recordKind']) => RECORD_KIND_NAMES[k] },
    { title: '触发时机', dataIndex: 'moment', width: 100, render: (m: MomentValue) => <Tag>{MOMENT_NAMES[m]}</Tag> },
    { title: '运行次数', dataIndex: 'runCount', width: 90 },
    { title: '最近运行', dataIndex: 'lastRunAt', width: 170, render: (at: string | null) => (at ? new Date(at).toLocaleString('zh-CN') : '—') },
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 80,
      render: (enabled: boolean, r) => (
        <Switch aria-label={`启用 ${r.name}`} checked={enabled} disabled={!writer} onChange={(on) => toastResult(setEnabled({ id: r.id, enabled: on }).unwrap(), on ? '已启用' : '已停用')} />
      ),
    },
    ...(writer
      ? [
          {
            title: '操作',
            key: 'ops',
            width: 140,
            render: (_: unknown, r: TriggerRow) => (
              <RowActions confirm={`删除触发器「${r.name}」及其运行记录？`} onDelete={() => toastResult(remove([r.id]).unwrap(), '已删除')}>
                <Button type="text" size="small" onClick={() => toastResult(copy(r.id).unwrap(), '已复制')}>
                  复制
                </Button>
              </RowActions>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <ListToolbar
        filters={
          <>
            <KeywordSearch placeholder="搜索触发器名称" value={filters.name ?? ''} onSearch={(name) => setFilters((f) => ({ ...f, name: name || undefined }))} />
            <Select
              allowClear
              aria-label="触发时机"
              placeholder="触发时机"
              style={{ width: 120 }}
              value={filters.moment}
              onChange={(moment) => setFilters((f) => ({ ...f, moment }))}
              options={MOMENTS.map((m) => ({ value: m, label: MOMENT_NAMES[m] }))}
            />
          </>
        }
        actions={actions}
      />
      <Table rowKey="id" loading={isFetching} columns={columns} data={rows} pagination={pagination(total)} />
    </>
  );
}

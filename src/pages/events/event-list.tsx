import { Button, Card, Message, Modal, Space } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { EventRow, EventScopeValue } from '@domain/events/events.schemas';
import { DataTable, type DataColumn, type RowKey } from '@/components/data-table/data-table';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { FilterPanel, type FilterValues } from '@/components/filter-panel/filter-panel';
import { EVENT_COLUMNS } from '@/features/events/components/event-columns';
import { useCountEventsQuery, useDeleteEventsMutation, useExportEventsMutation, useListEventsQuery } from '@/features/events/events.api';
import { useSearchPlanFilters } from '@/components/search-plans/use-search-plan-filters';
import { errorMessage } from '@/lib/errors';
import { toastResult } from '@/lib/toast-result';
import { eventQueryOf, useEventFilterFields } from './use-event-filter-fields';
import { paths } from '@/app/paths';

export interface EventListProps {
  title: string;
  scope: EventScopeValue;
  /** Extra column with the row's action (认领, 指派 …). */
  action?: (row: EventRow) => ReactNode;
  /** Selection with batch delete and export. */
  manage?: boolean;
  /** Filters the list opens with instead of the user's default search plan. */
  initialFilters?: FilterValues;
  toolbar?: ReactNode;
}

/** One event list: the full filter panel, the table, paging from 0, and for managing lists delete and export. */
export function EventList({ title, scope, action, manage = false, initialFilters, toolbar }: EventListProps) {
  const fields = useEventFilterFields();
  // Each list (全部, 我的, 待分派, 待认领) keeps its own saved search plans.
  const { filters, setFilters, planMenu } = useSearchPlanFilters<FilterValues>(`event-${scope}`, {}, initialFilters);
  const { pageIndex, pageSize, tablePaging } = useFilterPaging(filters);
  const [selected, setSelected] = useState<RowKey[]>([]);
  const query = { ...eventQueryOf(filters), scope };
  const { data: rows = [], isFetching } = useListEventsQuery({ ...query, pageIndex, pageSize });
  const { data: total = 0 } = useCountEventsQuery(query);
  const [remove] = useDeleteEventsMutation();
  const [exportEvents] = useExportEventsMutation();

  const columns: DataColumn<EventRow>[] = action ? [...EVENT_COLUMNS, { key: 'action', title: '操作', width: 120, fixed: 'right', render: (_: unknown, r: EventRow) => action(r) }] : EVENT_COLUMNS;

  const handleDelete = () => {
    if (selected.length === 0) return Message.warning('请选择需要删除的行');
    Modal.confirm({
      title: `确定删除选中的${selected.length}个事件吗？`,
      onOk: async () => {
        try {
          const res = await remove(selected.map(Number)).unwrap();
          const refused = res.data?.refused ?? [];
          if (refused.length) Modal.warning({ title: res.message ?? '', content: refused.map((r) => <div key={r.id}>{r.reason}</div>) });
          else Message.success(res.message ?? '删除成功');
          setSelected([]);
        } catch (error) {
          Message.error(errorMessage(error));
        }
      },
    });
  };

  return (
    <Card title={title}>
      <FilterPanel fields={fields} value={filters} onSearch={setFilters} plans={planMenu} />
      <Space style={{ marginBottom: 12 }}>
        {toolbar}
        {manage && (
          <>
            <Button status="danger" onClick={handleDelete}>
              删除
            </Button>
            <Button onClick={() => (total === 0 ? Message.warning('导出数据不能为空') : void toastResult(exportEvents(query).unwrap(), '已加入下载中心'))}>导出</Button>
          </>
        )}
      </Space>
      <DataTable
        aria-label={title}
        rowKey="id"
        columns={columns}
        data={rows}
        loading={isFetching}
        paging={tablePaging(total)}
        selection={manage ? { selected, onChange: setSelected } : undefined}
        noDataText="暂无事件"
      />
    </Card>
  );
}

/** A list whose readers manage events (全部事件, 我的事件): delete, export and 新建事件. */
export function ManagedEventList({ title, scope, initialFilters }: Pick<EventListProps, 'title' | 'scope' | 'initialFilters'>) {
  const [, navigate] = useLocation();
  return (
    <EventList
      title={title}
      scope={scope}
      manage
      initialFilters={initialFilters}
      toolbar={
        <Button type="primary" onClick={() => navigate(paths.events.newEvent)}>
          新建事件
        </Button>
      }
    />
  );
}

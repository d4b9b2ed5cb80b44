import { Button, Space, Table, Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { toastResult } from '@/lib/toast-result';
import { useCountRecycledRemindersQuery, useCountRecyclingRemindersQuery, useIgnoreRecycledMutation, useListRecycledRemindersQuery, useListRecyclingRemindersQuery } from '../old-parts.api';
import { recycleColumns } from './recycle-form-table';

function Recycling() {
  const { pageIndex, pageSize, pagination } = useFilterPaging('recycling');
  const { data, isFetching } = useListRecyclingRemindersQuery({ pageIndex, pageSize });
  return <Table rowKey="id" loading={isFetching} columns={recycleColumns} data={data?.list ?? []} pagination={pagination(data?.total ?? 0)} noDataElement="没有待回收的旧件" />;
}

function Recycled() {
  const { pageIndex, pageSize, pagination } = useFilterPaging('recycled');
  const { data, isFetching } = useListRecycledRemindersQuery({ pageIndex, pageSize });
  const [ignore, { isLoading }] = useIgnoreRecycledMutation();
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button disabled={chosen.length === 0} loading={isLoading} onClick={() => toastResult(ignore(chosen).unwrap(), '已忽略').then((ok) => ok && setChosen([]))}>
        批量忽略（{chosen.length}）
      </Button>
      <Table
        rowKey="id"
        loading={isFetching}
        columns={recycleColumns}
        data={data?.list ?? []}
        pagination={pagination(data?.total ?? 0)}
        rowSelection={{ type: 'checkbox', selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)) }}
        noDataElement="没有新的已回收提醒"
      />
    </Space>
  );
}

/** 回收提醒: parts still to recycle (a keeper's: everyone's, staff: their own), and the user's parts a warehouse received until ignored. */
export function RecycleReminders() {
  const { data: waiting = 0 } = useCountRecyclingRemindersQuery();
  const { data: received = 0 } = useCountRecycledRemindersQuery();
  return (
    <Tabs type="text" defaultActiveTab="recycling" lazyload>
      <Tabs.TabPane key="recycling" title={`待回收（${waiting}）`}>
        <Recycling />
      </Tabs.TabPane>
      <Tabs.TabPane key="recycled" title={`已回收（${received}）`}>
        <Recycled />
      </Tabs.TabPane>
    </Tabs>
  );
}

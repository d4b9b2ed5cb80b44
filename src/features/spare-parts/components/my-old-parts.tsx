import { Button, Input, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconMinus, IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import type { PersonalOldStockRow } from '@domain/spare-parts/personal-old-parts';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { RowActions } from '@/components/row-actions/row-actions';
import { toastResult } from '@/lib/toast-result';
import { useDeleteMyOldPartsMutation, useListMyOldPartsQuery } from '../old-parts.api';
import { MyOldPartsDialog } from './my-old-parts-dialog';
import { MyOldPartLog } from './old-log-table';

/** 我的旧件: the old parts the user took out and has not returned; register more, return them to a warehouse, or delete them. */
export function MyOldParts() {
  const [keyword, setKeyword] = useState('');
  const { pageIndex, pageSize, pagination } = useFilterPaging(keyword);
  const { data, isFetching } = useListMyOldPartsQuery({ pageIndex, pageSize, keyword: keyword || undefined });
  const [remove] = useDeleteMyOldPartsMutation();
  const [dialog, setDialog] = useState<'save' | 'return' | null>(null);

  const columns: TableColumnProps<PersonalOldStockRow>[] = [
    { title: '旧件', dataIndex: 'partName' },
    { title: '编号', dataIndex: 'partCode', width: 120 },
    { title: '数量', key: 'q', width: 120, render: (_: unknown, r) => `${r.qty}${r.unit}` },
    {
      title: '操作',
      key: 'a',
      width: 100,
      render: (_: unknown, r) => (
        <RowActions name={r.partName} noun="旧件" onDelete={() => toastResult(remove([r.partId]).unwrap(), '已删除')} />
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Input.Search aria-label="搜索我的旧件" placeholder="旧件名称或编号" style={{ width: 240 }} allowClear onSearch={setKeyword} />
        <Button onClick={() => setDialog('save')}>登记旧件</Button>
        <Button type="primary" onClick={() => setDialog('return')}>
          退还旧件
        </Button>
      </Space>
      <Table
        rowKey="partId"
        loading={isFetching}
        columns={columns}
        data={data?.list ?? []}
        pagination={pagination(data?.total ?? 0)}
        noDataElement="手上没有待退还的旧件"
        expandedRowRender={(r) => <MyOldPartLog partId={r.partId} />}
        // Arco's own expand button has no name; this one says what it opens.
        expandProps={{
          icon: ({ expanded }) => (
            <button type="button" aria-label={expanded ? '收起记录' : '展开记录'}>
              {expanded ? <IconMinus /> : <IconPlus />}
            </button>
          ),
        }}
      />
      {dialog && <MyOldPartsDialog mode={dialog} onClose={() => setDialog(null)} />}
    </Space>
  );
}

import { Button, Select, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import type { MallGoodsRow } from '@domain/mall/mall.schemas';
import { KeywordSearch } from '@/components/data-table/keyword-search';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { useFilterPaging } from '@/components/data-table/use-filter-paging';
import { toastResult } from '@/lib/toast-result';
import { useListMallCategoriesQuery, useListMallGoodsQuery, useShelveMallGoodsMutation } from '../mall.api';

export interface GoodsTableProps {
  /** Managers edit and shelve; others read. */
  manager: boolean;
  onEdit: (goods: MallGoodsRow) => void;
  actions?: ReactNode;
}

/** The goods, by category and keyword, with 上架/下架. */
export function GoodsTable({ manager, onEdit, actions }: GoodsTableProps) {
  const [filter, setFilter] = useState<{ keyword: string; categoryId?: number }>({ keyword: '' });
  const { pageIndex, pageSize, pagination } = useFilterPaging(filter);
  const { data, isFetching } = useListMallGoodsQuery({ ...filter, pageIndex, pageSize });
  const { data: categories = [] } = useListMallCategoriesQuery();
  const [shelve] = useShelveMallGoodsMutation();
  const columns: TableColumnProps<MallGoodsRow>[] = [
    { title: '商品名称', dataIndex: 'name' },
    { title: '分类', dataIndex: 'categoryName' },
    { title: '价格（元）', dataIndex: 'price', width: 110 },
    { title: '库存', dataIndex: 'stock', width: 80 },
    { title: '规格', dataIndex: 'specOptions', render: (s: string[]) => s.join('、') || '-' },
    { title: '图片', dataIndex: 'images', width: 80, render: (images: string[]) => `${images.length} 张` },
    { title: '关联备件', render: (_: unknown, g) => (g.sparePart ? `${g.sparePart.name}（${g.warehouse?.name ?? ''}）` : '-') },
    { title: '状态', dataIndex: 'onShelf', width: 90, render: (on: boolean) => <Tag color={on ? 'green' : 'gray'}>{on ? '已上架' : '已下架'}</Tag> },
    ...(manager
      ? [
          {
            title: '操作',
            width: 150,
            render: (_: unknown, g: MallGoodsRow) => (
              <Space>
                <Button type="text" onClick={() => onEdit(g)}>
                  编辑
                </Button>
                <Button type="text" onClick={() => toastResult(shelve({ id: g.id, onShelf: !g.onShelf }).unwrap(), '保存成功')}>
                  {g.onShelf ? '下架' : '上架'}
                </Button>
              </Space>
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
            <KeywordSearch placeholder="搜索商品名称" value={filter.keyword} onSearch={(keyword) => setFilter((f) => ({ ...f, keyword }))} />
            <Select
              allowClear
              aria-label="商品分类"
              placeholder="分类"
              style={{ width: 160 }}
              value={filter.categoryId}
              onChange={(categoryId?: number) => setFilter((f) => ({ ...f, categoryId }))}
              options={categories.map((c) => ({ value: c.id, label: c.name }))}
            />
          </>
        }
        actions={actions}
      />
      <Table rowKey="id" loading={isFetching} columns={columns} data={data?.list ?? []} pagination={pagination(data?.total ?? 0)} />
    </>
  );
}

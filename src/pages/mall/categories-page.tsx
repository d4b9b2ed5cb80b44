import { Button, Card, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { MALL_MANAGERS } from '@domain/mall/mall.constants';
import type { MallCategoryRow } from '@domain/mall/mall.schemas';
import type { RoleType } from '@domain/shell/roles';
import { paths } from '@/app/paths';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { CategoryDialog } from '@/features/mall/components/category-dialog';
import { useListMallCategoriesQuery } from '@/features/mall/mall.api';

/** /categories: the first-level goods categories; /categories/{id}: the second level under one of them. */
export default function CategoriesPage() {
  const params = useParams<{ id?: string }>();
  const parentId = params.id ? Number(params.id) : null;
  const { data: user } = useGetSessionUserQuery();
  const manager = MALL_MANAGERS.includes(user?.sysrole as RoleType);
  const { data: all = [], isFetching } = useListMallCategoriesQuery();
  const [editing, setEditing] = useState<MallCategoryRow | null | 'new'>(null);
  const parent = all.find((c) => c.id === parentId);
  const rows = all.filter((c) => c.parentId === parentId);
  const columns: TableColumnProps<MallCategoryRow>[] = [
    { title: '分类名称', dataIndex: 'name', render: (name: string, c) => (parentId === null ? <Link href={paths.mall.subCategories(c.id)}>{name}</Link> : name) },
    { title: '排序', dataIndex: 'sort', width: 100 },
    { title: '商品数', dataIndex: 'goodsCount', width: 100 },
    ...(manager ? [{ title: '操作', width: 100, render: (_: unknown, c: MallCategoryRow) => <Button type="text" onClick={() => setEditing(c)}>编辑</Button> }] : []),
  ];
  return (
    <Card
      bordered={false}
      title={parentId === null ? '商品分类' : `${parent?.name ?? ''} › 二级分类`}
      extra={
        <>
          {parentId !== null && <Link href={paths.mall.categories}>返回一级分类</Link>}
          {manager && (
            <Button type="primary" style={{ marginLeft: 12 }} onClick={() => setEditing('new')}>
              {parentId === null ? '新增分类' : '新增二级分类'}
            </Button>
          )}
        </>
      }
    >
      <Table rowKey="id" loading={isFetching} columns={columns} data={rows} pagination={false} />
      {editing && <CategoryDialog category={editing === 'new' ? null : editing} parentId={parentId} onClose={() => setEditing(null)} />}
    </Card>
  );
}

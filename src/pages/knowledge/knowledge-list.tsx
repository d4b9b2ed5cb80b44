import { Button, Card, Input, Popconfirm, Space, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { KNOWLEDGE_WRITERS, type CategoryKindValue } from '@domain/knowledge/knowledge.constants';
import type { RoleType } from '@domain/shell/roles';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { KnowledgeCategoryTree } from '@/features/knowledge/components/category-tree';
import { SearchHits } from '@/features/knowledge/components/search-hits';
import { useSearchKnowledgeQuery } from '@/features/knowledge/knowledge.api';

/** Whether the signed-in person writes the knowledge base. */
export function useKnowledgeWriter(): boolean {
  const { data: session } = useGetSessionUserQuery();
  return KNOWLEDGE_WRITERS.includes((session?.sysrole ?? 0) as RoleType);
}

/**
 * The FAQ's and the documents' list screen: the category tree (?id= the category), a full-text search
 * box whose answers replace the list while a query stands, and the list itself.
 */
export function KnowledgeListLayout({ kind, base, list }: { kind: CategoryKindValue; base: (categoryId?: number) => string; list: (categoryId: number | undefined) => ReactNode }) {
  const params = new URLSearchParams(useSearch());
  const categoryId = Number(params.get('id')) || undefined;
  const [, navigate] = useLocation();
  const writer = useKnowledgeWriter();
  const [query, setQuery] = useState('');
  const { data: hits = [], isFetching } = useSearchKnowledgeQuery({ q: query, kind }, { skip: query === '' });
  return (
    <div className="kb-layout">
      <KnowledgeCategoryTree kind={kind} selected={categoryId} onSelect={(id) => navigate(base(id), { replace: true })} writer={writer} />
      <div className="kb-main">
        <Input.Search
          aria-label="搜索知识库"
          placeholder="输入关键词搜索，如：空调 制冷"
          searchButton="搜索"
          allowClear
          loading={isFetching}
          maxLength={50}
          style={{ marginBottom: 12, maxWidth: 420 }}
          onSearch={(v) => setQuery(v.trim())}
          onClear={() => setQuery('')}
        />
        {query ? <SearchHits hits={hits} /> : list(categoryId)}
      </div>
    </div>
  );
}

const PAGE_SIZE = 20;

type ListArgs = { categoryId?: number; pageIndex: number; pageSize: number };

/** A page of a category's articles (with its sub-categories), paged by the count. */
export function PagedKnowledgeTable<T extends { id: number }>({
  categoryId,
  columns,
  useList,
  useCount,
}: {
  categoryId?: number;
  columns: TableColumnProps<T>[];
  useList: (args: ListArgs) => { data?: T[]; isFetching: boolean };
  useCount: (args: { categoryId?: number }) => { data?: number };
}) {
  const [page, setPage] = useState(1);
  const filter = categoryId ? { categoryId } : {};
  const { data = [], isFetching } = useList({ ...filter, pageIndex: page - 1, pageSize: PAGE_SIZE });
  const { data: total = 0 } = useCount(filter);
  return <Table rowKey="id" columns={columns} data={data} loading={isFetching} pagination={{ current: page, pageSize: PAGE_SIZE, total, onChange: setPage }} />;
}

/** A list screen of the knowledge base: its title, 新增 for writers (a dialog opened on the current category), the tree, search and list. */
export function KnowledgeListPage({
  kind,
  title,
  addLabel,
  base,
  list,
  dialog,
}: {
  kind: CategoryKindValue;
  title: string;
  addLabel: string;
  base: (categoryId?: number) => string;
  list: (categoryId: number | undefined) => ReactNode;
  dialog: (props: { visible: boolean; categoryId?: number; onClose: () => void }) => ReactNode;
}) {
  const categoryId = Number(new URLSearchParams(useSearch()).get('id')) || undefined;
  const writer = useKnowledgeWriter();
  const [adding, setAdding] = useState(false);
  return (
    <Card
      bordered={false}
      title={title}
      extra={
        writer && (
          <Button type="primary" onClick={() => setAdding(true)}>
            {addLabel}
          </Button>
        )
      }
    >
      <KnowledgeListLayout kind={kind} base={base} list={list} />
      {dialog({ visible: adding, categoryId, onClose: () => setAdding(false) })}
    </Card>
  );
}

/** 编辑 and 删除 (after a confirmation) on a detail screen, for writers only. */
export function WriterActions({ confirm, onEdit, onDelete }: { confirm: string; onEdit: () => void; onDelete: () => Promise<void> }) {
  const writer = useKnowledgeWriter();
  if (!writer) return null;
  return (
    <Space>
      <Button onClick={onEdit}>编辑</Button>
      <Popconfirm title={confirm} onOk={onDelete}>
        <Button status="danger">删除</Button>
      </Popconfirm>
    </Space>
  );
}

import { Button, Card, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { CategoryKind, VISIBILITY_NAMES } from '@domain/knowledge/knowledge.constants';
import type { DocumentRow } from '@domain/knowledge/knowledge.schemas';
import { paths } from '@/app/paths';
import { useCountDocumentsQuery, useListDocumentsQuery } from '@/features/knowledge/knowledge.api';
import { DocumentDialog } from './doc-dialog';
import { KnowledgeListLayout, useKnowledgeWriter } from './knowledge-list';

const fmt = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });
const PAGE_SIZE = 20;

const columns: TableColumnProps<DocumentRow>[] = [
  { title: '文档名称', dataIndex: 'title', render: (_, r) => <Link href={paths.knowledge.documentDetail(r.id)}>{r.title}</Link> },
  { title: '分类', dataIndex: 'category', width: 120, render: (_, r) => r.category.name },
  { title: '当前版本', dataIndex: 'version', width: 90, render: (_, r) => (r.version > 0 ? `V${r.version}` : '-') },
  { title: '附件', dataIndex: 'fileName', width: 180, ellipsis: true, render: (_, r) => r.fileName || '-' },
  { title: '可见范围', dataIndex: 'visibility', width: 140, render: (_, r) => VISIBILITY_NAMES[r.visibility] },
  { title: '浏览', dataIndex: 'viewCount', width: 70 },
  { title: '更新时间', dataIndex: 'updateTime', width: 170, render: (_, r) => fmt(r.updateTime) },
];

function DocumentTable({ categoryId }: { categoryId?: number }) {
  const [page, setPage] = useState(1);
  const filter = categoryId ? { categoryId } : {};
  const { data = [], isFetching } = useListDocumentsQuery({ ...filter, pageIndex: page - 1, pageSize: PAGE_SIZE });
  const { data: total = 0 } = useCountDocumentsQuery(filter);
  return <Table rowKey="id" columns={columns} data={data} loading={isFetching} pagination={{ current: page, pageSize: PAGE_SIZE, total, onChange: setPage }} />;
}

/** /DOCManage (?id= a category): documents by category, searched in Chinese full text. */
export default function DocManagePage() {
  const categoryId = Number(new URLSearchParams(useSearch()).get('id')) || undefined;
  const writer = useKnowledgeWriter();
  const [adding, setAdding] = useState(false);
  return (
    <Card
      bordered={false}
      title="文档管理"
      extra={
        writer && (
          <Button type="primary" onClick={() => setAdding(true)}>
            新增文档
          </Button>
        )
      }
    >
      <KnowledgeListLayout
        kind={CategoryKind.document}
        base={(id) => (id ? `${paths.knowledge.documents}?id=${id}` : paths.knowledge.documents)}
        list={(id) => <DocumentTable key={id ?? 0} categoryId={id} />}
      />
      <DocumentDialog visible={adding} categoryId={categoryId} onClose={() => setAdding(false)} />
    </Card>
  );
}

import { Button, Card, Table, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { CategoryKind, VISIBILITY_NAMES } from '@domain/knowledge/knowledge.constants';
import type { FaqRow } from '@domain/knowledge/knowledge.schemas';
import { paths } from '@/app/paths';
import { useCountFaqsQuery, useListFaqsQuery } from '@/features/knowledge/knowledge.api';
import { FaqDialog } from './faq-dialog';
import { KnowledgeListLayout, useKnowledgeWriter } from './knowledge-list';

const fmt = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });
const PAGE_SIZE = 20;

const columns: TableColumnProps<FaqRow>[] = [
  { title: '问题', dataIndex: 'question', render: (_, r) => <Link href={paths.knowledge.faqDetail(r.id)}>{r.question}</Link> },
  { title: '分类', dataIndex: 'category', width: 120, render: (_, r) => r.category.name },
  { title: '可见范围', dataIndex: 'visibility', width: 140, render: (_, r) => VISIBILITY_NAMES[r.visibility] },
  { title: '浏览', dataIndex: 'viewCount', width: 70 },
  { title: '有用 / 没用', dataIndex: 'helpfulCount', width: 100, render: (_, r) => `${r.helpfulCount} / ${r.unhelpfulCount}` },
  { title: '更新时间', dataIndex: 'updateTime', width: 170, render: (_, r) => fmt(r.updateTime) },
];

function FaqTable({ categoryId }: { categoryId?: number }) {
  const [page, setPage] = useState(1);
  const filter = categoryId ? { categoryId } : {};
  const { data = [], isFetching } = useListFaqsQuery({ ...filter, pageIndex: page - 1, pageSize: PAGE_SIZE });
  const { data: total = 0 } = useCountFaqsQuery(filter);
  return <Table rowKey="id" columns={columns} data={data} loading={isFetching} pagination={{ current: page, pageSize: PAGE_SIZE, total, onChange: setPage }} />;
}

/** /FAQManage (?id= a category): the FAQ by category, searched in Chinese full text. */
export default function FaqManagePage() {
  const categoryId = Number(new URLSearchParams(useSearch()).get('id')) || undefined;
  const writer = useKnowledgeWriter();
  const [adding, setAdding] = useState(false);
  return (
    <Card
      bordered={false}
      title="常见问题"
      extra={
        writer && (
          <Button type="primary" onClick={() => setAdding(true)}>
            新增问题
          </Button>
        )
      }
    >
      <KnowledgeListLayout kind={CategoryKind.faq} base={paths.knowledge.faq} list={(id) => <FaqTable key={id ?? 0} categoryId={id} />} />
      <FaqDialog visible={adding} categoryId={categoryId} onClose={() => setAdding(false)} />
    </Card>
  );
}

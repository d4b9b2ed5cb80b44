import type { TableColumnProps } from '@arco-design/web-react';
import { Link } from 'wouter';
import { CategoryKind, VISIBILITY_NAMES } from '@domain/knowledge/knowledge.constants';
import type { FaqRow } from '@domain/knowledge/knowledge.schemas';
import { paths } from '@/app/paths';
import { useCountFaqsQuery, useListFaqsQuery } from '@/features/knowledge/knowledge.api';
import { FaqDialog } from './faq-dialog';
import { KnowledgeListPage, PagedKnowledgeTable } from './knowledge-list';

const fmt = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

const columns: TableColumnProps<FaqRow>[] = [
  { title: '问题', dataIndex: 'question', render: (_, r) => <Link href={paths.knowledge.faqDetail(r.id)}>{r.question}</Link> },
  { title: '分类', dataIndex: 'category', width: 120, render: (_, r) => r.category.name },
  { title: '可见范围', dataIndex: 'visibility', width: 140, render: (_, r) => VISIBILITY_NAMES[r.visibility] },
  { title: '浏览', dataIndex: 'viewCount', width: 70 },
  { title: '有用 / 没用', dataIndex: 'helpfulCount', width: 100, render: (_, r) => `${r.helpfulCount} / ${r.unhelpfulCount}` },
  { title: '更新时间', dataIndex: 'updateTime', width: 170, render: (_, r) => fmt(r.updateTime) },
];

/** /FAQManage (?id= a category): the FAQ by category, searched in Chinese full text. */
export default function FaqManagePage() {
  return (
    <KnowledgeListPage
      kind={CategoryKind.faq}
      title="常见问题"
      addLabel="新增问题"
      base={paths.knowledge.faq}
      list={(id) => <PagedKnowledgeTable key={id ?? 0} categoryId={id} columns={columns} useList={useListFaqsQuery} useCount={useCountFaqsQuery} />}
      dialog={(props) => <FaqDialog {...props} />}
    />
  );
}

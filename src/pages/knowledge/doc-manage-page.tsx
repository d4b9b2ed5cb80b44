import type { TableColumnProps } from '@arco-design/web-react';
import { Link } from 'wouter';
import { CategoryKind, VISIBILITY_NAMES } from '@domain/knowledge/knowledge.constants';
import type { DocumentRow } from '@domain/knowledge/knowledge.schemas';
import { paths } from '@/app/paths';
import { useCountDocumentsQuery, useListDocumentsQuery } from '@/features/knowledge/knowledge.api';
import { DocumentDialog } from './doc-dialog';
import { KnowledgeListPage, PagedKnowledgeTable } from './knowledge-list';

const fmt = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

const columns: TableColumnProps<DocumentRow>[] = [
  { title: '文档名称', dataIndex: 'title', render: (_, r) => <Link href={paths.knowledge.documentDetail(r.id)}>{r.title}</Link> },
  { title: '分类', dataIndex: 'category', width: 120, render: (_, r) => r.category.name },
  { title: '当前版本', dataIndex: 'version', width: 90, render: (_, r) => (r.version > 0 ? `V${r.version}` : '-') },
  { title: '附件', dataIndex: 'fileName', width: 180, ellipsis: true, render: (_, r) => r.fileName || '-' },
  { title: '可见范围', dataIndex: 'visibility', width: 140, render: (_, r) => VISIBILITY_NAMES[r.visibility] },
  { title: '浏览', dataIndex: 'viewCount', width: 70 },
  { title: '更新时间', dataIndex: 'updateTime', width: 170, render: (_, r) => fmt(r.updateTime) },
];

/** /DOCManage (?id= a category): documents by category, searched in Chinese full text. */
export default function DocManagePage() {
  return (
    <KnowledgeListPage
      kind={CategoryKind.document}
      title="文档管理"
      addLabel="新增文档"
      base={paths.knowledge.documentsIn}
      list={(id) => <PagedKnowledgeTable key={id ?? 0} categoryId={id} columns={columns} useList={useListDocumentsQuery} useCount={useCountDocumentsQuery} />}
      dialog={(props) => <DocumentDialog {...props} />}
    />
  );
}

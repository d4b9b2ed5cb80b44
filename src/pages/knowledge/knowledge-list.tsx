import { Input } from '@arco-design/web-react';
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
          searchButton
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

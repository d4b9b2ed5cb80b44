import { Empty, Tag } from '@arco-design/web-react';
import { Link } from 'wouter';
import { CategoryKind } from '@domain/knowledge/knowledge.constants';
import type { SearchHit } from '@domain/knowledge/knowledge.schemas';
import { paths } from '@/app/paths';
import { MarkedText } from './marked-text';
import './knowledge.css';

const hrefOf = (hit: SearchHit) => (hit.kind === CategoryKind.faq ? paths.knowledge.faqDetail(hit.id) : paths.knowledge.documentDetail(hit.id));

/** Search answers, best first: the title (a link) and a piece of the text, the query's words marked. */
export function SearchHits({ hits, compact = false }: { hits: SearchHit[]; compact?: boolean }) {
  if (hits.length === 0) return <Empty description="没有找到相关内容" />;
  return (
    <ol aria-label="搜索结果" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`} className="kb-hit">
          <Tag size="small" color={hit.kind === CategoryKind.faq ? 'arcoblue' : 'green'} style={{ marginRight: 8 }}>
            {hit.kind === CategoryKind.faq ? '问题' : '文档'}
          </Tag>
          <Link href={hrefOf(hit)}>
            <MarkedText parts={hit.title} />
          </Link>
          {!compact && (
            <div className="kb-snippet">
              <MarkedText parts={hit.snippet} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

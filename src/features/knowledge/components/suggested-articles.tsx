import { Card, Spin } from '@arco-design/web-react';
import { useSuggestKnowledgeQuery } from '../knowledge.api';
import { SearchHits } from './search-hits';

/**
 * 相关知识: articles for a description, to show beside an order's or an event's (their detail pages
 * render it with the description's text). Shows nothing when nothing fits.
 */
export function SuggestedArticles({ text }: { text: string }) {
  const trimmed = text.trim().slice(0, 2000);
  const { data = [], isFetching } = useSuggestKnowledgeQuery(trimmed, { skip: trimmed === '' });
  if (trimmed === '' || (!isFetching && data.length === 0)) return null;
  return (
    <Card size="small" title="相关知识" bordered>
      {isFetching ? <Spin /> : <SearchHits hits={data} compact />}
    </Card>
  );
}

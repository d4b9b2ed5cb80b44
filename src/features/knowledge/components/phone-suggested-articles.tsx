import { useState } from 'react';
import { CategoryKind } from '@domain/knowledge/knowledge.constants';
import type { SearchHit } from '@domain/knowledge/knowledge.schemas';
import { paths } from '@/app/paths';
import { useFaqFeedbackMutation, useGetFaqQuery, useSuggestKnowledgeQuery } from '../knowledge.api';
import { MarkedText } from './marked-text';
import { RichTextView } from './rich-text-view';
import './knowledge.css';

/** An FAQ answer read in place on the phone (an engineer at the customer's does not leave the order), with the vote. */
function PhoneFaqAnswer({ id }: { id: number }) {
  const { data: faq, isError } = useGetFaqQuery(id);
  const [feedback, { isLoading }] = useFaqFeedbackMutation();
  if (isError) return <p className="m-muted">文章不存在或已删除</p>;
  if (!faq) return <p className="m-muted">加载中…</p>;
  const vote = (helpful: boolean, label: string, count: number) => (
    <button type="button" className="m-btn" aria-pressed={faq.myFeedback === helpful} disabled={isLoading} onClick={() => void feedback({ id, helpful })}>
      {label}（{count}）
    </button>
  );
  return (
    <>
      <RichTextView html={faq.answer} />
      <div className="m-row">
        {vote(true, '有用', faq.helpfulCount)}
        {vote(false, '没用', faq.unhelpfulCount)}
      </div>
    </>
  );
}

function PhoneHit({ hit }: { hit: SearchHit }) {
  const [open, setOpen] = useState(false);
  if (hit.kind === CategoryKind.document)
    return (
      <li>
        <a href={paths.knowledge.documentDetail(hit.id)}>
          文档：<MarkedText parts={hit.title} />
        </a>
      </li>
    );
  return (
    <li>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <MarkedText parts={hit.title} />
        </summary>
        {open && <PhoneFaqAnswer id={hit.id} />}
      </details>
    </li>
  );
}

/**
 * 相关知识 on the phone's order detail: the articles for the order's title and description, an FAQ's answer
 * opened in place. Shows nothing when nothing fits (or while offline: the suggestions need the server).
 */
export function PhoneSuggestedArticles({ text }: { text: string }) {
  const trimmed = text.trim().slice(0, 2000);
  const { data = [] } = useSuggestKnowledgeQuery(trimmed, { skip: trimmed === '' });
  if (data.length === 0) return null;
  return (
    <section className="m-card" aria-label="相关知识">
      <h3>相关知识</h3>
      <PhoneHits hits={data} />
    </section>
  );
}

/** Search hits on the phone: an FAQ opens its answer in place, a document links to its page. */
export function PhoneHits({ hits }: { hits: SearchHit[] }) {
  return (
    <ul className="m-kb-hits">
      {hits.map((hit) => (
        <PhoneHit key={`${hit.kind}-${hit.id}`} hit={hit} />
      ))}
    </ul>
  );
}

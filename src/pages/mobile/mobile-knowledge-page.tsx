import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { PhoneHits } from '@/features/knowledge/components/phone-suggested-articles';
import { useSearchKnowledgeQuery } from '@/features/knowledge/knowledge.api';
import { errorMessage } from '@/lib/errors';

/**
 * /m/knowledge 知识库: an engineer at the customer's searches the FAQ and documents (the PC search, ranked and
 * marked); an answer opens in place. The words searched for stay in the address (?q=), so going back keeps them.
 */
export default function MobileKnowledgePage() {
  const searched = new URLSearchParams(useSearch()).get('q')?.trim() ?? '';
  const [, navigate] = useLocation();
  const [words, setWords] = useState(searched);
  const { currentData: hits, error, isFetching } = useSearchKnowledgeQuery({ q: searched }, { skip: searched === '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = words.trim();
    if (q) navigate(`${paths.mobile.knowledge}?q=${encodeURIComponent(q)}`);
  };

  return (
    <MobileScreen title="知识库">
      <form role="search" onSubmit={submit} style={{ display: 'flex', gap: 8, marginBottom: 10 }}>
        <input className="m-input" type="search" enterKeyHint="search" aria-label="搜索知识库" placeholder="如：空调 制冷" maxLength={100} value={words} onChange={(e) => setWords(e.target.value)} style={{ flex: 1, minWidth: 0 }} />
        <button type="submit" className="m-btn m-btn-primary">
          搜索
        </button>
      </form>
      {searched === '' && <p className="m-empty">输入故障或产品的关键词搜索</p>}
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {searched !== '' && !hits && !error && isFetching && <p className="m-empty">搜索中…</p>}
      {hits?.length === 0 && <p className="m-empty">没有找到相关知识</p>}
      {hits && hits.length > 0 && (
        <section className="m-card" aria-label="搜索结果">
          <PhoneHits hits={hits} />
        </section>
      )}
    </MobileScreen>
  );
}

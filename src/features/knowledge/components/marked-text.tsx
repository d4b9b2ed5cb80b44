import type { Marked } from '@domain/knowledge/search-text';

/** A search answer's text with the query's words marked. */
export function MarkedText({ parts }: { parts: Marked[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.hit ? (
          <mark key={i} className="kb-mark">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

import './knowledge.css';

/** An answer or a description as the server keeps it: HTML it has sanitised (no script, handler or javascript: link). */
export function RichTextView({ html }: { html: string }) {
  return <div className="kb-rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

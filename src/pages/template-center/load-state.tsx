import { Result, Spin } from '@arco-design/web-react';
import { errorMessage } from '@/lib/errors';

export interface LoadStateProps {
  /** The failure of the template's request, if any. */
  error?: unknown;
  /** Shown when the address names no template (no or a malformed id). */
  missing?: string;
}

/** What a template page shows until its template is there: a spinner, or why it cannot be. */
export function LoadState({ error, missing }: LoadStateProps) {
  if (missing) return <Result status="404" title={missing} />;
  if (error) return <Result status="error" title={errorMessage(error)} />;
  return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
}

/** A positive whole id from the address, or null. */
export function idFrom(text: string | null | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

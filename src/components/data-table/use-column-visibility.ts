import { useState } from 'react';
import { getCache, setCache } from '@/lib/cache';

/**
 * The columns a user has hidden in one table, kept in the browser cache per table (30 days).
 * The spec's table configuration calls (/fr/table/cfg/...) have no server side yet; when they do,
 * this hook is the one place that changes.
 */
export function useColumnVisibility(tableKey: string, defaultHidden: readonly string[] = []) {
  const cacheKey = `table-columns:${tableKey}`;
  const [hidden, setHidden] = useState<string[]>(() => getCache<{ hidden: string[] }>(cacheKey)?.hidden ?? [...defaultHidden]);
  const change = (next: string[]) => {
    setHidden(next);
    setCache(cacheKey, { hidden: next });
  };
  return [hidden, change] as const;
}

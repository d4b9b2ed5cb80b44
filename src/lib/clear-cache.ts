import { cacheSizeBytes } from './cache';

export type CacheDescription = { empty: true } | { empty: false; kb: number };

/**
 * What the "clear cache" item says before clearing: nothing cached (当前未缓存), or the size in KB
 * with one decimal, rounded up so that a small cache never reads 0 KB.
 */
export function describeCache(): CacheDescription {
  const bytes = cacheSizeBytes();
  if (bytes === 0) return { empty: true };
  return { empty: false, kb: Math.ceil((bytes / 1024) * 10) / 10 };
}

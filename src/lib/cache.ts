import { Messages } from '@domain/common/messages';

/** Spec part 1 section 9: entries live 30 days and carry the cache version. */
export const CACHE_VERSION = 'v4_6_3';
export const CACHE_MAX_AGE_MS = 2_592_000_000;
const PREFIX = 'fsm_cache:';
const WRITE_RETRIES = 4;

interface CacheEntry {
  version: string;
  /** Time stamp (ms) after which the entry is stale. */
  MaxAge: number;
  value: object;
}

const storageKey = (key: string) => `${PREFIX}${key}`;

function ownKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');
}

/**
 * Stores an object for 30 days. When storage is full the cache drops its own entries and tries
 * again, up to 4 times; it returns false if the value still does not fit.
 */
export function setCache(key: string, value: unknown): boolean {
  if (typeof value !== 'object' || value === null) throw new Error(Messages.cacheNotObject);
  const entry: CacheEntry = { version: CACHE_VERSION, MaxAge: Date.now() + CACHE_MAX_AGE_MS, value };
  const text = JSON.stringify(entry);
  for (let attempt = 0; attempt <= WRITE_RETRIES; attempt++) {
    try {
      localStorage.setItem(storageKey(key), text);
      return true;
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      clearCache();
    }
  }
  return false;
}

/** The stored object, or null when it is missing, stale or from another cache version (then it is removed). */
export function getCache<T extends object>(key: string): T | null {
  const text = localStorage.getItem(storageKey(key));
  if (text === null) return null;
  try {
    const entry = JSON.parse(text) as Partial<CacheEntry>;
    if (entry.version === CACHE_VERSION && typeof entry.MaxAge === 'number' && entry.MaxAge > Date.now() && entry.value) {
      return entry.value as T;
    }
  } catch {
    // An unreadable entry is dropped like a stale one.
  }
  localStorage.removeItem(storageKey(key));
  return null;
}

/** Bytes the cache's entries take in storage (strings are UTF-16, two bytes a character). */
export function cacheSizeBytes(): number {
  return ownKeys().reduce((sum, key) => sum + (key.length + (localStorage.getItem(key)?.length ?? 0)) * 2, 0);
}

/** Removes every entry of this cache, and nothing else from storage. */
export function clearCache(): void {
  for (const key of ownKeys()) localStorage.removeItem(key);
}

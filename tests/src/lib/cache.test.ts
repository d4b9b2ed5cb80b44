import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_MAX_AGE_MS, cacheSizeBytes, clearCache, getCache, setCache } from '@/lib/cache';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

const storedKeys = () => Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)!);

describe('setCache and getCache', () => {
  it('keep an object with the cache version and its expiry', () => {
    setCache('columns', { order: ['a', 'b'] });
    expect(getCache('columns')).toEqual({ order: ['a', 'b'] });
    const [key] = storedKeys();
    expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject({ version: 'v4_6_3', MaxAge: expect.any(Number) });
  });

  it('refuse anything but a non-null object', () => {
    for (const value of [null, undefined, 'text', 3, true]) {
      expect(() => setCache('bad', value)).toThrow('缓存的数据类型必须是Object且不能是null');
    }
  });

  it('give null for a missing key', () => {
    expect(getCache('nothing')).toBeNull();
  });

  it('forget an entry after 30 days', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setCache('old', { a: 1 });
    vi.setSystemTime(Date.now() + CACHE_MAX_AGE_MS - 1);
    expect(getCache('old')).toEqual({ a: 1 });
    vi.setSystemTime(Date.now() + 1);
    expect(getCache('old')).toBeNull();
    expect(storedKeys()).toEqual([]);
  });

  it('drop an entry written by another cache version', () => {
    setCache('menu', { a: 1 });
    const [key] = storedKeys();
    localStorage.setItem(key, JSON.stringify({ version: 'v4_6_2', MaxAge: Date.now() + 1000, value: { a: 1 } }));
    expect(getCache('menu')).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('clear their own entries and retry when storage is full', () => {
    const storage = useStorageWithQuota(250);
    setCache('a', { n: 1 });
    setCache('b', { n: 2 });
    storage.setItem('other-app', 'kept');
    expect(setCache('big', { text: 'x'.repeat(60) })).toBe(true);
    expect(getCache('a')).toBeNull();
    expect(getCache('big')).toEqual({ text: 'x'.repeat(60) });
    expect(storage.getItem('other-app')).toBe('kept');
  });

  it('give up after four retries', () => {
    const storage = useStorageWithQuota(100);
    expect(setCache('huge', { text: 'x'.repeat(200) })).toBe(false);
    expect(storage.writes).toBe(5);
  });
});

/** A localStorage stand-in that refuses writes past `quota` characters, as a full browser storage does. */
function useStorageWithQuota(quota: number) {
  const data = new Map<string, string>();
  const size = () => [...data].reduce((sum, [k, v]) => sum + k.length + v.length, 0);
  const storage = {
    writes: 0,
    get length() {
      return data.size;
    },
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    removeItem: (k: string) => void data.delete(k),
    setItem(k: string, v: string) {
      storage.writes++;
      if (size() - (data.get(k)?.length ?? 0) + k.length + v.length > quota) throw new DOMException('full', 'QuotaExceededError');
      data.set(k, v);
    },
  };
  vi.stubGlobal('localStorage', storage);
  return storage;
}

describe('cacheSizeBytes and clearCache', () => {
  it('count and remove only the cache’s own entries', () => {
    localStorage.setItem('other-app', 'kept');
    expect(cacheSizeBytes()).toBe(0);
    setCache('a', { text: 'x'.repeat(100) });
    expect(cacheSizeBytes()).toBeGreaterThan(200);
    clearCache();
    expect(cacheSizeBytes()).toBe(0);
    expect(storedKeys()).toEqual(['other-app']);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cacheSizeBytes, setCache } from '@/lib/cache';
import { describeCache } from '@/lib/clear-cache';

afterEach(() => localStorage.clear());

describe('describeCache', () => {
  it('says the cache is empty when nothing is cached', () => {
    localStorage.setItem('not-ours', 'x'.repeat(5000));
    expect(describeCache()).toEqual({ empty: true });
  });

  it('gives the size in KB with one decimal', () => {
    setCache('table', { rows: 'x'.repeat(3000) });
    const description = describeCache();
    expect(description).toEqual({ empty: false, kb: Math.ceil(cacheSizeBytes() / 102.4) / 10 });
  });

  it('rounds up to the next tenth of a KB, so a small cache never reads 0 KB', () => {
    setCache('t', {});
    const description = describeCache();
    expect(cacheSizeBytes()).toBeLessThan(0.15 * 1024);
    expect(description).toEqual({ empty: false, kb: 0.2 });
  });
});

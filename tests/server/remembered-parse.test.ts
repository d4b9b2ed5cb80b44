import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rememberedParse } from '@server/lib/parse';

const Query = z.object({ pageSize: z.coerce.number().int().min(1), states: z.string().optional() });

describe('rememberedParse', () => {
  it('answers a known key with the value it parsed first, frozen so that no request can change it for the next', () => {
    const parse = rememberedParse(Query);
    const first = parse('pageSize=20', { pageSize: '20' });
    expect(first).toEqual({ pageSize: 20 });
    expect(parse('pageSize=20', { pageSize: '20' })).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(parse('pageSize=50&states=3', { pageSize: '50', states: '3' })).toEqual({ pageSize: 50, states: '3' });
  });

  it('keeps no failure: bad input is refused each time, naming the field', () => {
    const parse = rememberedParse(Query);
    for (let i = 0; i < 2; i++) expect(() => parse('pageSize=0', { pageSize: '0' })).toThrow(/pageSize/);
  });

  it('holds at most `size` keys, letting the oldest go', () => {
    const parse = rememberedParse(Query, 2);
    const a = parse('a', { pageSize: '1' });
    parse('b', { pageSize: '2' });
    parse('c', { pageSize: '3' });
    expect(parse('a', { pageSize: '1' })).not.toBe(a);
  });
});

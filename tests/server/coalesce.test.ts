import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Coalescer } from '@server/lib/coalesce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Nudges at these milliseconds (key 'a' unless named), and the moments each key fired. */
function run(nudges: (number | [number, string])[], until: number) {
  const fired: string[] = [];
  const c = new Coalescer<string>(1000, (key) => fired.push(`${key}@${Date.now()}`));
  vi.setSystemTime(0);
  let now = 0;
  for (const n of nudges) {
    const [at, key] = typeof n === 'number' ? [n, 'a'] : n;
    vi.advanceTimersByTime(at - now);
    now = at;
    c.nudge(key);
  }
  vi.advanceTimersByTime(until - now);
  c.stop();
  return fired;
}

describe('Coalescer', () => {
  it.each([
    { what: 'a single nudge fires at once', nudges: [0], fired: ['a@0'] },
    { what: 'a burst fires at once and once when the window ends', nudges: [0, 10, 20, 500, 999], fired: ['a@0', 'a@1000'] },
    { what: 'nudges across windows fire at most once per window', nudges: [0, 100, 1100, 1500, 2100], fired: ['a@0', 'a@1000', 'a@2000', 'a@3000'] },
    { what: 'a quiet key fires at once again', nudges: [0, 2500], fired: ['a@0', 'a@2500'] },
    { what: 'keys are independent', nudges: [0, [1, 'b'], 2, [3, 'b']], fired: ['a@0', 'b@1', 'a@1000', 'b@1001'] },
  ] as const)('$what', ({ nudges, fired }) => {
    expect(run([...nudges] as (number | [number, string])[], 5000)).toEqual(fired);
  });

  it('stop drops the pending nudges', () => {
    const fired: number[] = [];
    const c = new Coalescer<number>(1000, (key) => fired.push(key));
    c.nudge(1);
    c.nudge(1);
    c.stop();
    vi.advanceTimersByTime(5000);
    expect(fired).toEqual([1]);
  });
});

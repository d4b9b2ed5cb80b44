import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScanReader } from '@/lib/scan-reader';

let time = 0;
let scans: string[] = [];
let dispose: () => void;

const press = (key: string, gapMs = 10) => {
  time += gapMs;
  vi.advanceTimersByTime(gapMs);
  window.dispatchEvent(new KeyboardEvent('keydown', { key }));
};
const type = (text: string, gapMs = 10) => [...text].forEach((key) => press(key, gapMs));

beforeEach(() => {
  vi.useFakeTimers();
  time = 0;
  scans = [];
  dispose = createScanReader({ onScan: (code) => scans.push(code), now: () => time });
});
afterEach(() => {
  dispose();
  vi.useRealTimers();
});

describe('createScanReader', () => {
  it('reads a fast burst ended by Enter', () => {
    type('6901234567892');
    press('Enter');
    expect(scans).toEqual(['6901234567892']);
  });

  it('ends a burst after a 30 ms pause', () => {
    type('ABC123');
    vi.advanceTimersByTime(30);
    expect(scans).toEqual(['ABC123']);
  });

  it('ignores codes of five characters or fewer', () => {
    type('12345');
    press('Enter');
    expect(scans).toEqual([]);
  });

  it('ignores a person typing with gaps of 30 ms or more', () => {
    type('hello world', 30);
    press('Enter', 30);
    type('1234567', 120);
    expect(scans).toEqual([]);
  });

  it('starts a new code after a slow key', () => {
    type('abc');
    press('x', 40);
    type('123456');
    press('Enter');
    expect(scans).toEqual(['x123456']);
  });

  it('skips modifier and control keys', () => {
    type('AB');
    press('Shift');
    type('C1234');
    press('Enter');
    expect(scans).toEqual(['ABC1234']);
  });

  it('stops listening once disposed', () => {
    dispose();
    type('1234567');
    press('Enter');
    expect(scans).toEqual([]);
  });
});

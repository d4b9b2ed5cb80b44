import { describe, expect, it } from 'vitest';
import { isBusinessMidnight, parseClientTime } from '@domain/format/client-time';

const iso = (v: unknown) => parseClientTime(v)?.toISOString() ?? null;

describe('parseClientTime, the one reading of a time a client sends', () => {
  it('reads a wall-clock time without a zone as China business time, whatever the server zone', () => {
    expect(iso('2030-06-01 09:30:00')).toBe('2030-06-01T01:30:00.000Z');
    expect(iso('2030-06-01 09:30')).toBe('2030-06-01T01:30:00.000Z');
    expect(iso('2030-06-01T09:30')).toBe('2030-06-01T01:30:00.000Z');
    expect(iso('2030-06-01T09:30:15.5')).toBe('2030-06-01T01:30:15.500Z');
    // A bare day is that day's China midnight (16:00 UTC the day before).
    expect(iso('2030-06-01')).toBe('2030-05-31T16:00:00.000Z');
  });

  it('keeps a time that carries its zone, and an epoch number', () => {
    expect(iso('2030-06-01T01:30:00.000Z')).toBe('2030-06-01T01:30:00.000Z');
    expect(iso('2030-06-01T09:30:00+08:00')).toBe('2030-06-01T01:30:00.000Z');
    expect(iso('2030-06-01T03:30:00+0200')).toBe('2030-06-01T01:30:00.000Z');
    expect(iso(Date.UTC(2030, 5, 1, 1, 30))).toBe('2030-06-01T01:30:00.000Z');
  });

  it('refuses what names no moment, or is not a time at all', () => {
    for (const bad of ['2030-02-30 09:00', '2030-06-01 25:00', 'tomorrow', 'Sat Jun 01 2030 09:30:00', '', true, {}, [], null, undefined, Number.NaN]) {
      expect(parseClientTime(bad), String(bad)).toBeNull();
    }
  });

  it('tells a China midnight from a UTC one', () => {
    expect(isBusinessMidnight(parseClientTime('2030-06-01')!)).toBe(true);
    expect(isBusinessMidnight(new Date('2030-06-01T00:00:00Z'))).toBe(false);
  });
});

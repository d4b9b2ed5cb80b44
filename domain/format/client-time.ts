import { z } from 'zod';

/**
 * The one reading of a time a client sends. A time that carries its zone ('…Z', '…+08:00') or an
 * epoch number is that instant; a wall-clock time without a zone ('2026-12-07 09:30', a date
 * picker's '2026-12-07T09:30', a bare day) is China business time (UTC+8, no daylight saving),
 * whatever zone the server runs in — never the server's own zone, which read a phone's 09:30 as
 * 09:30 UTC (17:30 in China).
 */
export const BUSINESS_UTC_OFFSET_MS = 8 * 3_600_000;

const WALL_CLOCK = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The instant of a China wall-clock time, or null when the fields name no such moment (02-30, 25:00). */
export function businessWallClock(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): Date | null {
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
  const exists =
    utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day &&
    utc.getUTCHours() === hour && utc.getUTCMinutes() === minute && utc.getUTCSeconds() === second;
  return exists ? new Date(utc.getTime() - BUSINESS_UTC_OFFSET_MS) : null;
}

/** The instant a client's value names, or null when it is not a time (wrong type, unknown shape, no such day). */
export function parseClientTime(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const m = WALL_CLOCK.exec(text);
  if (m) {
    const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1, 7).map((part) => Number(part ?? 0));
    return businessWallClock(y, mo, d, h, mi, s, m[7] ? Number(m[7].padEnd(3, '0')) : 0);
  }
  if (!WITH_ZONE.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whether an instant is 00:00:00.000 in business time (a picked range's bare end day). */
export function isBusinessMidnight(date: Date): boolean {
  return (date.getTime() + BUSINESS_UTC_OFFSET_MS) % 86_400_000 === 0;
}

/** A client time in a request schema: read by parseClientTime, refused with `message` otherwise. */
export const clientTime = (message: string) => z.preprocess((v) => parseClientTime(v) ?? v, z.date({ error: message }));

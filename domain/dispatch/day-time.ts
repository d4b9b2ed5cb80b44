/** Business days and minutes (China time, UTC+8 without daylight saving) as the board and the calendars count them. */
import { BUSINESS_UTC_OFFSET_MS } from '../format/client-time';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the business day an instant falls in. */
export const businessDate = (at: Date) => new Date(at.getTime() + BUSINESS_UTC_OFFSET_MS).toISOString().slice(0, 10);
/** Minutes since the business day's midnight. */
export const dayMinute = (at: Date) => Math.floor((((at.getTime() + BUSINESS_UTC_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS / 60_000);
/** The instant of `minute` on business day `day`. */
export const atMinute = (day: string, minute: number) => new Date(Date.parse(`${day}T00:00:00Z`) - BUSINESS_UTC_OFFSET_MS + minute * 60_000);
/** ISO weekday 1 (Monday) .. 7 of a business day. */
export const isoWeekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
/** `n` business days from `day`. */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** 'YYYY-MM-DD HH:mm' of an instant in business time. */
export const wallClock = (at: Date) => `${businessDate(at)} ${String(Math.floor(dayMinute(at) / 60)).padStart(2, '0')}:${String(dayMinute(at) % 60).padStart(2, '0')}`;

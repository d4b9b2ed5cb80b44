import { toDate, type DateInput } from './date';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '刚刚', 'N分钟前', 'N小时前', 'N天前', 'N周前', 'N个月前', 'N年前'; a future time also reads '刚刚'. */
export function relativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const then = toDate(value);
  const current = toDate(now);
  if (!then || !current) return '';
  const diff = current.getTime() - then.getTime();
  if (diff < MINUTE) return '刚刚';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  const days = Math.floor(diff / DAY);
  if (days < 7) return `${days}天前`;
  if (days < 30) return `${Math.floor(days / 7)}周前`;
  if (days < 365) return `${Math.floor(days / 30)}个月前`;
  return `${Math.floor(days / 365)}年前`;
}

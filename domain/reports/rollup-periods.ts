/** A span of calendar days or months, both ends included, as `YYYY-MM-DD` (a month by its first day). */
export interface Span {
  from: string;
  to: string;
}

/** A range of whole days as the roll-ups read it: its whole calendar months by month, the partial months at its ends by day. */
export interface RolledPeriods {
  months: Span | null;
  days: Span[];
}

const DAY_MS = 86_400_000;
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const textOf = (d: Date) => d.toISOString().slice(0, 10);
const monthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
const nextMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));

/** Splits the days `from`..`to` (inclusive) into the whole months inside them and the days left at either end. */
export function rolledPeriods(from: string, to: string): RolledPeriods {
  const start = dateOf(from);
  const end = dateOf(to);
  const firstMonth = start.getUTCDate() === 1 ? start : nextMonth(start);
  // The month after the last whole month: the month after `to` when `to` is a month's last day.
  const afterLast = nextMonth(end).getTime() - end.getTime() === DAY_MS ? nextMonth(end) : monthStart(end);
  if (firstMonth.getTime() >= afterLast.getTime()) return { months: null, days: [{ from, to }] };
  const days: Span[] = [];
  if (firstMonth.getTime() > start.getTime()) days.push({ from, to: textOf(new Date(firstMonth.getTime() - DAY_MS)) });
  if (afterLast.getTime() <= end.getTime()) days.push({ from: textOf(afterLast), to });
  const lastMonth = monthStart(new Date(afterLast.getTime() - DAY_MS));
  return { months: { from: textOf(firstMonth), to: textOf(lastMonth) }, days };
}

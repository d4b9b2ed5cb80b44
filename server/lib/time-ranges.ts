import { gte, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The conditions of a filter's time ranges: for each range name R the filter's `RStart` and `REnd`
 * bound its column (either may be left out). `endOf` widens an end first (orders read an end of
 * 00:00 as the whole day).
 */
export function timeRangeConditions<R extends string>(
  columns: Record<R, AnyPgColumn>,
  filter: Partial<Record<`${R}Start` | `${R}End`, Date>>,
  endOf: (end: Date) => Date = (end) => end,
): (SQL | undefined)[] {
  return (Object.keys(columns) as R[]).flatMap((name) => {
    const start = filter[`${name}Start`];
    const end = filter[`${name}End`];
    return [start ? gte(columns[name], start) : undefined, end ? lte(columns[name], endOf(end)) : undefined];
  });
}

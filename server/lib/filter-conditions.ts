import { gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Conditions shared by the list filters of several modules (events, orders). */

/** The column is one of the chosen values; no condition when nothing is chosen. */
export const anyOf = (column: Parameters<typeof inArray>[0], values: readonly number[]) => (values.length ? inArray(column, [...values]) : undefined);

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

import type { AreaCount } from '@domain/reports/reports.schemas';
import type { AreaSums } from '../orders/read-models/orders-read-models.public';

const ZERO = { total: 0, open: 0, lngSum: 0, lngCount: 0, latSum: 0, latCount: 0 };
type Sums = typeof ZERO;

const add = (a: Sums, b: Sums): Sums => ({
  total: a.total + b.total,
  open: a.open + b.open,
  lngSum: a.lngSum + b.lngSum,
  lngCount: a.lngCount + b.lngCount,
  latSum: a.latSum + b.latSum,
  latCount: a.latCount + b.latCount,
});

/**
 * The map's counts from area sums (rolled-up days and today's orders alike, several rows per area):
 * a row per province (city null: the whole province, addresses naming no city included) and one per
 * named city, each with its average position, the largest first.
 */
export function areaCountsOf(rows: readonly AreaSums[]): AreaCount[] {
  const areas = new Map<string, { province: string; city: string | null; sums: Sums }>();
  const put = (province: string, city: string | null, sums: Sums) => {
    const key = JSON.stringify([province, city]);
    const before = areas.get(key);
    areas.set(key, { province, city, sums: add(before?.sums ?? ZERO, sums) });
  };
  for (const { province, city, ...sums } of rows) {
    put(province, null, sums);
    if (city !== null) put(province, city, sums);
  }
  return [...areas.values()]
    .map(({ province, city, sums: s }) => ({
      province,
      city,
      total: s.total,
      open: s.open,
      lng: s.lngCount ? s.lngSum / s.lngCount : null,
      lat: s.latCount ? s.latSum / s.latCount : null,
    }))
    .sort((a, b) => b.total - a.total || (a.city === null ? 0 : 1) - (b.city === null ? 0 : 1));
}

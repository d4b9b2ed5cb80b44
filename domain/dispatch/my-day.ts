import type { GeoPoint } from '../geo/geo';
import { OrderState } from '../orders/order.constants';
import type { DayVisit } from './dispatch.types';

/**
 * The visit to drive to next in a day already in driving order: the one after the last visit in service (the
 * engineer is there now), else the first not yet started; null when every visit is in service or none is left.
 */
export function nextVisit(visits: readonly Pick<DayVisit, 'orderId' | 'state'>[]): number | null {
  const here = visits.map((v) => v.state).lastIndexOf(OrderState.inService);
  return visits.slice(here + 1).find((v) => v.state !== OrderState.inService)?.orderId ?? null;
}

/**
 * Navigation to a visit's coordinates: Amap's URI (opens the phone's map app, else the web map), driving, told
 * the points are WGS-84 as the address picker stores them. Built from the order's own coordinates, never fetched.
 */
export const navigationLink = (to: GeoPoint, name: string) =>
  `https://uri.amap.com/navigation?to=${to.lng},${to.lat},${encodeURIComponent(name)}&mode=car&coordinate=wgs84&callnative=1`;

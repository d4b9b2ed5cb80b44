/**
 * /assignOrderInMap: the orders waiting for assignment and the service staff, placed on a map.
 * Pure shapes and rules shared by the server (which answers them) and the client (which draws them).
 */
import { distanceKm, type GeoPoint } from '../geo/geo';
import type { PriorityCode } from './order.constants';

/** An order waiting for assignment; `position` is its service address's map position, null when the address has none. */
export interface AssignMapOrder {
  id: number;
  orderNo: string;
  title: string;
  customerName: string;
  address: string;
  priority: PriorityCode;
  createTime: string;
  version: number;
  position: GeoPoint | null;
}

/**
 * A service staff member with the last place known for them: their latest 签到 position, or the service
 * address of the order they most recently started serving, whichever is later (staff carry no live
 * location). Null when they never served or checked in.
 */
export interface AssignMapStaff {
  id: number;
  name: string;
  phone: string;
  position: GeoPoint | null;
  /** The order the position comes from, and when its service started. */
  positionOrderNo: string | null;
  positionTime: string | null;
  /** Whether the position is a 签到 (where the phone was), not an order's address. */
  positionCheckedIn: boolean;
  /** Orders they hold now (pending pickup to in service), a hint of their load. */
  openOrders: number;
}

/** GET /order/assignMap: the newest waiting orders (at most ASSIGN_MAP_LIMIT) and every active service staff member. */
export interface AssignMapView {
  orders: AssignMapOrder[];
  /** Every waiting order the caller sees, also those beyond the limit. */
  total: number;
  staff: AssignMapStaff[];
}

/** A map of a thousand markers stays readable and quick; more waiting orders are listed as "only the newest shown". */
export const ASSIGN_MAP_LIMIT = 1000;

export type StaffWithDistance<S extends { position: GeoPoint | null }> = S & { distanceKm: number | null };

/** Staff nearest to the place first; staff without a position follow in their given order. A place without a position keeps the given order. */
export function nearestStaff<S extends { position: GeoPoint | null }>(staff: readonly S[], place: GeoPoint | null): StaffWithDistance<S>[] {
  const measured = staff.map((s) => ({ ...s, distanceKm: place && s.position ? distanceKm(place, s.position) : null }));
  return measured
    .map((s, index) => ({ s, index }))
    .sort((a, b) => {
      if (a.s.distanceKm === null || b.s.distanceKm === null) {
        if (a.s.distanceKm === b.s.distanceKm) return a.index - b.index;
        return a.s.distanceKm === null ? 1 : -1;
      }
      return a.s.distanceKm - b.s.distanceKm || a.index - b.index;
    })
    .map(({ s }) => s);
}

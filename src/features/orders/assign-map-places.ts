import type { GeoPoint } from '@domain/geo/geo';
import type { AssignMapOrder } from '@domain/orders/assign-map';

/** Orders at one map position (a customer's address often has several): one marker for them all. */
export interface OrderPlace {
  key: string;
  position: GeoPoint;
  orders: AssignMapOrder[];
}

export const placeKey = (p: GeoPoint) => `${p.lng.toFixed(5)},${p.lat.toFixed(5)}`;

/** The positioned orders grouped by position (to about a metre), in the orders' own order. */
export function ordersByPlace(orders: readonly AssignMapOrder[]): OrderPlace[] {
  const places = new Map<string, OrderPlace>();
  for (const order of orders) {
    if (!order.position) continue;
    const key = placeKey(order.position);
    const place = places.get(key) ?? { key, position: order.position, orders: [] };
    place.orders.push(order);
    places.set(key, place);
  }
  return [...places.values()];
}

import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { GeoPoint } from '@domain/geo/geo';
import { ASSIGN_MAP_LIMIT, type AssignMapOrder, type AssignMapStaff, type AssignMapView } from '@domain/orders/assign-map';
import { OrderState, OrderView } from '@domain/orders/order.constants';
import { OrderFilterSchema, type OrderFilter } from '@domain/orders/orders.schemas';
import { Role } from '@domain/shell/roles';
import type { Database, Executor } from '../../db/database';
import { orders as o } from '../../db/schema/orders';
import { activeUsersWithRole } from '../users/users.public';
import { whereOf, type Viewer } from './order-filter';
import { countOrders } from './orders.queries';
import { iso } from './order-record';

const HELD_STATES = [OrderState.pendingPickup, OrderState.pendingService, OrderState.inService];

const pointOf = (lng: number | null, lat: number | null): GeoPoint | null => (lng === null || lat === null ? null : { lng, lat });

/** The orders a list shows for `filter` (same view, same role scope), newest first, at most ASSIGN_MAP_LIMIT. */
export async function ordersOnMap(db: Executor, viewer: Viewer, filter: OrderFilter): Promise<{ orders: AssignMapOrder[]; total: number }> {
  const rows = await db
    .select({ id: o.id, orderNo: o.orderNo, title: o.title, customerName: o.customName, address: o.customAddress, priority: o.priority, createdAt: o.createdAt, version: o.version, lng: o.lng, lat: o.lat })
    .from(o)
    .where(whereOf(viewer, filter))
    .orderBy(desc(o.id))
    .limit(ASSIGN_MAP_LIMIT);
  const total = rows.length < ASSIGN_MAP_LIMIT ? rows.length : await countOrders(db, viewer, filter);
  return {
    total,
    orders: rows.map(({ lng, lat, createdAt, priority, ...r }) => ({ ...r, priority: priority as AssignMapOrder['priority'], createTime: iso(createdAt)!, position: pointOf(lng, lat) })),
  };
}

/** Each staff member's last service site: the positioned order whose service they started last. */
async function lastServiceSites(db: Executor, enterpriseId: number, staffIds: number[]) {
  const rows = await db
    .selectDistinctOn([o.ownerId], { ownerId: o.ownerId, lng: o.lng, lat: o.lat, orderNo: o.orderNo, at: o.serviceStartAt })
    .from(o)
    .where(and(eq(o.enterpriseId, enterpriseId), inArray(o.ownerId, staffIds), isNotNull(o.serviceStartAt), isNotNull(o.lng), isNotNull(o.lat), isNull(o.deletedAt)))
    .orderBy(o.ownerId, desc(o.serviceStartAt));
  return new Map(rows.map((r) => [r.ownerId!, r]));
}

async function openOrderCounts(db: Executor, enterpriseId: number, staffIds: number[]) {
  const rows = await db
    .select({ ownerId: o.ownerId, n: count() })
    .from(o)
    .where(and(eq(o.enterpriseId, enterpriseId), inArray(o.ownerId, staffIds), inArray(o.state, HELD_STATES), isNull(o.deletedAt)))
    .groupBy(o.ownerId);
  return new Map(rows.map((r) => [r.ownerId!, Number(r.n)]));
}

/** The active service staff (the assign dialog's candidates) with their last known place and load. */
async function staffOnMap(db: Executor, enterpriseId: number): Promise<AssignMapStaff[]> {
  const people = await activeUsersWithRole(db, enterpriseId, Role.serviceStaff);
  if (people.length === 0) return [];
  const ids = people.map((p) => p.id);
  const sites = await lastServiceSites(db, enterpriseId, ids);
  const open = await openOrderCounts(db, enterpriseId, ids);
  return people.map((p) => {
    const site = sites.get(p.id);
    return {
      id: p.id,
      name: p.name,
      phone: p.phone,
      position: site ? pointOf(site.lng, site.lat) : null,
      positionOrderNo: site?.orderNo ?? null,
      positionTime: iso(site?.at),
      openOrders: open.get(p.id) ?? 0,
    };
  });
}

/** GET /order/assignMap for the desk: what /assignOrderInMap draws. */
export function assignMap(database: Database, viewer: Viewer): Promise<AssignMapView> {
  return database.tenantRead(viewer.enterpriseId, async (db) => {
    const waiting = await ordersOnMap(db, viewer, OrderFilterSchema.parse({ view: OrderView.assign }));
    const staff = await staffOnMap(db, viewer.enterpriseId);
    return { ...waiting, staff };
  });
}

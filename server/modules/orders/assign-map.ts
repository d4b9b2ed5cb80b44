import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { GeoPoint } from '@domain/geo/geo';
import { ASSIGN_MAP_LIMIT, type AssignMapOrder, type AssignMapStaff, type AssignMapView } from '@domain/orders/assign-map';
import { OrderState, OrderView } from '@domain/orders/order.constants';
import { OrderFilterSchema, type OrderFilter } from '@domain/orders/orders.schemas';
import { Role } from '@domain/shell/roles';
import type { Database, Executor } from '../../db/database';
import { orderCheckIns as ci, orders as o } from '../../db/schema/orders';
import { activeUsersWithRole } from '../users/users.public';
import { whereOf, type Viewer } from './order-filter';
import { countOrders } from './orders.queries';
import { iso } from './order-record';
import { newestFirst } from '../../db/order-by';

const HELD_STATES = [OrderState.pendingPickup, OrderState.pendingService, OrderState.inService];

const pointOf = (lng: number | null, lat: number | null): GeoPoint | null => (lng === null || lat === null ? null : { lng, lat });

/** The orders a list shows for `filter` (same view, same role scope), newest first, at most ASSIGN_MAP_LIMIT. */
export async function ordersOnMap(db: Executor, viewer: Viewer, filter: OrderFilter): Promise<{ orders: AssignMapOrder[]; total: number }> {
  const rows = await db
    .select({ id: o.id, orderNo: o.orderNo, title: o.title, customerName: o.customName, address: o.customAddress, priority: o.priority, createdAt: o.createdAt, version: o.version, lng: o.lng, lat: o.lat })
    .from(o)
    .where(whereOf(viewer, filter))
    .orderBy(newestFirst(o.id))
    .limit(ASSIGN_MAP_LIMIT);
  const total = rows.length < ASSIGN_MAP_LIMIT ? rows.length : await countOrders(db, viewer, filter);
  return {
    total,
    orders: rows.map(({ lng, lat, createdAt, priority, ...r }) => ({ ...r, priority: priority as AssignMapOrder['priority'], createTime: iso(createdAt)!, position: pointOf(lng, lat) })),
  };
}

interface Site {
  lng: number | null;
  lat: number | null;
  orderNo: string;
  at: Date | null;
  checkedIn: boolean;
}

/** Each staff member's last service site: the positioned order whose service they started last. */
async function lastServiceSites(db: Executor, enterpriseId: number, staffIds: number[]): Promise<Map<number, Site>> {
  const rows = await db
    .selectDistinctOn([o.ownerId], { ownerId: o.ownerId, lng: o.lng, lat: o.lat, orderNo: o.orderNo, at: o.serviceStartAt })
    .from(o)
    .where(and(eq(o.enterpriseId, enterpriseId), inArray(o.ownerId, staffIds), isNotNull(o.serviceStartAt), isNotNull(o.lng), isNotNull(o.lat), isNull(o.deletedAt)))
    .orderBy(o.ownerId, desc(o.serviceStartAt));
  return new Map(rows.map(({ ownerId, ...r }) => [ownerId!, { ...r, checkedIn: false }]));
}

/** Each staff member's latest 签到: where the phone said they were. */
async function lastCheckIns(db: Executor, enterpriseId: number, staffIds: number[]): Promise<Map<number, Site>> {
  const rows = await db
    .selectDistinctOn([ci.userId], { userId: ci.userId, lng: ci.lng, lat: ci.lat, orderNo: o.orderNo, at: ci.createdAt })
    .from(ci)
    .innerJoin(o, and(eq(o.enterpriseId, ci.enterpriseId), eq(o.id, ci.orderId)))
    .where(and(eq(ci.enterpriseId, enterpriseId), inArray(ci.userId, staffIds)))
    .orderBy(ci.userId, desc(ci.createdAt));
  return new Map(rows.map(({ userId, ...r }) => [userId, { ...r, checkedIn: true }]));
}

/** The later of a service start's site and a check-in: the best guess of where someone is now. */
const latest = (a: Site | undefined, b: Site | undefined) => (!a || !b ? (a ?? b) : (b.at?.getTime() ?? 0) > (a.at?.getTime() ?? 0) ? b : a);

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
  const [sites, checkIns, open] = [await lastServiceSites(db, enterpriseId, ids), await lastCheckIns(db, enterpriseId, ids), await openOrderCounts(db, enterpriseId, ids)];
  return people.map((p) => {
    const site = latest(sites.get(p.id), checkIns.get(p.id));
    return {
      id: p.id,
      name: p.name,
      phone: p.phone,
      position: site ? pointOf(site.lng, site.lat) : null,
      positionOrderNo: site?.orderNo ?? null,
      positionTime: iso(site?.at),
      positionCheckedIn: site?.checkedIn ?? false,
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

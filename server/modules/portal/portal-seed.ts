import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_PORTAL_FUNCTIONS, PortalFunction } from '@domain/portal/portal.constants';
import type { Database, Executor } from '../../db/database';
import { portalAccounts, portalAddresses, portalSettings } from '../../db/schema/portal';
import { enterprises } from '../../db/schema/tenancy';
import { Role } from '@domain/shell/roles';
import { demoCustomerIds } from '../customers/customers.public';
import { createPortalOrder, type Notifier } from '../orders/orders.public';
import { listCustomerProducts } from '../products/products.public';
import { portalRequest } from './portal-request';

/** The demo portal's address (/portal/demo000001) and its customers' phones (README quick start). */
export const DEMO_PORTAL_CODE = 'demo000001';
export const DEMO_PORTAL_PHONES = ['13900000001', '13900000002', '13900000003'];

/** Demo portal: settings with a fixed address, a main account for each of two customers, a child account and an address. */
export async function ensurePortalDemo(database: Database, enterpriseName: string, code = DEMO_PORTAL_CODE): Promise<void> {
  const [ep] = await database.system.select({ id: enterprises.id, name: enterprises.name }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const made = await database.tenant(ep.id, async (tx) => {
    const [existing] = await tx.select().from(portalSettings).where(eq(portalSettings.enterpriseId, ep.id));
    if (existing) return;
    await tx.insert(portalSettings).values({ enterpriseId: ep.id, code, name: `${ep.name}服务门户`.slice(0, 30), hotline: '400-800-8888', functions: [...DEFAULT_PORTAL_FUNCTIONS, PortalFunction.mall, PortalFunction.chat] });
    const [first, second] = await demoCustomerIds(tx, ep.id, 2);
    if (!first || !second) return;
    const [main] = await tx.insert(portalAccounts).values({ enterpriseId: ep.id, customerId: first, name: '陈客户', phone: DEMO_PORTAL_PHONES[0] }).returning();
    await tx.insert(portalAccounts).values({ enterpriseId: ep.id, customerId: first, parentId: main.id, name: '陈同事', phone: DEMO_PORTAL_PHONES[1], isDefault: true });
    await tx.insert(portalAccounts).values({ enterpriseId: ep.id, customerId: second, name: '周客户', phone: DEMO_PORTAL_PHONES[2] });
    await tx.insert(portalAddresses).values({ enterpriseId: ep.id, accountId: main.id, contactName: '陈客户', phone: DEMO_PORTAL_PHONES[0], address: '上海市浦东新区张江路100号', isDefault: true });
    return { accountId: main.id, customerId: first };
  });
  if (made) await seedPortalRequest(database, ep.id, made);
}

/** The demo's history notifies nobody (it runs without the app), as the demo orders'. */
const QUIET: Notifier = { notify: async () => null };

/**
 * 陈客户's service request from the portal (门户创建, source 客户门户), as the request screen makes it: the
 * demo's newest order, waiting for the dispatcher (or taken by the demo's dispatch rules), with the visit
 * the customer would like two days ahead; 我的工单 shows it with 取消工单.
 */
async function seedPortalRequest(database: Database, enterpriseId: number, made: { accountId: number; customerId: number }): Promise<void> {
  await database.tenant(enterpriseId, async (tx) => {
    const [product] = await listCustomerProducts(tx, { enterpriseId, userId: 0, role: Role.admin }, '', { customerId: made.customerId }, { pageIndex: 0, pageSize: 1 });
    const who = { ...made, name: '陈客户', phone: DEMO_PORTAL_PHONES[0] };
    const wished = new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 3_600_000) * 3_600_000);
    await createPortalOrder(tx, QUIET, enterpriseId, { ...portalRequest(who, '净水器出水变小，滤芯可能需要更换，请安排师傅上门', product), appointmentTime: wished.toISOString() });
  });
}

/** A live portal account of the enterprise by its phone, as the buyer the mall's demo orders come from. */
export async function portalBuyerByPhone(tx: Executor, enterpriseId: number, phone: string) {
  const [row] = await tx
    .select({ accountId: portalAccounts.id, customerId: portalAccounts.customerId, name: portalAccounts.name })
    .from(portalAccounts)
    .where(and(eq(portalAccounts.enterpriseId, enterpriseId), eq(portalAccounts.phone, phone), isNull(portalAccounts.deletedAt)));
  return row ? { ...row, enterpriseId } : undefined;
}

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerAddresses, customerContacts, customers, enterprises, orderTypes, serviceItems, users } from '@server/db/schema';

/**
 * Rows the order tests stand on, written straight into the database (the customers module has its
 * own tests; here a customer is only the thing an order is for).
 */
export async function enterpriseId(app: FastifyInstance, name: string): Promise<number> {
  const [row] = await app.db.system.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, name));
  return row.id;
}

export async function userIds(app: FastifyInstance, enterprise: number): Promise<Record<string, number>> {
  const rows = await app.db.system.select({ id: users.id, name: users.name }).from(users).where(eq(users.enterpriseId, enterprise));
  return Object.fromEntries(rows.map((u) => [u.name, u.id]));
}

export async function addCustomer(
  app: FastifyInstance,
  enterprise: number,
  c: { name: string; phone: string; contact?: string; contactPhone?: string; region?: string; detail?: string },
): Promise<number> {
  const [row] = await app.db.system.insert(customers).values({ enterpriseId: enterprise, name: c.name, phone: c.phone }).returning({ id: customers.id });
  await app.db.system.insert(customerContacts).values({ enterpriseId: enterprise, customerId: row.id, name: c.contact ?? '联系人', phone: c.contactPhone ?? c.phone, isDefault: true });
  await app.db.system
    .insert(customerAddresses)
    .values({ enterpriseId: enterprise, customerId: row.id, region: c.region ?? '广东省/深圳市/南山区', detail: c.detail ?? '科技园1号', isDefault: true });
  return row.id;
}

export async function orderTypeId(app: FastifyInstance, enterprise: number, name: string): Promise<number> {
  const [row] = await app.db.system.select({ id: orderTypes.id }).from(orderTypes).where(and(eq(orderTypes.enterpriseId, enterprise), eq(orderTypes.name, name)));
  return row.id;
}

export async function setOrderTypeSettings(app: FastifyInstance, id: number, change: (settings: any) => any): Promise<void> {
  const [row] = await app.db.system.select({ settings: orderTypes.settings }).from(orderTypes).where(eq(orderTypes.id, id));
  await app.db.system.update(orderTypes).set({ settings: change(structuredClone(row.settings)) }).where(eq(orderTypes.id, id));
}

export async function serviceItemId(app: FastifyInstance, enterprise: number, name: string): Promise<number> {
  const [row] = await app.db.system.select({ id: serviceItems.id }).from(serviceItems).where(and(eq(serviceItems.enterpriseId, enterprise), eq(serviceItems.name, name)));
  return row.id;
}

/**
 * What an order test of the sample enterprise starts from: the enterprise, its people by name, a
 * customer of the test's own, the default order type and the 空调维修 service item.
 */
export async function sampleOrderSetting(app: FastifyInstance, customer: Parameters<typeof addCustomer>[2]) {
  const ep = await enterpriseId(app, '示例科技有限公司');
  return {
    ep,
    users: await userIds(app, ep),
    customerId: await addCustomer(app, ep, customer),
    defaultType: await orderTypeId(app, ep, '默认工单'),
    aircon: await serviceItemId(app, ep, '空调维修'),
  };
}

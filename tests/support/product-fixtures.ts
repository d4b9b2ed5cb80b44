import { and, eq, inArray } from 'drizzle-orm';
import { customerAddresses, customerGrants, customers, enterprises, users } from '@server/db/schema';
import type { TestApp } from './test-app';

/** The demo enterprises' ids by name. */
export async function enterpriseIds(t: TestApp): Promise<Record<string, number>> {
  const rows = await t.app.db.system.select({ id: enterprises.id, name: enterprises.name }).from(enterprises);
  return Object.fromEntries(rows.map((e) => [e.name, e.id]));
}

/** A live customer with a default address, written straight to the customers' tables (their screens are another area). */
export async function addCustomer(t: TestApp, enterpriseId: number, name: string, phone: string): Promise<number> {
  return t.app.db.tenant(enterpriseId, async (tx) => {
    const [c] = await tx.insert(customers).values({ enterpriseId, name, phone }).returning({ id: customers.id });
    await tx.insert(customerAddresses).values({ enterpriseId, customerId: c.id, region: '广东省/深圳市/南山区', detail: '科技园1号', mapName: '', isDefault: true });
    return c.id;
  });
}

/** Grants customers to the enterprise's users of the given phones (as batchAddPermission does), so that roles seeing only their own customers see them. */
export async function grantCustomers(t: TestApp, enterpriseId: number, customerIds: number[], phones: string[]): Promise<void> {
  const people = await t.app.db.system.select({ id: users.id }).from(users).where(and(eq(users.enterpriseId, enterpriseId), inArray(users.phone, phones)));
  await t.app.db.tenant(enterpriseId, (tx) =>
    tx.insert(customerGrants).values(customerIds.flatMap((customerId) => people.map((u) => ({ enterpriseId, customerId, userId: u.id })))),
  );
}

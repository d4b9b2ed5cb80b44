import { beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses, customerContacts, customers, enterprises } from '@server/db/schema';
import { customerSnapshot } from '@server/modules/customers/customers.service';
import { useTestApp } from '@tests/support/test-app';

const t = useTestApp();
let paid: number;
let free: number;

beforeAll(async () => {
  const rows = await t.app.db.system.select({ id: enterprises.id, name: enterprises.name }).from(enterprises);
  paid = rows.find((e) => e.name === '示例科技有限公司')!.id;
  free = rows.find((e) => e.name === '免费体验工作室')!.id;
});

async function addCustomer(enterpriseId: number, name: string, phone: string) {
  return t.app.db.tenant(enterpriseId, async (tx) => {
    const [c] = await tx.insert(customers).values({ enterpriseId, name, phone }).returning();
    await tx.insert(customerContacts).values([
      { enterpriseId, customerId: c.id, name: '备用', phone: '13900000009' },
      { enterpriseId, customerId: c.id, name: '刘经理', phone: '13900000001', isDefault: true },
    ]);
    await tx
      .insert(customerAddresses)
      .values({ enterpriseId, customerId: c.id, region: '广东省/深圳市/南山区', detail: '科技园1号', mapName: '科技园', lng: 113.9, lat: 22.5, isDefault: true });
    return c.id;
  });
}

describe('customerSnapshot', () => {
  it('copies the name, the default contact and the default address of a live customer', async () => {
    const id = await addCustomer(paid, '快照测试客户', '075500000001');
    const snapshot = await t.app.db.tenant(paid, (tx) => customerSnapshot(tx, id));
    expect(snapshot).toEqual({
      id,
      name: '快照测试客户',
      contactName: '刘经理',
      contactPhone: '13900000001',
      address: '广东省深圳市南山区科技园1号',
      lng: 113.9,
      lat: 22.5,
      customValues: {},
    });
  });

  it('answers 客户不存在 for a customer of another enterprise', async () => {
    const id = await addCustomer(free, '别家客户', '075500000002');
    await expect(t.app.db.tenant(paid, (tx) => customerSnapshot(tx, id))).rejects.toMatchObject({ statusCode: 404, message: '客户不存在' });
  });
});

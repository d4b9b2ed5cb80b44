import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RepairDetail, RepairView } from '@domain/repair/repair.schemas';
import { orderLogs, orders } from '@server/db/schema/orders';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

/** 生成工单 on a repair order: an order through the orders module, logged 维修创建, linked both ways, once. */
const t = useTestApp();
const [admin, desk, sales, trialAdmin] = useSignedIn(t, '13800000001', '13800000006', '13800000005', '13800000021');

const MAKE = '/v2/repair/order/makeOrder';
const repairsIn = async (state: number) => (await admin.get(`/v2/repair/order/list?state=${state}&pageIndex=0&pageSize=10`)).json.data as RepairView[];
const detail = async (id: number) => (await admin.get(`/v2/repair/order/detail?id=${id}`)).json.data as RepairDetail;
const orderType = async () => ((await admin.get('/orderTypeTemplate/list?pageIndex=0&pageSize=10')).json.data as { id: number }[])[0].id;

describe('POST /v2/repair/order/makeOrder', () => {
  it('makes one order of the chosen type for the repair’s customer and product, logged 维修创建, shown on both sides', async () => {
    const [repair] = await repairsIn(1);
    expect(repair.order).toBeNull();
    expect(repair.operations).toContain('makeOrder');
    const templateId = await orderType();
    // Two at once: one order, the other told the repair order has one.
    const [first, second] = await Promise.all([admin.post(MAKE, { id: repair.id, templateId }), admin.post(MAKE, { id: repair.id, templateId })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.statusCode === 409)!.json.message).toContain('该维修单已生成工单');
    const after = await detail(repair.id);
    expect(after.order).toMatchObject({ id: expect.any(Number), orderNo: expect.stringMatching(/^GD/) });
    expect(after.operations).not.toContain('makeOrder');
    expect(after.logs.map((l) => [l.action, l.content])).toContainEqual(['生成工单', after.order!.orderNo]);

    const made = await t.app.db.system.select().from(orders).where(eq(orders.id, after.order!.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ templateId, customerId: repair.customerId, source: 11, origin: expect.objectContaining({ repairOrderId: repair.id, customerProductId: repair.customerProductId }) });
    expect(made[0].description).toContain(repair.repairNo);
    const [log] = await t.app.db.system.select().from(orderLogs).where(and(eq(orderLogs.orderId, after.order!.id)));
    expect(log.op).toBe('repairCreate');
    // The order's detail names where it came from.
    const order = (await admin.get(`/order/orderDetail?id=${after.order!.id}`)).json.data;
    expect(order).toMatchObject({ source: 11, origin: expect.objectContaining({ repairOrderId: repair.id }) });
  });

  it('refuses a cancelled repair, a role that does not repair, another enterprise’s repair and a bad type, making nothing', async () => {
    const templateId = await orderType();
    const [waiting] = await repairsIn(0);
    expect((await desk.post('/v2/repair/order/operate', { id: waiting.id, op: 'cancel', reason: '' })).statusCode).toBe(200);
    const before = await t.app.db.system.select({ id: orders.id }).from(orders);
    const cancelled = await admin.post(MAKE, { id: waiting.id, templateId });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json.message).toContain('已取消');
    expect((await sales.post(MAKE, { id: waiting.id, templateId })).statusCode).toBe(403);
    expect((await trialAdmin.post(MAKE, { id: waiting.id, templateId })).statusCode).toBe(404);
    const [open] = await repairsIn(1);
    for (const [body, field] of [
      [{ id: open.id, templateId: 0 }, 'templateId'],
      [{ id: open.id }, 'templateId'],
      [{ id: 'x', templateId }, 'id'],
    ] as const) {
      const res = await admin.post(MAKE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toContain(field);
    }
    expect(await t.app.db.system.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
  });
});

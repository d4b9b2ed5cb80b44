import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@domain/orders/orders.types';
import { jobs, orders } from '@server/db/schema';
import { orderSlaHandler } from '@server/modules/orders/order-sla.job';
import { sampleOrderSetting, setOrderTypeSettings } from '@tests/support/order-fixtures';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [dispatcher] = useSignedIn(t, '13800000002');
let u: Record<string, number>;
let customerId: number;
let typeId: number;
let aircon: number;

beforeAll(async () => {
  ({ users: u, customerId, defaultType: typeId, aircon } = await sampleOrderSetting(t.app, { name: 'SLA测试客户', phone: '13900000222' }));
  // Assigned orders must be taken within 30 minutes; the owner is told when they are not.
  await setOrderTypeSettings(t.app, typeId, (s) => ({ ...s, sla: [{ node: 2, timeout: 30, unit: 1, notify: [104] }] }));
});

/** SLA alerts queued for the order, with the user ids reached. */
async function alerts(orderId: number): Promise<number[][]> {
  const rows = await t.app.db.system
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'notify.dispatch'), sql`${jobs.payload}->>'trigger' = 'order.sla_alert'`, sql`${jobs.payload}->>'link' = ${`/allOrder/orderDetail/${orderId}`}`));
  return rows.map((r) => (r.payload as { messages: { userIds: number[]; content: string }[] }).messages.flatMap((m) => m.userIds));
}

describe('the order SLA check', () => {
  it('alerts the people the rule names once an order stays past its latest node’s timeout, once per node', async () => {
    const created = await dispatcher.post('/v2/order/add', {
      templateId: typeId,
      customerId,
      title: 'SLA测试',
      serviceItemId: aircon,
      appointmentTime: '2030-06-01 14:00',
      description: '测试',
      fields: {},
    });
    expect(created.statusCode, created.body).toBe(200);
    const order = created.json.data as OrderDetail;
    const assigned = await dispatcher.post('/worker/batchDesignate', { ids: [order.id], ownerId: u['张师傅'] });
    expect(assigned.json.data.done).toEqual([order.id]);
    const [row] = await t.app.db.system.select().from(orders).where(eq(orders.id, order.id));
    const at = (minutes: number) => new Date(row.assignedAt!.getTime() + minutes * 60_000);

    // The job worker's handler on a clock the test moves: not yet at 29 minutes, overdue at 31.
    let now = at(29);
    const tick = orderSlaHandler(t.app.db, t.app.jobs, t.app.notifications, () => now);
    const context = { log: t.app.log, signal: new AbortController().signal };
    await tick.run({} as Parameters<typeof tick.run>[0], context);
    expect(await alerts(order.id)).toEqual([]);
    now = at(31);
    await tick.run({} as Parameters<typeof tick.run>[0], context);
    expect(await alerts(order.id)).toEqual([[u['张师傅']]]);

    now = at(90);
    await tick.run({} as Parameters<typeof tick.run>[0], context);
    expect(await alerts(order.id)).toHaveLength(1);
  });
});

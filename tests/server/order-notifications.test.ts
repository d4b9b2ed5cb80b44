import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Trigger } from '@domain/notifications/triggers';
import type { OrderDetail } from '@domain/orders/orders.types';
import { smsSignatures } from '@server/db/schema';
import { addCustomer, enterpriseId, orderTypeId, serviceItemId, userIds } from '@tests/support/order-fixtures';
import { useSignedIn, useTestApp } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

// The notification engine end to end: a real order operation, the enterprise's rules, the durable
// job, and what the people and the customer then receive.

const t = useTestApp();
const [admin, dispatcher, engineer] = useSignedIn(t, '13800000001', '13800000002', '13800000003');
let u: Record<string, number>;
let order: OrderDetail;

beforeAll(async () => {
  const ep = await enterpriseId(t.app, '示例科技有限公司');
  u = await userIds(t.app, ep);
  const saved = await Promise.all([
    admin.post('/notification/rule/save', {
      trigger: Trigger.orderDispatched,
      channel: 'notice',
      recipients: [104],
      template: '{{操作人}}给您派了工单{{订单编号}}：{{订单标题}}，客户{{客户名称}}（{{联系电话}}）',
      enabled: true,
    }),
    admin.post('/notification/rule/save', {
      trigger: Trigger.orderDispatched,
      channel: 'sms',
      recipients: [104, 120],
      template: '工单{{订单编号}}已派给{{负责人}}（{{负责人电话}}），请保持电话畅通',
      enabled: true,
    }),
    admin.post('/sms/signature/apply', { signature: '示例科技' }),
  ]);
  expect(saved.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  // The platform operator approves the signature (there is no SMS provider to do so).
  await t.app.db.system.update(smsSignatures).set({ state: 2 }).where(eq(smsSignatures.enterpriseId, ep));

  const customerId = await addCustomer(t.app, ep, { name: '华南冷链有限公司', phone: '13900000501', contact: '黄先生', contactPhone: '13900000502' });
  const created = await dispatcher.post('/v2/order/add', {
    templateId: await orderTypeId(t.app, ep, '默认工单'),
    customerId,
    title: '冷库报警',
    serviceItemId: await serviceItemId(t.app, ep, '空调维修'),
    appointmentTime: '2030-06-01 14:00',
    description: '冷库温度过高',
  });
  expect(created.statusCode, created.body).toBe(200);
  order = created.json.data;
});

describe('dispatching an order', () => {
  it("puts the in-app notice for the owner, with the template's variables filled from the order", async () => {
    const res = await dispatcher.post('/worker/batchDesignate', { ids: [order.id], ownerId: u['张师傅'] });
    expect(res.statusCode, res.body).toBe(200);
    const notices = await waitUntil(
      async () => (await engineer.get('/home/notice/list')).json.data as any[],
      (list) => list.some((n) => n.content.includes(order.orderNo)),
    );
    expect(notices.find((n) => n.content.includes(order.orderNo))).toMatchObject({
      title: '工单派单',
      content: `李派单给您派了工单${order.orderNo}：冷库报警，客户华南冷链有限公司（13900000502）`,
      link: `/allOrder/orderDetail/${order.id}`,
      read: false,
    });
    // Only the configured recipients: the dispatcher who did it is not the owner.
    expect(((await dispatcher.get('/home/notice/list')).json.data as any[]).some((n) => n.title === '工单派单')).toBe(false);
  });

  it('texts the owner and the customer through the SMS job, signed, with the variables filled', async () => {
    const text = `【示例科技】工单${order.orderNo}已派给张师傅（13800000003），请保持电话畅通`;
    const sent = await waitUntil(
      () => t.sms.sent.filter((s) => s.text.includes(order.orderNo)),
      (list) => list.length === 2,
    );
    expect(sent).toEqual(expect.arrayContaining([{ phone: '13800000003', text }, { phone: '13900000502', text }]));
    // The job marks a delivery sent after the sender answers: wait for the rows to settle, not for the texts.
    const deliveries = await waitUntil(
      async () =>
        ((await admin.get('/notification/delivery/list?pageSize=100')).json.data as any[])
          .filter((d) => d.trigger === Trigger.orderDispatched && d.content.includes(order.orderNo))
          .map((d) => [d.channel, d.state, d.userName ?? d.address])
          .sort(),
      (rows) => rows.length === 3 && rows.every(([, state]) => state !== 'pending'),
    );
    expect(deliveries).toEqual([
      ['notice', 'sent', '张师傅'],
      ['sms', 'sent', '13900000502'],
      ['sms', 'sent', '张师傅'],
    ]);
  });
});

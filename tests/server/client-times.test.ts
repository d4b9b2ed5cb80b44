import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@domain/orders/orders.types';
import { formatBusinessTime } from '@domain/downloads/business-time';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

/**
 * A time a client sends without a zone is China business time (domain/format/client-time.ts), on a
 * server whatever its own zone (the test machine's is UTC): a phone's 预约 09:30 reads 09:30 on the PC.
 */
const t = useTestApp();
const [dispatcher, engineer] = useSignedIn(t, '13800000002', '13800000003');
let u: Record<string, number>;
let customerId: number;
let defaultType: number;
let aircon: number;

beforeAll(async () => {
  ({ users: u, customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '时区测试客户', phone: '13900000031', contact: '周先生', contactPhone: '13900000032' }));
});

const detail = async (id: number) => (await dispatcher.get(`/order/orderDetail?id=${id}`)).json.data as OrderDetail;
const shown = (iso: string | null) => (iso ? formatBusinessTime(new Date(iso)).slice(0, 16) : null);

async function engineersOrder(appointmentTime: string) {
  const created = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title: '预约时区', serviceItemId: aircon, appointmentTime, description: '时区' });
  expect(created.statusCode, created.body).toBe(200);
  const order = created.json.data as OrderDetail;
  await dispatcher.post('/worker/batchDesignate', { ids: [order.id], ownerId: u['张师傅'] });
  expect((await engineer.post('/order/accept', { id: order.id })).statusCode).toBe(200);
  return detail(order.id);
}

describe('times sent without a zone are China business time', () => {
  it('stores a new order’s 09:30 as 09:30 China time (01:30 UTC)', async () => {
    const order = await engineersOrder('2030-06-01 09:30');
    expect(order.appointmentTime).toBe('2030-06-01T01:30:00.000Z');
    expect(shown(order.appointmentTime)).toBe('2030-06-01 09:30');
  });

  it('stores the phone’s 预约 picker value (date-time, no zone) as the same wall-clock time the PC shows', async () => {
    const order = await engineersOrder('2030-06-01 14:00');
    for (const [sent, seen] of [
      ['2030-06-02 09:30:00', '2030-06-02 09:30'], // the phone's old shape, as queued offline before this fix
      ['2030-06-03T14:00', '2030-06-03 14:00'], // a datetime-local value
      ['2030-06-04T01:30:00.000Z', '2030-06-04 09:30'], // the PC's and the phone's shape now: an instant with its zone
    ]) {
      const { version } = await detail(order.id);
      const res = await engineer.post('/order/workerBespokeDate', { id: order.id, version, appointmentTime: sent, remark: '' });
      expect(res.statusCode, res.body).toBe(200);
      expect(shown((await detail(order.id)).appointmentTime), sent).toBe(seen);
    }
  });

  it('refuses a time that names no moment and changes nothing', async () => {
    const order = await engineersOrder('2030-06-01 14:00');
    for (const bad of ['2030-02-30 09:00', 'tomorrow', true]) {
      const res = await engineer.post('/order/workerBespokeDate', { id: order.id, version: order.version, appointmentTime: bad, remark: '' });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json.message).toBe('appointmentTime: 请选择预约时间');
    }
    expect((await detail(order.id)).appointmentTime).toBe('2030-06-01T06:00:00.000Z');
  });

  it('reads a list filter’s bare days as China days', async () => {
    // 07:30 on 2 June in China is still 1 June in UTC.
    const order = await engineersOrder('2030-06-01T23:30:00Z');
    const ids = async (query: string) =>
      ((await dispatcher.get(`/v2/order/getAllOrderList?pageSize=100&customerId=${customerId}&${query}`)).json.data as { list: { id: number }[] }).list.map((o) => o.id);
    expect(await ids('visitVStart=2030-06-02&visitVEnd=2030-06-02')).toContain(order.id);
    expect(await ids('visitVStart=2030-06-01&visitVEnd=2030-06-01')).not.toContain(order.id);
  });
});

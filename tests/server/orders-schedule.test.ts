import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@domain/orders/orders.types';
import type { ScheduleReportRow, ScheduleRow } from '@domain/orders/schedule.types';
import { addCustomer, enterpriseId, orderTypeId, serviceItemId, userIds } from '@tests/support/order-fixtures';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [dispatcher, engineer, foreign] = useSignedIn(t, '13800000002', '13800000003', '13800000011');
let u: Record<string, number>;
let order: OrderDetail;

beforeAll(async () => {
  const ep = await enterpriseId(t.app, '示例科技有限公司');
  u = await userIds(t.app, ep);
  const customerId = await addCustomer(t.app, ep, { name: '排班测试客户', phone: '13900002001' });
  const created = await dispatcher.post('/v2/order/add', {
    templateId: await orderTypeId(t.app, ep, '默认工单'),
    customerId,
    title: '排班里的工单',
    serviceItemId: await serviceItemId(t.app, ep, '空调维修'),
    appointmentTime: '2031-03-01 09:00',
    description: '排班测试',
  });
  expect(created.statusCode, created.body).toBe(200);
  await dispatcher.post('/worker/batchDesignate', { ids: [created.json.data.id], ownerId: u['张师傅'] });
  await engineer.post('/order/accept', { id: created.json.data.id });
  // 10:00 China time on 2 March 2031.
  const appointed = await engineer.post('/order/workerBespokeDate', { id: created.json.data.id, appointmentTime: '2031-03-02T02:00:00Z' });
  expect(appointed.statusCode, appointed.body).toBe(200);
  order = appointed.json.data;
});

describe('GET /v2/schedule/table/dispatch/list', () => {
  it('lists each service staff member with the orders appointed on each day of the range', async () => {
    const res = await dispatcher.get('/v2/schedule/table/dispatch/list?start=2031-03-01&days=3');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json.data as ScheduleRow[];
    const zhang = rows.find((r) => r.user.id === u['张师傅'])!;
    expect(zhang.days.map((d) => d.date)).toEqual(['2031-03-01', '2031-03-02', '2031-03-03']);
    expect(zhang.days[0].orders).toEqual([]);
    expect(zhang.days[1].orders).toEqual([expect.objectContaining({ id: order.id, orderNo: order.orderNo, title: '排班里的工单', state: 3, appointmentTime: '2031-03-02T02:00:00Z' })]);
    expect(rows.every((r) => r.user.id !== u['李派单'])).toBe(true);
    expect((await dispatcher.get('/v2/schedule/table/dispatch/count?start=2031-03-01')).json.data.count).toBe(rows.length);
  });

  it('narrows the staff by name', async () => {
    const rows = (await dispatcher.get(`/v2/schedule/table/dispatch/list?start=2031-03-01&keyword=${encodeURIComponent('张')}`)).json.data as ScheduleRow[];
    expect(rows.map((r) => r.user.name)).toEqual(['张师傅']);
  });

  it('names the field of bad input', async () => {
    for (const [query, field] of [['start=2031-13-40', 'start'], ['', '开始日期'], ['start=2031-03-01&days=40', 'days'], ['start=2031-03-01&pageSize=7', 'pageSize']]) {
      const res = await dispatcher.get(`/v2/schedule/table/dispatch/list?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json.message).toContain(field);
    }
  });

  it('is the desk’s: service staff get 403', async () => {
    const res = await engineer.get('/v2/schedule/table/dispatch/list?start=2031-03-01');
    expect(res.statusCode).toBe(403);
  });

  it('never shows another enterprise’s staff or orders', async () => {
    const res = await foreign.get('/v2/schedule/table/dispatch/list?start=2031-03-01&days=3');
    expect(res.statusCode).toBe(200);
    const rows = res.json.data as ScheduleRow[];
    expect(rows.some((r) => r.user.id === u['张师傅'])).toBe(false);
    expect(rows.flatMap((r) => r.days.flatMap((d) => d.orders)).some((o) => o.id === order.id)).toBe(false);
  });
});

describe('GET /v2/schedule/table/report/list', () => {
  it('counts what each service staff member was assigned in the range and what they hold now', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const rows = (await dispatcher.get(`/v2/schedule/table/report/list?start=${today}&days=1`)).json.data as ScheduleReportRow[];
    const zhang = rows.find((r) => r.user.id === u['张师傅'])!;
    expect(zhang.assigned).toBeGreaterThanOrEqual(1);
    expect(zhang.holding).toBeGreaterThanOrEqual(1);
    const empty = (await dispatcher.get('/v2/schedule/table/report/list?start=2001-01-01&days=1')).json.data as ScheduleReportRow[];
    expect(empty.find((r) => r.user.id === u['张师傅'])).toMatchObject({ assigned: 0, completed: 0, overdue: 0, serviceMinutes: 0 });
  });

  it('answers the day grid of the schedule', async () => {
    expect((await dispatcher.get('/v2/schedule/table/time/interval')).json.data).toEqual({ dayStart: '08:00', dayEnd: '20:00', stepMinutes: 60 });
  });
});

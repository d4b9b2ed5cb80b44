import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@domain/orders/orders.types';
import { chinaDate } from '@domain/common/quick-ranges';
import type { ChartData } from '@domain/reports/reports.schemas';
import type { LedgerRow, SparePartRow, StockRow } from '@domain/spare-parts/spare-parts.schemas';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { downloadedRows, finishedDownload } from '@tests/support/sheet-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

// 备件使用分析 (chart spareUsage): its figures against a recount from the spare-parts API's own ledger.
const t = useTestApp();
const [director, admin, engineer, dispatcher, freeAdmin] = useSignedIn(t, '13800000010', '13800000001', '13800000003', '13800000002', '13800000011');

const start = new Date(Date.now() - 20 * 86_400_000).toISOString();
const end = new Date(Date.now() + 86_400_000).toISOString();
const range = `start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`;
const chart = async (query: string, client: Client = director) => {
  const res = await client.get(`/v2/report/chart?${range}&chart=spareUsage&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as ChartData;
};

/** Every ledger line of a movement type, as /stockLog lists them (all pages). */
async function ledgerOf(type: number): Promise<LedgerRow[]> {
  const out: LedgerRow[] = [];
  for (let page = 0; ; page += 1) {
    const res = await admin.get(`/v2/spare/ledger/list?type=${type}&pageSize=100&pageIndex=${page}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json.data.list as LedgerRow[];
    out.push(...list);
    if (list.length < 100) return out;
  }
}

interface Recount {
  qty: Map<string, number>;
  amount: Map<string, number>;
}

/** The recount: 工单消耗 lines in the range add, 取消消耗 lines subtract, grouped by `keyOf`. */
async function recount(keyOf: (l: LedgerRow, sign: number) => string): Promise<Recount> {
  const prices = new Map(((await admin.get('/v2/spare/sparePart/list?pageSize=100')).json.data.list as SparePartRow[]).map((p) => [p.id, Number(p.price)]));
  const out: Recount = { qty: new Map(), amount: new Map() };
  for (const [type, sign] of [[1, 1], [2, -1]] as const) {
    for (const l of await ledgerOf(type)) {
      if (l.createTime < start || l.createTime > end) continue;
      const key = keyOf(l, sign);
      out.qty.set(key, (out.qty.get(key) ?? 0) + sign * Number(l.qty));
      out.amount.set(key, (out.amount.get(key) ?? 0) + sign * Math.round(Number(l.qty) * prices.get(l.partId)! * 100) / 100);
    }
  }
  return out;
}
const r2 = (n: number) => Math.round(n * 100) / 100;

let orderId: number;
let partId: number;

beforeAll(async () => {
  const { customerId, defaultType, aircon, users } = await sampleOrderSetting(t.app, { name: '备件报表商贸', phone: '13900000041', contact: '林先生', contactPhone: '13900000042' });
  const added = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title: '压缩机更换', serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '压缩机不启动' });
  expect(added.statusCode, added.body).toBe(200);
  orderId = (added.json.data as OrderDetail).id;
  await dispatcher.post('/worker/batchDesignate', { ids: [orderId], ownerId: users['张师傅'] });
  await engineer.post('/order/accept', { id: orderId });
  const held = ((await engineer.get('/v2/spare/stock/mine?pageSize=100')).json.data.list as StockRow[]).sort((a, b) => Number(b.qty) - Number(a.qty));
  expect(Number(held[0]?.qty ?? 0), '张师傅 holds demo parts').toBeGreaterThanOrEqual(3);
  partId = held[0].partId;
  // Two consumptions, one of them cancelled: the chart must count only the other.
  const kept = await engineer.post('/v2/spare/order/consume', { orderId, lines: [{ partId, qty: 2 }] });
  expect(kept.statusCode, kept.body).toBe(200);
  const undone = await engineer.post('/v2/spare/order/consume', { orderId, lines: [{ partId, qty: 1 }] });
  expect((await engineer.post('/v2/spare/order/cancel', { orderId, movementId: undone.json.data.id })).statusCode).toBe(200);
});

describe('GET /v2/report/chart?chart=spareUsage', () => {
  it('gives per part the net quantity and amount the ledger recounts', async () => {
    const data = await chart('dimension=part');
    const counted = await recount((l) => String(l.partId));
    expect(data.rows.length).toBeGreaterThan(0);
    expect(new Set(data.rows.map((r) => r.key))).toEqual(new Set(counted.qty.keys()));
    for (const row of data.rows) {
      expect(row.values.quantity, row.label).toBe(r2(counted.qty.get(row.key!)!));
      expect(row.values.amount, row.label).toBe(r2(counted.amount.get(row.key!)!));
    }
    expect(data.summary.quantity).toBe(r2([...counted.qty.values()].reduce((a, b) => a + b, 0)));
    expect(data.summary.amount).toBe(r2([...counted.amount.values()].reduce((a, b) => a + b, 0)));
  });

  it('gives per staff member and per day the same recount, and the groups add up to the summary', async () => {
    const byStaff = await chart('dimension=staff');
    const staffCount = await recount((l, sign) => (sign > 0 ? l.fromName : l.toName).replace('（个人）', ''));
    for (const row of byStaff.rows) expect(row.values.quantity, row.label).toBe(r2(staffCount.qty.get(row.label)!));
    expect(byStaff.rows.map((r) => r.label)).toContain('张师傅');
    const byDay = await chart('dimension=day');
    expect(byDay.rows).toHaveLength(22);
    const dayCount = await recount((l) => chinaDate(new Date(l.createTime)));
    for (const row of byDay.rows) expect(row.values.quantity, row.label).toBe(r2(dayCount.qty.get(row.label) ?? 0));
    const byType = await chart('dimension=partType');
    for (const data of [byStaff, byDay, byType]) {
      expect(r2(data.rows.reduce((n, r) => n + Number(r.values.quantity), 0))).toBe(byDay.summary.quantity);
      expect(r2(data.rows.reduce((n, r) => n + Number(r.values.amount), 0))).toBe(byDay.summary.amount);
    }
  });

  it('nets a cancelled consumption out of the figures', async () => {
    const row = async () => (await chart('dimension=part')).rows.find((r) => r.key === String(partId))!.values;
    const before = await row();
    const used = await engineer.post('/v2/spare/order/consume', { orderId, lines: [{ partId, qty: 1 }] });
    expect(used.statusCode, used.body).toBe(200);
    const during = await row();
    expect(during.quantity).toBe(r2(Number(before.quantity) + 1));
    expect(during.amount).toBe(r2(Number(before.amount) + Number(used.json.data.amount)));
    await engineer.post('/v2/spare/order/cancel', { orderId, movementId: used.json.data.id });
    expect(await row()).toEqual(before);
  });

  it('narrows to the staff filter', async () => {
    const byStaff = await chart('dimension=staff');
    const zhang = byStaff.rows.find((r) => r.label === '张师傅')!;
    const one = await chart(`dimension=part&staffId=${zhang.key}`);
    expect(one.summary.quantity).toBe(zhang.values.quantity);
  });

  it('refuses an order dimension with 400, other roles and the free plan with 403', async () => {
    const bad = await director.get(`/v2/report/chart?chart=spareUsage&dimension=type`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toContain('dimension');
    expect((await director.get(`/v2/report/chart?chart=order&dimension=part`)).statusCode).toBe(400);
    expect((await engineer.get(`/v2/report/chart?chart=spareUsage`)).statusCode).toBe(403);
    expect((await dispatcher.get(`/v2/report/chart?chart=spareUsage`)).statusCode).toBe(403);
    const free = await freeAdmin.get(`/v2/report/chart?chart=spareUsage`);
    expect(free.statusCode).toBe(403);
    expect(free.json.message).toContain('报表');
  });

  it('exports the figures like the other charts', async () => {
    const res = await director.post('/v2/report/chart/export', { chart: 'spareUsage', dimension: 'part', start, end, format: 'xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    const item = await finishedDownload(director, res.json.data.id);
    expect(item.name).toMatch(/^备件使用分析\d{14}$/);
    const rows = await downloadedRows(t, (director as unknown as { cookie: string }).cookie, item);
    expect(rows[0]).toEqual(['备件', '使用数量', '使用金额（元）']);
    const data = await chart('dimension=part');
    expect(rows.at(-1)).toEqual(['合计', data.summary.quantity, data.summary.amount]);
  });
});

import { describe, expect, it } from 'vitest';
import { exportResult } from '@tests/support/sheet-fixtures';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

/** The download centre's exports of detection, return and exchange, and internal repair orders: filtered rows, readers only, bad filters named. */
const t = useTestApp();
const [admin, keeper, engineer, sales, trialAdmin] = useSignedIn(t, '13800000001', '13800000009', '13800000003', '13800000005', '13800000021');

const EXPORTS = {
  detections: '/v2/repair/detection/export',
  returnChanges: '/v2/repair/returnChange/export',
  internal: '/v2/repair/internal/export',
} as const;

describe('repair exports', () => {
  it('write the list as filtered: return and exchange orders by type, internal repairs by state', async () => {
    // The demo's return and exchange orders: an exchange waiting and a return passed.
    const exchanges = await exportResult(t, admin, EXPORTS.returnChanges, { type: 2 });
    expect(exchanges.rows[0]).toContain('退换货单号');
    expect(exchanges.rows.slice(1).map((r) => r[1])).toEqual(['换货']);
    // The demo's internal repairs: one finished (the refrigerant recovery machine).
    const done = await exportResult(t, engineer, EXPORTS.internal, { state: 2 });
    expect(done.rows.slice(1).map((r) => [r[2], r[7], r[12]])).toEqual([['已完成', '冷媒回收机', '修复']]);
    // A detection concluded here appears with its verdict and the time it was inspected.
    const [order] = (await admin.get('/v2/repair/order/list?state=1&pageIndex=0&pageSize=10')).json.data;
    const made = await admin.post('/v2/repair/detection/create', { repairOrderId: order.id });
    expect(made.statusCode, made.body).toBe(200);
    const checklist = made.json.data.checklist.map((c: { item: string }) => ({ item: c.item, ok: true, note: '' }));
    expect((await admin.post('/v2/repair/detection/conclude', { id: made.json.data.id, checklist, verdict: 4, conclusion: '' })).statusCode).toBe(200);
    const detections = await exportResult(t, engineer, EXPORTS.detections, { state: 1 });
    const row = detections.rows.slice(1).find((r) => r[0] === made.json.data.detectionNo)!;
    expect(row[8]).toBe('无故障');
    expect(row[11]).toBeInstanceOf(Date);
  });

  it('are for the lists’ readers only', async () => {
    for (const url of [EXPORTS.detections, EXPORTS.returnChanges]) {
      expect((await keeper.post(url, {})).statusCode, url).toBe(403);
      expect((await sales.post(url, {})).statusCode, url).toBe(403);
    }
    expect((await sales.post(EXPORTS.internal, {})).statusCode).toBe(403);
    expect((await keeper.post(EXPORTS.internal, {})).statusCode).toBe(200);
  });

  it('refuse a bad filter naming it, and another enterprise exports none of these orders', async () => {
    const bad = [
      [EXPORTS.detections, { state: 9 }, 'state'],
      [EXPORTS.returnChanges, { type: 3 }, 'type'],
      [EXPORTS.internal, { kind: -1 }, 'kind'],
      [EXPORTS.internal, { format: 'pdf' }, 'format'],
      [EXPORTS.detections, { keyword: 'x'.repeat(51) }, 'keyword'],
    ] as const;
    for (const [url, body, field] of bad) {
      const res = await admin.post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json.message).toContain(field);
    }
    // The trial enterprise has none of these orders: nothing of the demo's is exported for it.
    for (const url of Object.values(EXPORTS)) expect((await trialAdmin.post(url, {})).json, url).toMatchObject({ success: false, message: '导出数据不能为空' });
  });
});

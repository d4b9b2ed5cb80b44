import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import type { DownloadItem } from '@domain/downloads/downloads.constants';
import type { AreaCount, ChartData, StreetOrder } from '@domain/reports/reports.schemas';
import { customers } from '@server/db/schema';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [director, staff, freeAdmin] = useSignedIn(t, '13800000010', '13800000003', '13800000011');

// The demo orders were made when the test database was seeded: a range around now holds them all.
const range = () => {
  const start = new Date(Date.now() - 20 * 86_400_000).toISOString();
  const end = new Date(Date.now() + 86_400_000).toISOString();
  return `start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`;
};
const chart = async (query: string, client: Client = director) => {
  const res = await client.get(`/v2/report/chart?${range()}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as ChartData;
};
const listCount = async (query: string) => (await director.get(`/v2/order/getOrderListCount?${query}`)).json.data.count as number;

describe('GET /v2/report/chart', () => {
  it('counts the orders per staff member exactly as the order list filtered to each one lists them', async () => {
    const data = await chart('chart=order&dimension=staff');
    const total = data.rows.reduce((n, r) => n + Number(r.values.total), 0);
    expect(data.summary.total).toBeGreaterThan(10);
    expect(total).toBe(data.summary.total);
    const takeV = `takeVStart=${encodeURIComponent(data.start)}&takeVEnd=${encodeURIComponent(data.end)}`;
    expect(await listCount(takeV)).toBe(data.summary.total);
    const named = data.rows.filter((r) => r.key !== null);
    expect(named.map((r) => r.label)).toContain('张师傅');
    for (const row of named) expect(await listCount(`${takeV}&servicePersonalIds=${row.key}`)).toBe(row.values.total);
  });

  it('draws every day of the range, days without orders as zero', async () => {
    const data = await chart('chart=order&dimension=day');
    expect(data.rows).toHaveLength(22);
    expect(data.rows.reduce((n, r) => n + Number(r.values.total), 0)).toBe(data.summary.total);
    expect(data.rows[0].values.total).toBe(0);
  });

  it('gives the revenue, timeout, evaluation, efficiency and fault figures by their definitions', async () => {
    const revenue = await chart('chart=revenue&dimension=type');
    expect(revenue.summary.collected).toBeGreaterThan(0);
    const timeout = await chart('chart=timeout&dimension=type');
    expect(timeout.summary).toHaveProperty('slaTimeoutRate');
    const evaluation = await chart('chart=evaluation');
    expect(evaluation.summary.evaluated).toBeGreaterThan(0);
    expect(Number(evaluation.summary.quality)).toBeGreaterThanOrEqual(1);
    const efficiency = await chart('chart=efficiency&dimension=type');
    expect(efficiency.rows.map((r) => r.label)).toContain('默认工单');
    expect(efficiency.summary.avgResponseMinutes).not.toBeNull();
    const fault = await chart('chart=fault&dimension=serviceItem');
    expect(fault.rows[0].label).toBe('空调维修');
    const events = await chart('chart=event&dimension=state');
    expect(events.summary.total).toBeGreaterThan(0);
  });

  it("names a deleted customer's past figures, marked 已删除", async () => {
    const before = await chart('chart=customer&dimension=customer');
    const row = before.rows.find((r) => r.key !== null)!;
    await t.app.db.system.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, Number(row.key)));
    const after = await chart('chart=customer&dimension=customer');
    expect(after.rows.find((r) => r.key === row.key)!.label).toBe(`${row.label}（已删除）`);
    expect(after.rows.some((r) => r.label.startsWith('#'))).toBe(false);
  });

  it('narrows by order type and staff', async () => {
    const all = await chart('chart=order&dimension=type');
    const type = all.rows.find((r) => r.label === '默认工单')!;
    const one = await chart(`chart=order&dimension=type&orderType=${type.key}`);
    expect(one.rows).toHaveLength(1);
    expect(one.summary.total).toBe(type.values.total);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [query, field] of [
      ['chart=nope', 'chart'],
      ['chart=order&dimension=moon', 'dimension'],
      ['chart=order&start=2026-01-02&end=2026-01-01', 'end'],
      ['chart=order&staffId=x', 'staffId'],
    ]) {
      const res = await director.get(`/v2/report/chart?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toContain(field);
    }
    const res = await director.get('/v2/report/chart?chart=staff&dimension=day');
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain('dimension');
  });

  it('is closed to a role without the chart centre', async () => {
    expect((await staff.get('/v2/report/chart?chart=order')).statusCode).toBe(403);
    expect((await staff.get('/databoard/baseinfo')).statusCode).toBe(403);
    expect((await staff.get('/v2/report/dataMap')).statusCode).toBe(403);
  });

  it('is closed under the free plan, with the upgrade notice', async () => {
    const res = await freeAdmin.get('/v2/report/chart?chart=order');
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toMatch(/^免费版本不支持报表/);
  });
});

describe('the dashboard /databoard/*', () => {
  it('answers every block for the range', async () => {
    const base = (await director.get(`/databoard/baseinfo?${range()}`)).json.data;
    expect(base.orders.total).toBeGreaterThan(10);
    for (const path of ['ordertmplinfo', 'userorderinfo', 'incomeinfo', 'ordertrendinfo', 'customerinfo']) {
      const res = await director.get(`/databoard/${path}?${range()}`);
      expect(res.statusCode, path).toBe(200);
      expect((res.json.data as ChartData).rows.length, path).toBeGreaterThan(0);
    }
    const areas = (await director.get(`/databoard/areaDatas?${range()}`)).json.data as AreaCount[];
    expect(areas.reduce((n, a) => n + a.total, 0)).toBe(base.orders.total);
    const guangdong = areas.find((a) => a.province === '广东省')!;
    expect(guangdong.total).toBeGreaterThan(0);
    const streets = (await director.get(`/databoard/areaDatasStreetOrderList?${range()}&province=${encodeURIComponent('广东省')}`)).json.data as StreetOrder[];
    expect(streets.length).toBe(Math.min(50, guangdong.total));
    expect(streets.every((s) => s.address.startsWith('广东省'))).toBe(true);
    expect((await director.get('/databoard/areaDatasStreetOrderList')).json.message).toContain('province');
  });

  it('the data map gives provinces with their cities and positions', async () => {
    const areas = (await director.get(`/v2/report/dataMap?${range()}`)).json.data as AreaCount[];
    const provinces = areas.filter((a) => a.city === null);
    const cities = areas.filter((a) => a.city !== null);
    for (const p of provinces) expect(cities.filter((c) => c.province === p.province).reduce((n, c) => n + c.total, 0)).toBeLessThanOrEqual(p.total);
    expect(cities.map((c) => c.city)).toContain('深圳市');
    expect(cities.find((c) => c.city === '深圳市')!.lng).toBeGreaterThan(113);
  });
});

describe('POST /v2/report/chart/export', () => {
  const exported = async (body: Record<string, unknown>) => {
    const start = new Date(Date.now() - 20 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 86_400_000).toISOString();
    const res = await director.post('/v2/report/chart/export', { start, end, format: 'xlsx', ...body });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json.data.id as number;
    const item = await vi.waitFor(
      async () => {
        const found = ((await director.get('/fileDownloadCenter/list')).json.data as DownloadItem[]).find((i) => i.id === id)!;
        if (found.process_state === 1) throw new Error('still running');
        return found;
      },
      { timeout: 20_000, interval: 50 },
    );
    const cookie = (director as unknown as { cookie: string }).cookie;
    const file = await t.app.inject({ method: 'GET', url: item.file_download_url!, headers: { cookie } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    return { item, rows: workbook.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1)) };
  };

  it('puts the figures into the download centre as number cells with a total row', async () => {
    const { item, rows } = await exported({ chart: 'staff' });
    expect(item.name).toMatch(/^服务人员统计\d{14}$/);
    expect(rows[0][0]).toBe('服务人员');
    expect(rows[0][1]).toBe('工单数');
    const total = rows.at(-1)!;
    expect(total[0]).toBe('合计');
    expect(typeof total[1]).toBe('number');
  });

  it('heads the name column with the dimension chosen, not every dimension the chart offers', async () => {
    for (const [chart, dimension, header] of [['order', 'type', '工单类型'], ['order', 'state', '状态'], ['staff', 'group', '服务组'], ['order', undefined, '日期']] as const) {
      const { rows } = await exported({ chart, dimension });
      expect(rows[0][0], `${chart} ${dimension}`).toBe(header);
    }
  });
});

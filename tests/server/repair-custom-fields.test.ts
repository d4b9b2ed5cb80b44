import { beforeAll, describe, expect, it } from 'vitest';
import { FieldType } from '@domain/forms/field-types';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import type { RepairDetail, RepairSettings, RepairView, ScanSignInResult } from '@domain/repair/repair.schemas';
import { exportResult } from '@tests/support/sheet-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

/** The repair order template's custom fields (/repairSet): built by the administrator, filled in on repair orders, exported. */
const t = useTestApp();
const [admin, desk, engineer, sales, trialAdmin] = useSignedIn(t, '13800000001', '13800000006', '13800000003', '13800000005', '13800000021');

const FORM = '/v2/repair/settings/form';
const SAVE = '/v2/repair/order/save';
const fields = [
  { key: 'part', type: FieldType.text, title: '故障部位', required: true },
  { key: 'hours', type: FieldType.number, title: '工时', required: false },
  { key: 'channel', type: FieldType.radio, title: '送修方式', required: false, options: [{ value: 'post', label: '快递' }, { value: 'walk', label: '到店' }] },
];

const settings = async (c: Client = desk) => (await c.get('/v2/repair/settings')).json.data as RepairSettings;
const detail = async (id: number) => (await desk.get(`/v2/repair/order/detail?id=${id}`)).json.data as RepairDetail;
const count = async () => (await admin.get('/v2/repair/order/count')).json.data as number;

/** Customer products of the demo with a customer and a QR code, one taken per scenario. */
let free: CustomerProductRow[];
const nextProduct = () => free.shift()!;

beforeAll(async () => {
  const products = (await admin.get('/v2/customer/production/list?pageIndex=0&pageSize=100')).json.data as CustomerProductRow[];
  const open = new Set(((await admin.get('/v2/repair/order/list?pageIndex=0&pageSize=100')).json.data as RepairView[]).filter((r) => [0, 1, 4].includes(r.state)).map((r) => r.customerProductId));
  free = products.filter((p) => p.customerId !== null && p.qr !== null && !open.has(p.id));
  const saved = await admin.post(FORM, { form: { fields } });
  expect(saved.statusCode, saved.body).toBe(200);
});

describe('the repair order template (POST /v2/repair/settings/form)', () => {
  it('is the administrator’s; everyone who reads the settings reads it, and the other settings keep it', async () => {
    expect((await settings()).form.fields.map((f) => [f.key, f.title, f.fixed])).toEqual([
      ['part', '故障部位', false],
      ['hours', '工时', false],
      ['channel', '送修方式', false],
    ]);
    expect((await desk.post(FORM, { form: { fields: [] } })).statusCode).toBe(403);
    expect((await sales.post(FORM, { form: { fields: [] } })).statusCode).toBe(403);
    const others = await settings(admin);
    const saved = await admin.post('/v2/repair/settings/save', { ...others, defaultWarehouseId: others.defaultWarehouse?.id ?? null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await settings()).form.fields).toHaveLength(3);
    // Another enterprise's template is its own.
    expect((await settings(trialAdmin)).form.fields).toEqual([]);
  });

  it('refuses a bad form naming the fields, a fixed field is not taken from the client, and nothing changes', async () => {
    for (const bad of [{ fields: [{ key: 'Bad Key', type: 1, title: 'x' }] }, { fields: [{ key: 'a', type: 999, title: 'x' }] }, { fields: 'x' }, null]) {
      const res = await admin.post(FORM, { form: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json.message).toMatch(/字段|表单/);
    }
    expect((await settings()).form.fields.map((f) => f.key)).toEqual(['part', 'hours', 'channel']);
  });
});

describe('repair orders carry the template’s values', () => {
  it('checks the values on create (required, kind; 400 naming the field), stores those the form allows and shows them on the detail', async () => {
    const product = nextProduct();
    const before = await count();
    const missing = await desk.post(SAVE, { customerProductId: product.id, fault: '不开机', values: { hours: 2 } });
    expect([missing.statusCode, missing.json.message]).toEqual([400, expect.stringMatching(/^values\.part: /)]);
    const wrong = await desk.post(SAVE, { customerProductId: product.id, fault: '不开机', values: { part: '主板', hours: 'abc' } });
    expect([wrong.statusCode, wrong.json.message]).toEqual([400, expect.stringMatching(/^values\.hours: /)]);
    const notOption = await desk.post(SAVE, { customerProductId: product.id, fault: '不开机', values: { part: '主板', channel: 'drone' } });
    expect([notOption.statusCode, notOption.json.message]).toEqual([400, expect.stringMatching(/^values\.channel: /)]);
    expect((await desk.post(SAVE, { customerProductId: product.id, fault: '不开机', values: 'x' })).statusCode).toBe(400);
    expect(await count()).toBe(before);

    const made = await desk.post(SAVE, { customerProductId: product.id, fault: '不开机', values: { part: '主板', hours: 2, channel: 'post', stray: 'x' } });
    expect(made.statusCode, made.body).toBe(200);
    const order = await detail((made.json.data as RepairView).id);
    expect(order.values).toEqual({ part: '主板', hours: 2, channel: 'post' });
    expect(order.form.fields.map((f) => f.key)).toEqual(['part', 'hours', 'channel']);
  });

  it('keeps the form an order was made with: the template changing later does not change what an edit is checked against', async () => {
    const product = nextProduct();
    const made = (await desk.post(SAVE, { customerProductId: product.id, fault: '异响', values: { part: '风扇' } })).json.data as RepairView;
    await admin.post(FORM, { form: { fields: [...fields, { key: 'extra', type: FieldType.text, title: '新字段', required: true }] } });
    try {
      const kept = await detail(made.id);
      expect(kept.form.fields.map((f) => f.key)).toEqual(['part', 'hours', 'channel']);
      const cleared = await desk.post(SAVE, { id: made.id, customerProductId: product.id, fault: '异响', values: { hours: 1 } });
      expect([cleared.statusCode, cleared.json.message]).toEqual([400, expect.stringMatching(/^values\.part: /)]);
      expect((await detail(made.id)).values).toEqual({ part: '风扇' });
      const edited = await engineer.post(SAVE, { id: made.id, customerProductId: product.id, fault: '异响', values: { part: '电机', hours: 1.5 } });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await detail(made.id)).values).toEqual({ part: '电机', hours: 1.5 });
    } finally {
      await admin.post(FORM, { form: { fields } });
    }
  });

  it('an order made by a scan carries the template with no values yet: the desk fills them in on 编辑', async () => {
    const product = nextProduct();
    const scanned = await desk.post('/v2/repair/order/scanSignIn', { code: product.qr!.url, fault: '不制冷' });
    expect(scanned.statusCode, scanned.body).toBe(200);
    const order = await detail((scanned.json.data as ScanSignInResult).order.id);
    expect([order.values, order.form.fields.length]).toEqual([{}, 3]);
    const filled = await desk.post(SAVE, { id: order.id, customerProductId: product.id, fault: '不制冷', values: { part: '压缩机' } });
    expect(filled.statusCode, filled.body).toBe(200);
    expect((await detail(order.id)).values).toEqual({ part: '压缩机' });
  });

  it('are written into the repair export after the order’s own columns: options by label, numbers as numbers', async () => {
    const product = nextProduct();
    const made = (await desk.post(SAVE, { customerProductId: product.id, fault: '导出检查', values: { part: '显示屏', hours: 3, channel: 'walk' } })).json.data as RepairView;
    const { rows } = await exportResult(t, admin, '/v2/repair/order/export', { keyword: made.repairNo });
    const header = rows[0] as string[];
    expect(header.slice(-3)).toEqual(['故障部位', '工时', '送修方式']);
    const row = rows.slice(1).find((r) => r[0] === made.repairNo)!;
    expect(row.slice(-3)).toEqual(['显示屏', 3, '到店']);
    // A client cannot choose the columns: the template's fields are the server's.
    const forced = await exportResult(t, admin, '/v2/repair/order/export', { keyword: made.repairNo, fields: [] });
    expect((forced.rows[0] as string[]).slice(-3)).toEqual(['故障部位', '工时', '送修方式']);
  });
});

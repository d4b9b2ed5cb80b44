import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FieldAttribute, FieldType, LinkTarget } from '@domain/forms/field-types';
import { SplitPaths as P } from '@domain/triggers/split.paths';
import type { SplitRuleRow, SplitRunRow } from '@domain/triggers/split.schemas';
import { orderLogs, orders, orderSplitRules, orderTypes } from '@server/db/schema';
import { splitOrder } from '@server/modules/triggers/triggers.public';
import { addCustomer, enterpriseId, orderTypeId, serviceItemId } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

const t = useTestApp();
const [admin, dispatcher, engineer, trialAdmin] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000021');
let ep: number;
let splitType: number;
let plainType: number;
let trialType: number;
let customerId: number;
let aircon: number;

const productField = (key: string, title: string, target: number) => ({
  key,
  title,
  type: FieldType.linkedRecord,
  required: false,
  settings: {},
  fieldAttributeList: [{ type: FieldAttribute.linkTarget, value: String(target) }],
  fixed: false,
});
/** A copy of 默认工单 named `name` whose form gains three product fields (two products, one device) and a customer link. */
async function typeWithProducts(enterprise: number, name: string): Promise<number> {
  const [base] = await t.app.db.system.select().from(orderTypes).where(and(eq(orderTypes.enterpriseId, enterprise), eq(orderTypes.name, '默认工单')));
  const form = base.form as { fields: unknown[] };
  const fields = [
    ...form.fields,
    productField('product_a', '产品一', LinkTarget.product),
    productField('product_b', '产品二', LinkTarget.product),
    productField('device_c', '设备三', LinkTarget.deviceArchive),
    productField('buyer', '购买人', LinkTarget.customer),
    { key: 'floor', title: '楼层', type: FieldType.text, required: false, settings: {}, fieldAttributeList: [], fixed: false },
  ];
  const { id: _id, ...rest } = base;
  const [row] = await t.app.db.system.insert(orderTypes).values({ ...rest, name, form: { ...form, fields } }).returning();
  return row.id;
}

beforeAll(async () => {
  ep = await enterpriseId(t.app, '示例科技有限公司');
  splitType = await typeWithProducts(ep, '多产品安装');
  plainType = await orderTypeId(t.app, ep, '默认工单');
  trialType = await typeWithProducts(await enterpriseId(t.app, '试用服务公司'), '试用多产品');
  customerId = await addCustomer(t.app, ep, { name: '拆单客户', phone: '075566670088' });
  aircon = await serviceItemId(t.app, ep, '空调维修');
});

const newOrder = async (title: string, fields: Record<string, unknown>, templateId = splitType) => {
  const res = await dispatcher.post('/v2/order/add', { templateId, customerId, title, serviceItemId: aircon, priority: 2, appointmentTime: '2030-06-01 14:00', description: '三台一起装', fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as { id: number; orderNo: string };
};
const rules = async () => (await admin.get(P.list)).json.data as SplitRuleRow[];
const runsOf = (ruleId: number, n: number) =>
  waitUntil(
    async () => (await admin.get(`${P.runs}?ruleId=${ruleId}`)).json.data as { rows: SplitRunRow[]; total: number },
    (r) => r.total >= n && r.rows.every((row) => row.copyNos.length > 0),
  );
const saveRule = async (body: Record<string, unknown>) => {
  const res = await admin.post(P.save, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as { id: number; version: number };
};
const THREE = { product_a: '格力空调|11', product_b: '美的空调|12', device_c: '海尔热水器|13', floor: '3楼' };

describe('自动拆单', () => {
  it('offers the type’s product and device fields, not other links or text', async () => {
    const res = await admin.get(`${P.fields}?templateId=${splitType}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json.data).toEqual([
      { key: 'product_a', title: '产品一' },
      { key: 'product_b', title: '产品二' },
      { key: 'device_c', title: '设备三' },
    ]);
  });

  it('splits a new order with three products into three, the original keeping the first, each copy linked and logged', async () => {
    const rule = await saveRule({ templateId: splitType, fieldKeys: ['product_a', 'product_b', 'device_c'] });
    const source = await newOrder('三台设备安装', THREE);
    const runs = await runsOf(rule.id, 1);
    expect(runs.rows[0]).toMatchObject({ orderId: source.id, orderNo: source.orderNo });
    const copies = runs.rows[0].copyNos;
    expect(copies).toHaveLength(2);

    const [kept] = await t.app.db.system.select().from(orders).where(eq(orders.id, source.id));
    expect(kept.values).toMatchObject({ product_a: '格力空调|11', product_b: null, device_c: null, floor: '3楼' });
    const made = await t.app.db.system.select().from(orders).where(eq(orders.templateId, splitType));
    const byNo = new Map(made.map((o) => [o.orderNo, o]));
    expect(copies.map((no) => (byNo.get(no)!.values as Record<string, unknown>).product_a)).toEqual(['美的空调|12', '海尔热水器|13']);
    for (const no of copies) {
      const copy = byNo.get(no)!;
      expect(copy).toMatchObject({ title: '三台设备安装', customerId, priority: 2, description: '三台一起装', serviceItemId: aircon, creatorId: null });
      expect(copy.values).toMatchObject({ product_b: null, device_c: null, floor: '3楼' });
      expect(copy.appointmentTime?.getTime()).toBe(kept.appointmentTime?.getTime());
      const [log] = await t.app.db.system.select().from(orderLogs).where(and(eq(orderLogs.orderId, copy.id), eq(orderLogs.op, 'triggerCreate')));
      expect(log.remark).toMatch(new RegExp(`^自动拆单（来源工单 ${source.orderNo}，产品 (美的空调|海尔热水器)）$`));
    }
    const [edit] = await t.app.db.system.select().from(orderLogs).where(and(eq(orderLogs.orderId, source.id), eq(orderLogs.op, 'edit')));
    expect(edit).toMatchObject({ userId: null, remark: `自动拆单：拆出 ${copies.join('、')}` });
    expect((await rules()).find((r) => r.id === rule.id)).toMatchObject({ templateName: '多产品安装', fieldTitles: ['产品一', '产品二', '设备三'], runCount: 1, enabled: true });

    // Run again (a retried job): the order was split, nothing more is made.
    expect(await splitOrder({ db: t.app.db, notifications: t.app.notifications }, ep, source.id)).toEqual([]);
    expect(await t.app.db.system.select().from(orders).where(eq(orders.templateId, splitType))).toHaveLength(made.length);
  });

  it('leaves alone an order with one product, an order of another type and any order while the rule is disabled', async () => {
    const [rule] = (await rules()).filter((r) => r.templateId === splitType);
    const deps = { db: t.app.db, notifications: t.app.notifications };
    const one = await newOrder('一台', { product_b: '美的空调|12' });
    expect(await splitOrder(deps, ep, one.id)).toEqual([]);
    const other = await newOrder('默认类型', {}, plainType);
    expect(await splitOrder(deps, ep, other.id)).toEqual([]);
    await saveRule({ id: rule.id, version: rule.version, templateId: splitType, fieldKeys: rule.fieldKeys, enabled: false });
    const off = await newOrder('停用时', THREE);
    expect(await splitOrder(deps, ep, off.id)).toEqual([]);
    const [kept] = await t.app.db.system.select().from(orders).where(eq(orders.id, off.id));
    expect(kept.values).toMatchObject({ product_b: '美的空调|12' });
    await saveRule({ id: rule.id, version: rule.version + 1, templateId: splitType, fieldKeys: rule.fieldKeys, enabled: true });
  });

  it('refuses bad rules naming the field, and saves nothing', async () => {
    const before = await rules();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ templateId: splitType, fieldKeys: ['product_a'] }, 400, 'fieldKeys: 请至少选择两个产品字段'],
      [{ templateId: splitType, fieldKeys: ['product_a', 'product_a'] }, 400, 'fieldKeys: 产品字段重复'],
      [{ templateId: splitType, fieldKeys: ['product_a', 'floor'] }, 400, 'fieldKeys: 「floor」不是该工单类型的产品字段'],
      [{ templateId: splitType, fieldKeys: ['product_a', 'buyer'] }, 400, 'fieldKeys: 「buyer」不是该工单类型的产品字段'],
      [{ templateId: splitType, fieldKeys: ['product_a', 'pro\u0000duct_b'] }, 400, '控制字符'],
      [{ templateId: splitType, fieldKeys: ['product_a', 'x'.repeat(41)] }, 400, '产品字段格式不正确'],
      [{ templateId: trialType, fieldKeys: ['product_a', 'product_b'] }, 400, 'templateId: 工单类型不存在'],
      [{ templateId: -1, fieldKeys: ['product_a', 'product_b'] }, 400, '请选择工单类型'],
      [{ templateId: 2 ** 60, fieldKeys: ['product_a', 'product_b'] }, 400, '请选择工单类型'],
      [{ templateId: splitType, fieldKeys: ['product_a', 'product_b'] }, 409, 'templateId: 该工单类型已有拆单规则'],
      [{ id: before[0].id, version: before[0].version + 5, templateId: splitType, fieldKeys: ['product_a', 'product_b'] }, 409, '拆单规则已被他人修改'],
      [{ id: 2 ** 40, templateId: splitType, fieldKeys: ['product_a', 'product_b'] }, 404, '拆单规则不存在'],
    ];
    for (const [body, status, message] of cases) {
      const res = await admin.post(P.save, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json.message).toContain(message);
    }
    expect(await rules()).toEqual(before);
  });

  it('lets only administrators write, the settings roles read, and keeps each enterprise to its own rules', async () => {
    const [rule] = await rules();
    expect((await dispatcher.get(P.list)).statusCode).toBe(200);
    expect((await dispatcher.post(P.save, { templateId: plainType, fieldKeys: ['a', 'b'] })).statusCode).toBe(403);
    expect((await dispatcher.delete(`${P.delete}?ids=${rule.id}`)).statusCode).toBe(403);
    expect((await engineer.get(P.list)).statusCode).toBe(403);
    expect((await new Client(() => t.app).get(P.list)).statusCode).toBe(401);
    // Another enterprise sees none of them and cannot touch them.
    expect((await trialAdmin.get(P.list)).json.data).toEqual([]);
    expect((await trialAdmin.get(`${P.runs}?ruleId=${rule.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.get(`${P.fields}?templateId=${splitType}`)).statusCode).toBe(400);
    expect((await trialAdmin.delete(`${P.delete}?ids=${rule.id}`)).statusCode).toBe(404);
    const foreignUpdate = await trialAdmin.post(P.save, { id: rule.id, version: rule.version, templateId: trialType, fieldKeys: ['product_a', 'product_b'] });
    expect(foreignUpdate.statusCode).toBe(404);
    expect(await rules()).toEqual([rule]);
  });

  it('deletes a rule; new orders of its type are then kept whole', async () => {
    const [rule] = await rules();
    const res = await admin.delete(`${P.delete}?ids=${rule.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rules()).toEqual([]);
    expect(await t.app.db.system.select().from(orderSplitRules).where(eq(orderSplitRules.id, rule.id))).toHaveLength(0);
    const whole = await newOrder('删除后', THREE);
    expect(await splitOrder({ db: t.app.db, notifications: t.app.notifications }, ep, whole.id)).toEqual([]);
    expect((await admin.delete(`${P.delete}?ids=${rule.id}`)).statusCode).toBe(404);
  });
});

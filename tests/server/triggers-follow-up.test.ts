import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TriggerPaths as P } from '@domain/triggers/triggers.paths';
import { ActionKind, MAX_TRIGGER_DEPTH, Moment, RecordKind, RunOutcome } from '@domain/triggers/triggers.constants';
import type { TriggerDetail, TriggerRunRow } from '@domain/triggers/triggers.schemas';
import { eventMessages, events, eventTemplates, orderLogs, orders, triggerRuns, triggers as triggerTable } from '@server/db/schema';
import { runTriggers, type RunPayload } from '@server/modules/triggers/triggers.public';
import { addCustomer, enterpriseId, orderTypeId, serviceItemId } from '@tests/support/order-fixtures';
import { useSignedIn, useTestApp } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

const t = useTestApp();
const [admin, dispatcher] = useSignedIn(t, '13800000001', '13800000002');
let ep: number;
let defaultType: number;
let installType: number;
let otherEnterpriseType: number;
let eventTemplate: number;
let customerId: number;
let aircon: number;

beforeAll(async () => {
  ep = await enterpriseId(t.app, '示例科技有限公司');
  defaultType = await orderTypeId(t.app, ep, '默认工单');
  installType = await orderTypeId(t.app, ep, '安装工单');
  otherEnterpriseType = await orderTypeId(t.app, await enterpriseId(t.app, '试用服务公司'), '默认工单');
  const [template] = await t.app.db.system.select().from(eventTemplates).where(and(eq(eventTemplates.enterpriseId, ep), eq(eventTemplates.name, '默认事件')));
  eventTemplate = template.id;
  customerId = await addCustomer(t.app, ep, { name: '后续工单客户', phone: '075566670077' });
  aircon = await serviceItemId(t.app, ep, '空调维修');
});

/** 安装工单 from a 默认工单 whose title holds `marker`: the title becomes the 机型, the description and priority carry over. */
const followUp = (over: Record<string, unknown> = {}) => ({
  kind: ActionKind.followUp,
  config: {
    recordKind: RecordKind.order,
    templateId: installType,
    mappings: [
      { sourceField: 'title', targetField: 'values.model' },
      { sourceField: 'description', targetField: 'description' },
      { sourceField: 'priority', targetField: 'priority' },
    ],
    ...over,
  },
});
const body = (marker: string, over: Record<string, unknown> = {}) => ({
  name: `后续-${marker}`,
  moment: Moment.afterCreate,
  templateIds: [defaultType],
  conditions: [{ field: 'title', operator: 'contains', value: marker }],
  actions: [followUp()],
  ...over,
});
const save = async (marker: string, over: Record<string, unknown> = {}) => {
  const res = await admin.post(P.save, body(marker, over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as TriggerDetail;
};
const newOrder = async (title: string) => {
  const res = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title, serviceItemId: aircon, priority: 3, appointmentTime: '2030-06-01 14:00', description: '客厅挂机' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as { id: number; orderNo: string };
};
const runsOf = (triggerId: number, n = 1) =>
  waitUntil(
    async () => (await admin.get(`${P.runList}?triggerId=${triggerId}`)).json.data as { rows: TriggerRunRow[]; total: number },
    (r) => r.rows.length >= n && r.rows.every((row) => row.outcome !== 0),
  );
const followUpsOf = (marker: string) => t.app.db.system.select().from(orders).where(and(eq(orders.templateId, installType), sql`${orders.values}->>'model' like ${`${marker}%`}`));
const disable = (id: number) => t.app.db.system.update(triggerTable).set({ enabled: false }).where(eq(triggerTable.id, id));

describe('the follow-up action', () => {
  it('creates the follow-up order with the mapped values, logs it without an operator and names it in the run', async () => {
    const trig = await save('后续A');
    expect(trig.mappings.map((m) => [m.actionId, m.sourceField, m.targetField])).toEqual([
      [trig.actions[0].id, 'title', 'values.model'],
      [trig.actions[0].id, 'description', 'description'],
      [trig.actions[0].id, 'priority', 'priority'],
    ]);
    const source = await newOrder('后续A 源单');
    const runs = await runsOf(trig.id);
    expect(runs.rows[0]).toMatchObject({ recordId: source.id, outcome: RunOutcome.done });
    const [made] = await waitUntil(() => followUpsOf('后续A'), (rows) => rows.length > 0);
    expect(made).toMatchObject({ customerId, title: '后续A 源单', description: '客厅挂机', priority: 3, creatorId: null });
    expect((made.values as Record<string, unknown>).model).toBe('后续A 源单');
    expect(runs.rows[0].steps).toEqual([{ kind: ActionKind.followUp, ok: true, message: `已新建后续工单 ${made.orderNo}` }]);
    const [log] = await t.app.db.system.select().from(orderLogs).where(and(eq(orderLogs.orderId, made.id), eq(orderLogs.op, 'triggerCreate')));
    expect(log).toMatchObject({ userId: null, remark: `触发器「后续-后续A」（来源工单 ${source.orderNo}）` });
    await disable(trig.id);
  });

  it('creates a follow-up event, its history naming the trigger', async () => {
    const trig = await save('后续E', { actions: [{ kind: ActionKind.followUp, config: { recordKind: RecordKind.event, templateId: eventTemplate, mappings: [{ sourceField: 'description', targetField: 'description' }] } }] });
    const source = await newOrder('后续E 源单');
    const runs = await runsOf(trig.id);
    expect(runs.rows[0].outcome).toBe(RunOutcome.done);
    const code = runs.rows[0].steps[0].message.replace('已新建后续事件 ', '');
    const [event] = await t.app.db.system.select().from(events).where(eq(events.code, code));
    expect(event).toMatchObject({ title: '后续E 源单', description: '客厅挂机', customerId, createUserId: null });
    const [line] = await t.app.db.system.select().from(eventMessages).where(eq(eventMessages.eventId, event.id));
    expect(line.content).toBe(`触发器「后续-后续E」（来源工单 ${source.orderNo}）创建了事件`);
    await disable(trig.id);
  });

  it('refuses a mapping whose kinds do not fit, an unknown field and another enterprise’s type, naming them, and saves nothing', async () => {
    const before = (await admin.get(P.count)).json.data as number;
    const cases: [Record<string, unknown>, string][] = [
      [{ mappings: [{ sourceField: 'title', targetField: 'values.floor' }] }, 'mappings: 字段映射「工单标题 → 安装楼层」的字段类型不匹配'],
      [{ mappings: [{ sourceField: 'templateId', targetField: 'priority' }] }, 'mappings: 字段映射「工单类型 → 优先级」的字段类型不匹配'],
      [{ mappings: [{ sourceField: 'title', targetField: 'values.nope' }] }, 'mappings: 字段映射「工单标题 → values.nope」的目标字段不存在'],
      [{ mappings: [{ sourceField: 'title', targetField: 'title' }, { sourceField: 'description', targetField: 'title' }] }, 'mappings: 目标字段「标题」映射了两次'],
      [{ templateId: otherEnterpriseType }, 'actions: 后续工单类型不存在或已停用'],
      [{ templateId: -1 }, '请选择后续类型'],
      [{ templateId: 2 ** 60 }, '请选择后续类型'],
      [{ recordKind: 3 }, '后续对象不正确'],
      [{ mappings: [{ sourceField: 'title', targetField: 'values.mo\u0000del' }] }, 'actions.0.config.mappings.0.targetField: 不能包含控制字符'],
    ];
    for (const [over, message] of cases) {
      const res = await admin.post(P.save, body('坏映射', { actions: [followUp(over)] }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json.message).toContain(message);
    }
    expect((await admin.get(P.count)).json.data).toBe(before);

    // The batch call checks the same, and a good batch becomes the action's mappings.
    const trig = await save('映射批量', { enabled: false });
    const actionId = trig.actions[0].id;
    const bad = await admin.post(P.fieldMappingBatchSave, { triggerId: trig.id, mappings: [{ actionId, sourceField: 'createdAt', targetField: 'values.model' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toBe('mappings: 字段映射「创建时间 → 机型」的字段类型不匹配');
    const good = await admin.post(P.fieldMappingBatchSave, { triggerId: trig.id, mappings: [{ actionId, sourceField: 'customAddress', targetField: 'values.model' }] });
    expect(good.statusCode, good.body).toBe(200);
    const action = (await admin.get(`${P.actionDetails}?id=${actionId}`)).json.data as { config: { mappings: unknown[] } };
    expect(action.config.mappings).toEqual([{ sourceField: 'customAddress', targetField: 'values.model' }]);
  });

  it('creates one follow-up when killed mid-run and run again', async () => {
    const trig = await save('后续崩溃', { enabled: false });
    const order = await newOrder('后续崩溃 源单');
    await admin.post(P.state, { id: trig.id, enabled: true });
    const [created] = await t.app.db.system.select().from(orderLogs).where(and(eq(orderLogs.orderId, order.id), eq(orderLogs.op, 'create')));
    const payload: RunPayload = { recordKind: 1, recordId: order.id, moment: Moment.afterCreate, occurrence: created.id, depth: 0 };
    const deps = { db: t.app.db, jobs: t.app.jobs, notifications: t.app.notifications };
    const crash = new Error('killed');
    await expect(runTriggers({ ...deps, beforeCommit: async () => Promise.reject(crash) }, ep, payload)).rejects.toBe(crash);
    expect(await followUpsOf('后续崩溃')).toHaveLength(0);
    expect(await runTriggers(deps, ep, payload)).toBe(1);
    expect(await runTriggers(deps, ep, payload)).toBe(0);
    expect(await followUpsOf('后续崩溃')).toHaveLength(1);
    expect(await t.app.db.system.select().from(triggerRuns).where(eq(triggerRuns.triggerId, trig.id))).toHaveLength(1);
    await disable(trig.id);
  });

  it('a follow-up of its own kind sets the trigger off one level deeper, and the loop guard stops it', async () => {
    // Each 默认工单 makes another 默认工单 with the same title: depth 0, 1, 2 run, the third follow-up's moment does not.
    const trig = await save('连环', { actions: [{ kind: ActionKind.followUp, config: { recordKind: RecordKind.order, templateId: defaultType, mappings: [] } }] });
    await newOrder('连环 源单');
    await runsOf(trig.id, MAX_TRIGGER_DEPTH);
    const made = await waitUntil(
      () => t.app.db.system.select().from(orders).where(and(eq(orders.templateId, defaultType), eq(orders.title, '连环 源单'))),
      (rows) => rows.length === MAX_TRIGGER_DEPTH + 1,
    );
    expect(made).toHaveLength(MAX_TRIGGER_DEPTH + 1);
    await disable(trig.id);
    const all = await t.app.db.system.select().from(triggerRuns).where(eq(triggerRuns.triggerId, trig.id));
    expect(all.map((r) => r.depth).sort()).toEqual([0, 1, 2]);
  });
});

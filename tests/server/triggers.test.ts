import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TriggerPaths as P } from '@domain/triggers/triggers.paths';
import { ActionKind, MAX_TRIGGER_DEPTH, Moment, RunOutcome } from '@domain/triggers/triggers.constants';
import type { TriggerDetail, TriggerRow, TriggerRunRow } from '@domain/triggers/triggers.schemas';
import { jobs, notices, notificationDeliveries, orderLogs, orders, serviceGroups, triggerRuns, triggers as triggerTable, users } from '@server/db/schema';
import type { HostMessage } from '@server/modules/notifications/notifications.public';
import { runTriggers, WEBHOOK_JOB, type RunPayload } from '@server/modules/triggers/triggers.public';
import { addCustomer, enterpriseId, orderTypeId, serviceItemId, userIds } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

const t = useTestApp();
const [admin, dispatcher, engineer, trialAdmin] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000021');
let ep: number;
let people: Record<string, number>;
let defaultType: number;
let aircon: number;
let customerId: number;
let groupOne: number;

beforeAll(async () => {
  ep = await enterpriseId(t.app, '示例科技有限公司');
  people = await userIds(t.app, ep);
  defaultType = await orderTypeId(t.app, ep, '默认工单');
  aircon = await serviceItemId(t.app, ep, '空调维修');
  customerId = await addCustomer(t.app, ep, { name: '触发器客户', phone: '075566670001' });
  const [group] = await t.app.db.system.select().from(serviceGroups).where(and(eq(serviceGroups.enterpriseId, ep), eq(serviceGroups.name, '服务一组')));
  groupOne = group?.id ?? 0;
  expect(groupOne, 'the demo group 服务一组').toBeGreaterThan(0);
});

/** A trigger on orders whose title contains `marker`, so it acts only on this test's orders. */
const body = (marker: string, over: Record<string, unknown> = {}) => ({
  name: `测试-${marker}`,
  moment: Moment.afterCreate,
  templateIds: [defaultType],
  conditions: [{ field: 'title', operator: 'contains', value: marker }],
  actions: [],
  ...over,
});
const save = async (marker: string, over: Record<string, unknown> = {}, c: Client = admin) => {
  const res = await c.post(P.save, body(marker, over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as TriggerDetail;
};
const newOrder = async (title: string, over: Record<string, unknown> = {}) => {
  const res = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title, serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '客厅空调', ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as { id: number; orderNo: string };
};
// Waits for the rows themselves: the list reads its rows and its total in two statements, each with its own
// snapshot, so a run committed between them is counted in a total whose rows do not show it yet.
const runsOf = async (triggerId: number, n = 1) =>
  waitUntil(
    async () => (await admin.get(`${P.runList}?triggerId=${triggerId}`)).json.data as { rows: TriggerRunRow[]; total: number },
    (r) => r.rows.length >= n,
  );
const orderRow = async (id: number) => (await t.app.db.system.select().from(orders).where(eq(orders.id, id)))[0];
const countTriggers = async () => (await admin.get(P.count)).json.data as number;

describe('trigger calls', () => {
  it('lists the demo triggers, disabled', async () => {
    const rows = (await admin.get(`${P.list}?pageSize=100`)).json.data as TriggerRow[];
    expect(rows.find((r) => r.name === '非常紧急的安装单派给服务一组')).toMatchObject({ enabled: false, moment: 1, recordKind: 1 });
  });

  it('saves, shows, counts, updates, copies, enables and deletes a trigger with its parts', async () => {
    const before = await countTriggers();
    const saved = await save('CRUD', { actions: [{ kind: ActionKind.assignUser, config: { userId: people['张师傅'] } }] });
    expect(saved).toMatchObject({ name: '测试-CRUD', enabled: true, templateIds: [defaultType], conditions: [{ field: 'title', operator: 'contains', value: 'CRUD' }] });
    expect(saved.actions).toHaveLength(1);
    expect(await countTriggers()).toBe(before + 1);
    expect((await admin.get(`${P.details}?id=${saved.id}`)).json.data).toMatchObject({ id: saved.id, version: 0 });

    const updated = await admin.put(P.update, { ...body('CRUD'), id: saved.id, version: 0, name: '改名', enabled: false });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json.data).toMatchObject({ name: '改名', enabled: false, version: 1 });
    expect(updated.json.data.actions).toHaveLength(0);
    const stale = await admin.put(P.update, { ...body('CRUD'), id: saved.id, version: 0 });
    expect(stale.statusCode).toBe(409);

    // Parts in batches.
    expect((await admin.post(P.matchRangeBatchSave, { triggerId: saved.id, templateIds: [] })).statusCode).toBe(200);
    expect((await admin.get(`${P.matchRangeList}?triggerId=${saved.id}`)).json.data).toEqual([]);
    const conds = [{ field: 'priority', operator: 'in', value: [2, 3] }, { field: 'values.机型', operator: 'notEmpty', value: null }];
    expect((await admin.post(P.rangeConditionBatchSave, { triggerId: saved.id, conditions: conds })).statusCode).toBe(200);
    expect((await admin.get(`${P.rangeConditionList}?triggerId=${saved.id}`)).json.data).toEqual(conds);
    const nodes = await admin.post(P.nodeBatchSave, { triggerId: saved.id, nodes: [{ name: '派单' }, { name: '通知' }] });
    expect(nodes.statusCode, nodes.body).toBe(200);
    const [first, second] = nodes.json.data as { id: number; name: string }[];
    const action = await admin.post(P.actionSave, { triggerId: saved.id, kind: ActionKind.notify, nodeId: second.id, config: { who: ['groupLeader'], content: '请处理' } });
    expect(action.statusCode, action.body).toBe(200);
    const assign = await admin.post(P.actionSave, { triggerId: saved.id, kind: ActionKind.assignGroup, nodeId: first.id, config: { groupId: groupOne } });
    const list = (await admin.get(`${P.actionList}?triggerId=${saved.id}`)).json.data as { id: number; kind: number }[];
    expect(list.map((a) => a.kind)).toEqual([ActionKind.assignGroup, ActionKind.notify]);
    const changed = await admin.put(P.actionUpdate, { id: action.json.data.id, kind: ActionKind.notify, nodeId: second.id, config: { userIds: [people['李派单']], content: '改了' } });
    expect(changed.json.data.config).toMatchObject({ userIds: [people['李派单']], content: '改了' });
    expect((await admin.get(`${P.actionDetails}?id=${assign.json.data.id}`)).json.data).toMatchObject({ kind: ActionKind.assignGroup, config: { groupId: groupOne } });
    const mappings = await admin.post(P.fieldMappingBatchSave, { triggerId: saved.id, mappings: [{ actionId: assign.json.data.id, sourceField: 'title', targetField: 'title' }] });
    expect(mappings.statusCode, mappings.body).toBe(200);
    expect((await admin.get(`${P.fieldMappingList}?triggerId=${saved.id}`)).json.data).toHaveLength(1);

    const copy = await admin.post(P.copy, { id: saved.id });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json.data).toMatchObject({ name: '改名 副本', enabled: false, conditions: conds });
    expect((copy.json.data as TriggerDetail).actions.map((a) => a.kind)).toEqual([ActionKind.assignGroup, ActionKind.notify]);
    expect((copy.json.data as TriggerDetail).nodes.map((n) => n.name)).toEqual(['派单', '通知']);
    expect((copy.json.data as TriggerDetail).mappings[0].actionId).toBe((copy.json.data as TriggerDetail).actions[0].id);

    expect((await admin.post(P.state, { id: saved.id, enabled: true })).json.data.enabled).toBe(true);
    expect((await admin.post(P.state, { id: saved.id, enabled: true })).statusCode).toBe(409);
    expect((await admin.delete(`${P.actionDelete}?ids=${action.json.data.id}`)).statusCode).toBe(200);
    expect((await admin.delete(`${P.delete}?ids=${saved.id},${copy.json.data.id}`)).statusCode).toBe(200);
    expect(await countTriggers()).toBe(before);
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const before = await countTriggers();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请输入触发器名称'],
      [{ moment: 9 }, '触发时机不正确'],
      [{ conditions: [{ field: 'nope', operator: 'eq', value: 1 }] }, '条件字段不存在'],
      [{ conditions: [{ field: 'title', operator: 'eq', value: null }] }, '请输入条件值'],
      [{ actions: [{ kind: ActionKind.webhook, config: { url: 'http://example.com/hook', secret: 's' } }] }, 'Webhook 地址须为 https'],
      [{ actions: [{ kind: ActionKind.assignUser, config: {} }] }, '请选择指派人员'],
      [{ actions: [{ kind: ActionKind.assignUser, config: { userId: 99999999 } }] }, '人员不存在或已停用'],
      [{ templateIds: [99999999] }, '匹配范围中的类型不存在'],
      [{ name: '名'.repeat(51) }, '触发器名称最多50个字'],
    ];
    for (const [over, message] of cases) {
      const res = await admin.post(P.save, body('BAD', over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json.message).toContain(message);
    }
    expect(await countTriggers()).toBe(before);
  });

  it('keeps enterprises apart, refuses roles without the code and signed-out callers', async () => {
    const mine = await save('TENANT', { enabled: false });
    expect((await trialAdmin.get(`${P.details}?id=${mine.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.put(P.update, { ...body('X'), id: mine.id })).statusCode).toBe(404);
    expect((await trialAdmin.post(P.copy, { id: mine.id })).statusCode).toBe(404);
    expect((await trialAdmin.delete(`${P.delete}?ids=${mine.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.get(`${P.actionList}?triggerId=${mine.id}`)).statusCode).toBe(404);
    expect((await engineer.get(P.list)).statusCode).toBe(403);
    expect((await dispatcher.post(P.save, body('ROLE'))).statusCode).toBe(403);
    expect((await new Client(t.app).get(P.list)).statusCode).toBe(401);
    await admin.delete(`${P.delete}?ids=${mine.id}`);
  });
});

describe('the engine', () => {
  it('after create: puts the order into the group and notifies the leader, once, and logs the run', async () => {
    const trig = await save('加急派组', {
      conditions: [
        { field: 'title', operator: 'contains', value: '加急派组' },
        { field: 'priority', operator: 'eq', value: 3 },
      ],
      actions: [
        { kind: ActionKind.assignGroup, config: { groupId: groupOne } },
        { kind: ActionKind.notify, config: { who: ['groupLeader'], content: '{工单编号} 需要处理' } },
      ],
    });
    const normal = await newOrder('加急派组 普通', { priority: 1 });
    const urgent = await newOrder('加急派组 紧急', { priority: 3 });
    const runs = await runsOf(trig.id);
    expect(runs.rows).toHaveLength(1);
    expect(runs.rows[0]).toMatchObject({ recordId: urgent.id, recordNo: urgent.orderNo, outcome: RunOutcome.done, moment: Moment.afterCreate, depth: 0 });
    expect(runs.rows[0].steps.map((s) => s.ok)).toEqual([true, true]);
    expect(await orderRow(urgent.id)).toMatchObject({ inPool: true, poolGroupId: groupOne, serviceGroupId: groupOne });
    expect((await orderRow(normal.id)).inPool).toBe(false);
    const leaderNotices = await waitUntil(
      () => t.app.db.system.select().from(notices).where(and(eq(notices.userId, people['张师傅']), eq(notices.title, trig.name))),
      (rows) => rows.length > 0,
    );
    expect(leaderNotices).toHaveLength(1);
    expect(leaderNotices[0].content).toContain(urgent.orderNo);
    // The preview lists the recent order that matches now.
    const preview = (await admin.get(`${P.preview}?id=${trig.id}`)).json.data as { id: number }[];
    expect(preview.map((p) => p.id)).toEqual([urgent.id]);
    await admin.post(P.state, { id: trig.id, enabled: false });
  });

  it('sets fields, assigns a person, copies to people and queues a signed webhook', async () => {
    const trig = await save('多动作', {
      actions: [
        { kind: ActionKind.setFields, config: { fields: [{ field: 'priority', value: 2 }, { field: 'values.来源渠道', value: '触发器' }] } },
        { kind: ActionKind.assignUser, config: { userId: people['张师傅'] } },
        { kind: ActionKind.copyTo, config: { userIds: [people['王管理']] } },
        { kind: ActionKind.webhook, config: { url: 'https://hooks.example.com/fsm', secret: 'k' } },
      ],
    });
    const order = await newOrder('多动作 单');
    const runs = await runsOf(trig.id);
    expect(runs.rows[0]).toMatchObject({ outcome: RunOutcome.done });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ priority: 2, ownerId: people['张师傅'], state: 2 });
    expect((row.values as Record<string, unknown>)['来源渠道']).toBe('触发器');
    expect(row.copyUserIds).toContain(people['王管理']);
    const logs = await t.app.db.system.select().from(orderLogs).where(eq(orderLogs.orderId, order.id));
    expect(logs.map((l) => l.op)).toEqual(expect.arrayContaining(['create', 'edit', 'autoAssign', 'copy']));
    const hooks = await t.app.db.system.select().from(jobs).where(eq(jobs.kind, WEBHOOK_JOB));
    const hook = hooks.find((j) => JSON.parse((j.payload as { body: string }).body).record.id === order.id);
    expect(hook).toBeDefined();
    await admin.post(P.state, { id: trig.id, enabled: false });
  });

  it('a failing action undoes the run’s earlier actions and logs the failure', async () => {
    const trig = await save('失败回滚', {
      actions: [
        { kind: ActionKind.setFields, config: { fields: [{ field: 'title', value: '失败回滚 已改' }] } },
        { kind: ActionKind.setFields, config: { fields: [{ field: 'state', value: 5 }] } },
      ],
    });
    const order = await newOrder('失败回滚 单');
    const runs = await runsOf(trig.id);
    expect(runs.rows[0]).toMatchObject({ outcome: RunOutcome.failed, message: '该字段不能由触发器设置' });
    expect(runs.rows[0].steps.map((s) => s.ok)).toEqual([true, false]);
    expect((await orderRow(order.id)).title).toBe('失败回滚 单');
    await admin.post(P.state, { id: trig.id, enabled: false });
  });

  it('runs once when killed between claim and finish, and once more changes nothing', async () => {
    const trig = await save('崩溃', { enabled: false, actions: [{ kind: ActionKind.copyTo, config: { userIds: [people['李派单']] } }, { kind: ActionKind.putPool, config: { groupId: null } }] });
    const order = await newOrder('崩溃 单');
    await admin.post(P.state, { id: trig.id, enabled: true });
    const [created] = await t.app.db.system.select().from(orderLogs).where(and(eq(orderLogs.orderId, order.id), eq(orderLogs.op, 'create')));
    const payload: RunPayload = { recordKind: 1, recordId: order.id, moment: Moment.afterCreate, occurrence: created.id, depth: 0 };
    const deps = { db: t.app.db, jobs: t.app.jobs, notifications: t.app.notifications };
    const crash = new Error('killed');
    await expect(runTriggers({ ...deps, beforeCommit: async () => Promise.reject(crash) }, ep, payload)).rejects.toBe(crash);
    expect(await t.app.db.system.select().from(triggerRuns).where(eq(triggerRuns.triggerId, trig.id))).toHaveLength(0);
    expect((await orderRow(order.id)).inPool).toBe(false);
    // The job runs again (its lease ran out), then once more as if killed after its commit.
    expect(await runTriggers(deps, ep, payload)).toBe(1);
    expect(await runTriggers(deps, ep, payload)).toBe(0);
    const logs = await t.app.db.system.select().from(orderLogs).where(eq(orderLogs.orderId, order.id));
    expect(logs.filter((l) => l.op === 'autoPutPool')).toHaveLength(1);
    expect(logs.filter((l) => l.op === 'copy')).toHaveLength(1);
    expect(await t.app.db.system.select().from(triggerRuns).where(eq(triggerRuns.triggerId, trig.id))).toHaveLength(1);
    await admin.post(P.state, { id: trig.id, enabled: false });
  });

  it('the loop guard stops a trigger that sets off its own moment', async () => {
    // Dispatch → put into the pool, which is a dispatch again.
    const trig = await save('循环', { moment: Moment.dispatch, actions: [{ kind: ActionKind.putPool, config: { groupId: groupOne } }] });
    const order = await newOrder('循环 单');
    const assigned = await dispatcher.post('/worker/batchDesignate', { ids: [order.id], ownerId: people['张师傅'] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const runs = await runsOf(trig.id, MAX_TRIGGER_DEPTH);
    // Let any further job (there must be none) finish before counting.
    await waitUntil(
      () => t.app.db.system.select().from(jobs).where(and(eq(jobs.kind, 'triggers.run'), eq(jobs.state, 'queued'))),
      (rows) => rows.length === 0,
    );
    const all = await t.app.db.system.select().from(triggerRuns).where(eq(triggerRuns.triggerId, trig.id));
    expect(all.map((r) => r.depth).sort()).toEqual([0, 1, 2]);
    expect(runs.total).toBeGreaterThanOrEqual(MAX_TRIGGER_DEPTH);
    await t.app.db.system.update(triggerTable).set({ enabled: false }).where(eq(triggerTable.id, trig.id));
  });
});

describe('the notify action’s channels', () => {
  const phoneOf = async (userId: number) => (await t.app.db.system.select({ phone: users.phone }).from(users).where(eq(users.id, userId)))[0].phone!;
  const deliveriesOf = (content: string) => t.app.db.system.select().from(notificationDeliveries).where(eq(notificationDeliveries.content, content));

  it('texts the named people by SMS, and only SMS, when the trigger asks for it', async () => {
    const trig = await save('短信通知', { actions: [{ kind: ActionKind.notify, config: { userIds: [people['张师傅']], channels: ['sms'], content: '短信通知 {工单编号}' } }] });
    const order = await newOrder('短信通知 单');
    const runs = await runsOf(trig.id);
    expect(runs.rows[0]).toMatchObject({ outcome: RunOutcome.done });
    expect(runs.rows[0].steps[0].message).toBe('已通知 张师傅（短信）');
    const phone = await phoneOf(people['张师傅']);
    const text = await waitUntil(
      async () => t.sms.sent.find((s) => s.text.includes(`短信通知 ${order.orderNo}`)),
      (hit) => hit !== undefined,
    );
    expect(text!.phone).toBe(phone);
    await waitUntil(() => deliveriesOf(text!.text), (rows) => rows[0]?.state === 'sent');
    // No in-app notice: the trigger chose SMS alone.
    expect(await t.app.db.system.select().from(notices).where(and(eq(notices.userId, people['张师傅']), eq(notices.title, trig.name)))).toHaveLength(0);
    await admin.post(P.state, { id: trig.id, enabled: false });
  });

  it('sends the in-app notice and the text together, and an action saved without a choice stays an in-app notice', async () => {
    const trig = await save('两种通知', {
      actions: [
        { kind: ActionKind.notify, config: { who: ['creator'], channels: ['notice', 'sms'], content: '两种通知 {工单编号}' } },
        { kind: ActionKind.notify, config: { userIds: [people['王管理']], content: '默认通知 {工单编号}' } },
      ],
    });
    expect((trig.actions[1].config as { channels: string[] }).channels).toEqual(['notice']);
    const order = await newOrder('两种通知 单');
    const runs = await runsOf(trig.id);
    expect(runs.rows[0].steps.map((s) => s.message)).toEqual(['已通知 李派单（站内消息、短信）', '已通知 王管理（站内消息）']);
    const notice = await waitUntil(
      () => t.app.db.system.select().from(notices).where(and(eq(notices.userId, people['李派单']), eq(notices.title, trig.name))),
      (rows) => rows.length > 0,
    );
    expect(notice[0].content).toBe(`两种通知 ${order.orderNo}`);
    const phone = await phoneOf(people['李派单']);
    await waitUntil(async () => t.sms.sent.filter((s) => s.phone === phone && s.text.includes(`两种通知 ${order.orderNo}`)), (hits) => hits.length === 1);
    await waitUntil(
      () => t.app.db.system.select().from(notices).where(and(eq(notices.userId, people['王管理']), eq(notices.title, trig.name))),
      (rows) => rows.length === 1,
    );
    expect(t.sms.sent.some((s) => s.text.includes(`默认通知 ${order.orderNo}`))).toBe(false);
    await admin.post(P.state, { id: trig.id, enabled: false });
  });

  it('refuses a bad channel or none, naming the field, and changes nothing', async () => {
    const before = await countTriggers();
    const bad = [
      [['fax'], '通知方式不正确'],
      [[], '请选择通知方式'],
      ['sms', '通知方式格式不正确'],
      [['sms\u0000'], 'actions.0.config.channels.0'],
    ] as const;
    for (const [channels, message] of bad) {
      const res = await admin.post(P.save, body('坏通知方式', { actions: [{ kind: ActionKind.notify, config: { userIds: [people['张师傅']], channels, content: 'x' } }] }));
      expect(res.statusCode, JSON.stringify(channels)).toBe(400);
      expect(res.json.message).toContain(message);
    }
    expect(await countTriggers()).toBe(before);
  });

  // Last in this file: it registers a host sender for the rest of the app's life.
  it('sends a work message only once the enterprise is connected to WeCom/DingTalk, as the message settings do', async () => {
    const action = { kind: ActionKind.notify, config: { userIds: [people['张师傅']], channels: ['host'], content: '工作消息 {工单编号}' } };
    const refused = await admin.post(P.save, body('工作消息', { actions: [action] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json.message).toBe('通知方式：尚未接入企业微信/钉钉，暂不能发送工作消息');
    const plain = await save('工作消息', { enabled: false });
    expect((await admin.post(P.actionSave, { triggerId: plain.id, ...action })).statusCode).toBe(400);
    expect((await admin.get(`${P.actionList}?triggerId=${plain.id}`)).json.data).toHaveLength(0);

    const sent: HostMessage[] = [];
    t.app.notifications.useHostSender({ connected: async () => true, send: async (m) => (sent.push(m), null), confirm: async () => undefined });
    const saved = await admin.post(P.actionSave, { triggerId: plain.id, ...action });
    expect(saved.statusCode, saved.body).toBe(200);
    await admin.post(P.state, { id: plain.id, enabled: true });
    const order = await newOrder('工作消息 单');
    await waitUntil(async () => sent, (s) => s.length === 1);
    expect(sent[0]).toEqual({ enterpriseId: ep, userId: people['张师傅'], title: '触发器通知', content: `工作消息 ${order.orderNo}` });
    await admin.post(P.state, { id: plain.id, enabled: false });
  });
});

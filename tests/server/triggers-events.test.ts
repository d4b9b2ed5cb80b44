import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ActionKind, Moment, RecordKind, RunOutcome } from '@domain/triggers/triggers.constants';
import { TriggerPaths as P } from '@domain/triggers/triggers.paths';
import type { PreviewRow, TriggerDetail, TriggerRunRow } from '@domain/triggers/triggers.schemas';
import type { EventRow } from '@domain/events/events.schemas';
import { eventTemplates, jobs, notices } from '@server/db/schema';
import { WEBHOOK_JOB, webhookJobHandler, type WebhookPayload } from '@server/modules/triggers/triggers.public';
import { enterpriseIdOf, userIdsByName, useSignedIn, useTestApp } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

const t = useTestApp();
const [admin, dispatcher, reception] = useSignedIn(t, '13800000001', '13800000002', '13800000006');
let people: Record<string, number>;
let enterpriseId: number;
let templateId: number;

beforeAll(async () => {
  people = await userIdsByName(admin);
  enterpriseId = await enterpriseIdOf(admin);
  const [template] = await t.app.db.system.select().from(eventTemplates).where(eq(eventTemplates.enterpriseId, enterpriseId)).limit(1);
  templateId = template.id;
});

/** An event trigger acting only on events whose title holds `marker`. */
const eventTrigger = (marker: string, over: Record<string, unknown> = {}) => ({
  name: `事件-${marker}`,
  recordKind: RecordKind.event,
  moment: Moment.afterCreate,
  templateIds: [templateId],
  conditions: [{ field: 'title', operator: 'contains', value: marker }],
  actions: [{ kind: ActionKind.notify, config: { who: ['creator'], userIds: [people['王管理']], content: '新事件 {事件编号}：{事件标题}（{客户名称}）' } }],
  ...over,
});
const newEvent = async (title: string) => {
  const res = await reception.post('/v2/event/add', { title, templateId, source: 6, custom_name: '触发器事件客户', custom_linkperson: '陈先生', custom_phone: '13900000009', map_name: '上海' });
  expect(res.json.message, res.body).toBe('保存成功');
  return res.json.data as EventRow;
};
const runsOf = (triggerId: number, n = 1) =>
  waitUntil(
    async () => (await admin.get(`${P.runList}?triggerId=${triggerId}`)).json.data as { rows: TriggerRunRow[]; total: number },
    // The rows themselves: a run committed between the list's two statements is in the total before its row shows.
    (r) => r.rows.length >= n && r.rows.every((row) => row.outcome !== null),
  );
const noticesTo = (userId: number, title: string) => t.app.db.system.select().from(notices).where(and(eq(notices.userId, userId), eq(notices.title, title)));

describe('triggers on events', () => {
  it('notifies named people after an event is created, once, naming the event', async () => {
    const saved = await admin.post(P.save, eventTrigger('EVT1'));
    expect(saved.statusCode, saved.body).toBe(200);
    const trigger = saved.json.data as TriggerDetail;
    expect(trigger).toMatchObject({ recordKind: RecordKind.event, moment: Moment.afterCreate, templateIds: [templateId] });

    const event = await newEvent('EVT1 打印机不出纸');
    await newEvent('无关的事件');
    const { rows } = await runsOf(trigger.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recordKind: RecordKind.event, recordId: event.id, recordNo: event.code, outcome: RunOutcome.done });
    const [reached] = await waitUntil(() => noticesTo(people['王管理'], trigger.name), (list) => list.length >= 1);
    expect(reached).toMatchObject({ content: `新事件 ${event.code}：EVT1 打印机不出纸（触发器事件客户）`, link: `/Myevent/eventDetail/${event.id}` });

    const preview = (await admin.get(`${P.preview}?id=${trigger.id}`)).json.data as PreviewRow[];
    expect(preview.map((p) => p.orderNo)).toEqual([event.code]);
  });

  it('runs when an event is dispatched, notifying its new owner', async () => {
    const dispatched = (await admin.post(P.save, eventTrigger('EVT2', { moment: Moment.dispatch, actions: [{ kind: ActionKind.notify, config: { who: ['owner'], content: '请处理 {事件编号}' } }] }))).json.data as TriggerDetail;
    const event = await newEvent('EVT2 门禁失灵');
    const res = await dispatcher.post('/v2/event/dispatch', { id: event.id, ownerId: people['张师傅'] });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await runsOf(dispatched.id);
    expect(rows[0]).toMatchObject({ recordId: event.id, moment: Moment.dispatch, outcome: RunOutcome.done });
    expect(rows[0].steps[0].message).toBe('已通知 张师傅（站内消息）');
  });

  it('queues a webhook naming the event, and the run shows how its delivery ended', async () => {
    // An address inside the machine: saved (it is https), refused when sent, so the outcome is known at once.
    const trigger = (await admin.post(P.save, eventTrigger('EVT3', { actions: [{ kind: ActionKind.webhook, config: { url: 'https://127.0.0.1/events', secret: 'k' } }] }))).json.data as TriggerDetail;
    const event = await newEvent('EVT3 网络中断');
    await runsOf(trigger.id);
    const queued = await t.app.db.system.select().from(jobs).where(and(eq(jobs.enterpriseId, enterpriseId), eq(jobs.kind, WEBHOOK_JOB)));
    const job = queued.find((j) => JSON.parse((j.payload as WebhookPayload).body).record.id === event.id)!;
    expect(JSON.parse((job.payload as WebhookPayload).body)).toMatchObject({ moment: Moment.afterCreate, record: { kind: 'event', code: event.code, title: 'EVT3 网络中断' } });
    const stepMessage = async () => (await runsOf(trigger.id)).rows[0].steps[0].message;
    expect(await waitUntil(stepMessage, (m) => m !== 'Webhook 已排队发送')).toBe('Webhook 未发送：Webhook 地址不能指向本机或内网地址');

    // A delivery the queue gave up on says so, with the last error.
    await webhookJobHandler({ db: t.app.db }).onFailed!({ ...job, attempts: 4, payload: job.payload as WebhookPayload }, new Error('Webhook 返回 500'));
    expect(await stepMessage()).toBe('Webhook 发送失败（已试4次）：Webhook 返回 500');
  });

  it('refuses what an event does not have, naming the field, and saves nothing', async () => {
    const count = async () => (await admin.get(P.count)).json.data as number;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ moment: Moment.payment }, 'moment: 事件触发器没有「收款」时机'],
      [{ conditions: [{ field: 'serviceGroupId', operator: 'eq', value: 1 }] }, 'conditions: 事件没有字段「serviceGroupId」'],
      [{ actions: [{ kind: ActionKind.assignUser, config: { userId: people['张师傅'] } }] }, 'actions: 事件触发器不能「指派给人员」'],
      [{ actions: [{ kind: ActionKind.notify, config: { who: ['groupLeader'], content: 'x' } }] }, 'actions: 事件没有「服务组组长」'],
    ];
    for (const [over, message] of cases) {
      const res = await admin.post(P.save, eventTrigger('BAD', over));
      expect([res.statusCode, res.json.message], JSON.stringify(over)).toEqual([400, message]);
    }
    expect(await count()).toBe(before);
  });

  it('keeps parts that do not fit out when a trigger changes what it watches or gets a part', async () => {
    const order = (await admin.post(P.save, { name: '工单触发器', moment: Moment.payment, actions: [{ kind: ActionKind.assignUser, config: { userId: people['张师傅'] } }] })).json.data as TriggerDetail;
    // Moving it to events while keeping its stored payment moment and assignment is refused.
    const moved = await admin.put(P.update, { id: order.id, name: '工单触发器', recordKind: RecordKind.event, moment: Moment.afterCreate });
    expect([moved.statusCode, moved.json.message]).toEqual([400, 'actions: 事件触发器不能「指派给人员」']);
    const event = (await admin.post(P.save, eventTrigger('PART'))).json.data as TriggerDetail;
    const action = await admin.post(P.actionSave, { triggerId: event.id, kind: ActionKind.putPool, config: {} });
    expect([action.statusCode, action.json.message]).toEqual([400, 'actions: 事件触发器不能「放入公海」']);
    const conditions = await admin.post(P.rangeConditionBatchSave, { triggerId: event.id, conditions: [{ field: 'serviceGroupId', operator: 'empty' }] });
    expect([conditions.statusCode, conditions.json.message]).toEqual([400, 'conditions: 事件没有字段「serviceGroupId」']);
    expect(((await admin.get(`${P.details}?id=${event.id}`)).json.data as TriggerDetail).actions).toHaveLength(1);
  });
});

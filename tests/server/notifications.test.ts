import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Trigger, TRIGGERS, type TriggerCode } from '@domain/notifications/triggers';
import { jobs, notifyRules, operationLogs, smsSignatures, users } from '@server/db/schema';
import type { HostMessage } from '@server/modules/notifications/host-sender';
import type { NotifyContext } from '@server/modules/notifications/notification-engine';
import { Client, enterpriseIdOf, useSignedIn, useTestApp } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

const t = useTestApp();
const [admin] = useSignedIn(t, '13800000001');
let enterpriseId: number;
let dispatcherId: number;
let staffId: number;
let employeeId: number;

beforeAll(async () => {
  enterpriseId = await enterpriseIdOf(admin);
  [dispatcherId, staffId, employeeId] = await idsOf(['13800000002', '13800000003', '13800000004']);
});
afterEach(() => vi.restoreAllMocks());

async function idsOf(phones: string[]) {
  const rows = await t.app.db.system
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), inArray(users.phone, phones)));
  return phones.map((p) => rows.find((r) => r.phone === p)!.id);
}

/** What an order operation does at its trigger moment: notify inside its own tenant transaction. */
const notify = (trigger: TriggerCode, context: NotifyContext) =>
  t.app.db.tenant(enterpriseId, (tx) => t.app.notifications.notify(tx, { enterpriseId, trigger, context }));

/** Skips the backoff of waiting send retries, as if their time had come. */
const retryNow = () => t.app.db.system.update(jobs).set({ runAt: new Date() }).where(and(eq(jobs.kind, 'notify.send'), eq(jobs.state, 'queued')));

const deliveries = async (state = '') => (await admin.get(`/notification/delivery/list?pageSize=100&state=${state}`)).json.data as any[];
const orderValues = { orderNo: 'GD-E2E-1', orderTitle: '空调不制冷', customerName: '华东商贸', appointmentTime: '2024-06-01 14:00' };

describe('the notification engine', () => {
  beforeAll(async () => {
    const saved = await Promise.all([
      admin.post('/notification/rule/save', {
        trigger: Trigger.orderCreated,
        channel: 'notice',
        recipients: [102, 104],
        template: '新工单{{订单编号}}：{{订单标题}}，客户{{客户名称}}',
        enabled: true,
      }),
      admin.post('/notification/rule/save', {
        trigger: Trigger.orderCreated,
        channel: 'sms',
        recipients: [104, 120],
        template: '工单{{订单编号}}预约{{预约时间}}',
        enabled: true,
      }),
    ]);
    expect(saved.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await admin.post('/sms/signature/apply', { signature: '示例科技' })).statusCode).toBe(200);
    // The platform operator approves it (there is no SMS provider to do so).
    await t.app.db.system.update(smsSignatures).set({ state: 2 }).where(eq(smsSignatures.enterpriseId, enterpriseId));
  });

  it('puts the in-app notices and texts the configured recipients once the job has run', async () => {
    const jobId = await notify(Trigger.orderCreated, {
      recipients: { 102: [dispatcherId], 104: [staffId], 101: [employeeId] },
      customerPhone: '13900000077',
      values: orderValues,
      link: '/orderDetail?id=1',
    });
    expect(jobId).toBeTypeOf('number');
    await waitUntil(() => t.app.jobs.queue.find(jobId!), (job) => job?.state === 'done');
    const sent = await waitUntil(
      () => deliveries(),
      (rows) => rows.filter((d) => d.content.includes('GD-E2E-1') && d.state === 'sent').length === 4,
    );

    const staff = await Client.signIn(t.app, '13800000003');
    const [notice] = (await staff.get('/home/notice/list')).json.data;
    expect(notice).toMatchObject({ title: '新工单', content: '新工单GD-E2E-1：空调不制冷，客户华东商贸', link: '/orderDetail?id=1' });
    const employee = await Client.signIn(t.app, '13800000004');
    expect((await employee.get('/home/notice/list')).json.data.some((n: any) => n.title === '新工单')).toBe(false);

    const text = '【示例科技】工单GD-E2E-1预约2024-06-01 14:00';
    expect(t.sms.sent).toEqual(expect.arrayContaining([{ phone: '13800000003', text }, { phone: '13900000077', text }]));
    expect(sent.filter((d) => d.content.includes('GD-E2E-1')).map((d) => [d.channel, d.userName ?? d.address]).sort()).toEqual([
      ['notice', '张师傅'],
      ['notice', '李派单'],
      ['sms', '13900000077'],
      ['sms', '张师傅'],
    ]);
  });

  it('sends nothing when the operation rolls back', async () => {
    let jobId: number | null = null;
    await expect(
      t.app.db.tenant(enterpriseId, async (tx) => {
        jobId = await t.app.notifications.notify(tx, { enterpriseId, trigger: Trigger.orderCreated, context: { recipients: { 104: [staffId] }, values: { orderNo: 'GD-ROLLBACK' } } });
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    expect(jobId).toBeTypeOf('number');
    // The job went with the rollback, so nothing is left to send it later.
    expect(await t.app.jobs.queue.find(jobId!)).toBeNull();
    expect((await deliveries()).some((d) => d.content.includes('GD-ROLLBACK'))).toBe(false);
    expect(t.sms.sent.some((s) => s.text.includes('GD-ROLLBACK'))).toBe(false);
  });

  it('enqueues nothing when no enabled rule reaches anyone', async () => {
    expect(await notify(Trigger.orderPayment, { recipients: { 107: [staffId] }, values: {} })).toBeNull();
  });

  it('retries a failing SMS and shows it as failed with the error after the last attempt', async () => {
    const send = vi.spyOn(t.sms, 'send').mockRejectedValue(new Error('短信网关不可用'));
    await notify(Trigger.orderCreated, { recipients: { 104: [staffId] }, values: { orderNo: 'GD-FAIL' } });
    const failed = await waitUntil(
      async () => {
        await retryNow();
        return (await deliveries('failed')).filter((d) => d.content.includes('GD-FAIL'));
      },
      (rows) => rows.length === 1,
      20_000,
    );
    expect(failed[0]).toMatchObject({ channel: 'sms', userName: '张师傅', address: '13800000003', attempts: 3, lastError: '短信网关不可用', sentTime: null });
    expect(send).toHaveBeenCalledTimes(3);
    expect((await admin.get('/notification/delivery/count?state=failed')).json.data).toBe(1);
    // The in-app notice of the same trigger was not held back by the failing SMS.
    expect((await deliveries('sent')).some((d) => d.channel === 'notice' && d.content.includes('GD-FAIL'))).toBe(true);
  });
});

describe('POST /notification/rule/save', () => {
  const rule = { trigger: Trigger.orderDispatched, channel: 'notice', recipients: [104], template: '工单{{订单编号}}', enabled: true };

  it('refuses a template with an unknown variable, naming it, and changes nothing', async () => {
    const res = await admin.post('/notification/rule/save', { ...rule, template: '工单{{工单号}}已派' });
    expect(res).toMatchObject({ statusCode: 400, json: { success: false, message: '未知变量：{{工单号}}' } });
    const list = (await admin.get('/notification/rule/list')).json.data;
    expect(list.find((r: any) => r.trigger === Trigger.orderDispatched && r.channel === 'notice').customized).toBe(false);
  });

  it('refuses recipients the trigger does not have and the customer in-app', async () => {
    expect((await admin.post('/notification/rule/save', { ...rule, recipients: [603] })).json.message).toBe('“工单派单后”不能通知负责人');
    expect((await admin.post('/notification/rule/save', { ...rule, recipients: [120] })).json.message).toBe('客户没有系统账号，只能通过短信通知');
    expect((await admin.post('/notification/rule/save', { ...rule, recipients: [] })).json.message).toBe('请选择接收人');
    expect((await admin.post('/notification/rule/save', { ...rule, trigger: 'order.unknown' })).statusCode).toBe(400);
    expect((await admin.post('/notification/rule/save', { ...rule, template: ' ' })).json.message).toBe('template: 请输入消息模板');
  });

  it('refuses to enable host work messages while no host sender exists', async () => {
    const res = await admin.post('/notification/rule/save', { ...rule, channel: 'host' });
    expect(res).toMatchObject({ statusCode: 400, json: { message: '尚未接入企业微信/钉钉，暂不能开启工作消息通知' } });
  });

  it('saves a rule, lists it in place of the default and logs the change', async () => {
    const res = await admin.post('/notification/rule/save', { ...rule, recipients: [104, 105] });
    expect(res).toMatchObject({ statusCode: 200, json: { message: '保存成功' } });
    const list = (await admin.get('/notification/rule/list')).json.data as any[];
    // One rule per trigger on each screen channel (in-app notice, SMS).
    expect(list).toHaveLength(TRIGGERS.length * 2);
    expect(list.find((r) => r.trigger === Trigger.orderDispatched && r.channel === 'notice')).toEqual({ ...rule, recipients: [104, 105], customized: true });
    expect(list.find((r) => r.trigger === Trigger.eventCreated && r.channel === 'sms')).toMatchObject({ enabled: false, customized: false });
    const logs = await t.app.db.system
      .select({ summary: operationLogs.summary })
      .from(operationLogs)
      .where(and(eq(operationLogs.enterpriseId, enterpriseId), eq(operationLogs.module, 'notifications')));
    expect(logs.map((l) => l.summary)).toContain('修改消息通知：工单派单后·站内消息（开启）');
  });

  it('is for administrators only', async () => {
    const dispatcher = await Client.signIn(t.app, '13800000002');
    expect((await dispatcher.post('/notification/rule/save', rule)).statusCode).toBe(403);
    expect((await dispatcher.get('/notification/rule/list')).statusCode).toBe(403);
    expect((await dispatcher.get('/notification/delivery/list')).statusCode).toBe(403);
  });
});

describe('/enterprise/objnotifysetting/dingTalk', () => {
  it('returns the host rules, all off while no host sender exists', async () => {
    const { connected, rules } = (await admin.get('/enterprise/objnotifysetting/dingTalk')).json.data;
    expect(connected).toBe(false);
    expect(rules).toHaveLength(TRIGGERS.length);
    expect(rules.every((r: any) => r.channel === 'host' && !r.enabled)).toBe(true);
  });

  it('refuses enabling with a clear message but keeps a disabled rule', async () => {
    const rule = { trigger: Trigger.orderFinished, recipients: [101], template: '工单{{订单编号}}已完成', enabled: true };
    expect((await admin.post('/enterprise/objnotifysetting/dingTalk', rule)).json.message).toBe('尚未接入企业微信/钉钉，暂不能开启工作消息通知');
    expect((await admin.post('/enterprise/objnotifysetting/dingTalk', { ...rule, enabled: false })).statusCode).toBe(200);
  });
});

describe('GET /notification/delivery/list', () => {
  it('refuses an unknown state and pages from 0', async () => {
    expect((await admin.get('/notification/delivery/list?state=lost')).statusCode).toBe(400);
    expect((await admin.get('/notification/delivery/list?pageIndex=50&pageSize=10')).json.data).toEqual([]);
  });
});

describe('host work messages', () => {
  const rule = { trigger: Trigger.orderAccepted, recipients: [101], template: '工单{{订单编号}}已接单', enabled: true };

  it('are recorded as failed while no host sender exists, should a host rule be on', async () => {
    // Only possible for a rule enabled while a sender existed; the settings calls refuse it now.
    await t.app.db.system
      .insert(notifyRules)
      .values({ enterpriseId, trigger: Trigger.orderAccepted, channel: 'host', recipients: [101], template: '工单{{订单编号}}已接单' });
    await notify(Trigger.orderAccepted, { recipients: { 101: [employeeId] }, values: { orderNo: 'GD-HOST-1' } });
    const [failed] = await waitUntil(
      async () => (await deliveries('failed')).filter((d) => d.content === '工单GD-HOST-1已接单'),
      (rows) => rows.length === 1,
    );
    expect(failed).toMatchObject({ channel: 'host', userName: '赵员工', lastError: '未接入企业微信/钉钉' });
  });

  it('can be enabled and go through the host sender once the hosts issue registers one', async () => {
    const sent: HostMessage[] = [];
    t.app.notifications.useHostSender({
      connected: async () => true,
      send: async (m) => {
        sent.push(m);
        return null; // delivered at once, as WeCom answers
      },
      confirm: async () => undefined,
    });
    expect((await admin.post('/enterprise/objnotifysetting/dingTalk', rule)).statusCode).toBe(200);
    expect((await admin.get('/enterprise/objnotifysetting/dingTalk')).json.data.connected).toBe(true);
    await notify(Trigger.orderAccepted, { recipients: { 101: [employeeId] }, values: { orderNo: 'GD-HOST-2' } });
    await waitUntil(async () => sent, (s) => s.length === 1);
    expect(sent[0]).toEqual({ enterpriseId, userId: employeeId, title: '工单已接单', content: '工单GD-HOST-2已接单' });
  });
});

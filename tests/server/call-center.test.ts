import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CallCenterPaths as P } from '@domain/call-center/call-center.paths';
import type { CallLinePoint, CallRecordDetail, CallRecordRow, CurrentCall, SeatRow, SeatStatsRow } from '@domain/call-center/call-center.schemas';
import { businessDay } from '@domain/cycle-plans/cycle';
import { FakeTelephony } from '../../container-mocks/fake-telephony';
import { CallRecipient, Trigger } from '@domain/notifications/triggers';
import { callDaySums, callRecords, callSeatStates, jobs, notices, orderLogs, smsSignatures } from '@server/db/schema';
import type { DispatchPayload } from '@server/modules/notifications/notification-engine';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

const fake = new FakeTelephony();
const t = useTestApp({ telephony: fake });
const [admin, reception, engineer, visitor, otherAdmin] = useSignedIn(t, '13800000001', '13800000006', '13800000003', '13800000007', '13800000011');
let ep: number;
let users: Record<string, number>;
let customerId: number;
let defaultType: number;
let aircon: number;
const CUSTOMER_PHONE = '13912340001';
const ringings: { userId: number; callId: string; id: number; customerId: number | null }[] = [];
/** The seat moves pushed to each user's sockets (manage/seat). */
const seatPushes: { userId: number; data: unknown }[] = [];

beforeAll(async () => {
  ({ ep, users, customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '来电客户甲', phone: CUSTOMER_PHONE, contact: '陈先生', contactPhone: '13912340002' }));
  t.app.bus.subscribe('call-ringing', (c) => ringings.push(c));
  t.app.bus.subscribe('chat-push', ({ userIds, message }) => {
    if (message.type === 'manage' && message.event === 'seat') for (const userId of userIds) seatPushes.push({ userId, data: message.data });
  });
  // 周回访 becomes a seat too (a second seat for transfers).
  expect((await admin.post(P.seatSave, { userId: users['周回访'], line: '4008006688', extension: '8002' })).statusCode).toBe(200);
});

const seat = async (c: Client) => (await c.get(P.seatDetails)).json.data as SeatRow | null;
const move = (c: Client, op: string) => c.post(P.seatState, { op });
const record = async (id: number, c: Client = admin) => (await c.get(`${P.recordDetails}?id=${id}`)).json.data as CallRecordDetail;
const recordOfCall = async (callId: string) => {
  const [row] = await t.app.db.system.select().from(callRecords).where(and(eq(callRecords.enterpriseId, ep), eq(callRecords.callId, callId)));
  return row;
};
const ring = async (phone = CUSTOMER_PHONE, extension = '8001') => {
  const res = await reception.post(P.simulate, { action: 'ring', phone, extension });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data.callId as string;
};

describe('seats', () => {
  it('a seat signs in to idle, chooses busy and idle again; each move is in its history; a non-seat gets 403', async () => {
    expect(await seat(engineer)).toBeNull();
    expect((await seat(reception))!).toMatchObject({ extension: '8001', gatewayState: 0, allowedOperations: ['signIn'] });
    expect((await move(reception, 'signIn')).json.data).toMatchObject({ gatewayState: 4, agentState: 1 });
    expect((await move(reception, 'busy')).json.data).toMatchObject({ gatewayState: 3, agentState: 4 });
    const again = await move(reception, 'busy');
    expect([again.statusCode, again.json.message]).toEqual([409, '坐席当前为忙碌，不能示忙']);
    expect((await move(reception, 'idle')).json.data).toMatchObject({ gatewayState: 4 });
    const history = (await reception.get(`${P.seatHistory}?userId=${users['孙接待']}`)).json.data as { gatewayState: number; reason: string }[];
    expect(history.slice(0, 3).map((h) => [h.gatewayState, h.reason])).toEqual([[4, '示闲'], [3, '示忙'], [4, '签入']]);
    expect((await move(engineer, 'signIn')).statusCode).toBe(403);
    const bad = await move(reception, 'dance');
    expect([bad.statusCode, bad.json.message]).toEqual([400, 'op: op 只能是 signIn、signOut、idle 或 busy']);
    expect((await reception.get(`${P.seatHistory}?userId=${users['王管理']}`)).statusCode).toBe(404);
  });

  it('seat set-up is the administrator’s: a taken extension is 409, another role 403, and nothing changes', async () => {
    const taken = await admin.post(P.seatSave, { userId: users['张师傅'], line: '4008006688', extension: '8001' });
    expect([taken.statusCode, taken.json.message]).toEqual([409, '分机号已被其他坐席使用']);
    expect((await reception.post(P.seatSave, { userId: users['张师傅'], line: '4008006688', extension: '8009' })).statusCode).toBe(403);
    const bad = await admin.post(P.seatSave, { userId: users['张师傅'], line: 'abc', extension: '8009' });
    expect([bad.statusCode, bad.json.message]).toEqual([400, 'line: 线路号码格式不正确']);
    expect(await seat(engineer)).toBeNull();
  });
});

describe('an inbound call', () => {
  it('rings the seat with the caller’s customer, pops up, is answered and ended into one record with mm:ss data', async () => {
    const callId = await ring();
    await vi.waitFor(async () => expect(ringings.find((r) => r.userId === users['孙接待'])).toBeDefined());
    const pop = ringings.at(-1)!;
    expect(pop.customerId).toBe(customerId);
    const current = (await reception.get(`${P.currentCall}?id=${pop.id}`)).json.data as CurrentCall;
    expect(current.customer).toMatchObject({ id: customerId, name: '来电客户甲', phone: CUSTOMER_PHONE });
    expect(current.record).toMatchObject({ type: 2, pickup: 0, ended: false, seat: { name: '孙接待' } });
    expect((await seat(reception))!).toMatchObject({ gatewayState: 7, agentState: 8, currentCallId: callId });
    const pushedTo = (userId: number) => seatPushes.filter((p) => p.userId === userId).map((p) => p.data);
    expect(pushedTo(users['孙接待']).at(-1)).toEqual({ gatewayState: 7, agentState: 8, callId });

    // A busy seat is not rung: the fake refuses as the provider does.
    const second = await reception.post(P.simulate, { action: 'ring', phone: '13700000000', extension: '8001' });
    expect(second.statusCode).toBe(409);

    expect((await reception.post(P.simulate, { action: 'answer', callId })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await seat(reception))!.agentState).toBe(9));
    // The answer and the end reach the seat's sockets (the top bar and the pop-up follow them without polling).
    expect(pushedTo(users['孙接待']).at(-1)).toEqual({ gatewayState: 7, agentState: 9, callId });
    expect((await reception.post(P.hangUp, {})).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await recordOfCall(callId)).phase).toBe(3));
    expect(pushedTo(users['孙接待']).at(-1)).toMatchObject({ gatewayState: 5, callId: null });
    expect(pushedTo(users['周回访']).filter((d) => (d as { callId?: string }).callId === callId)).toEqual([]);
    const done = await record(pop.id);
    expect(done).toMatchObject({ pickup: 1, ended: true, customer: { id: customerId }, recordingUrl: expect.stringContaining('/api/call/provider/recording') });
    expect((await seat(reception))!).toMatchObject({ gatewayState: 5, currentCallId: null });
    expect((await new Client(() => t.app).get(done.recordingUrl.replace('/api', ''))).statusCode).toBe(401);

    // Notes, and an event made from the pop-up links back.
    expect((await reception.post(P.recordUpdate, { id: pop.id, notes: '空调不制冷，已建事件' })).statusCode).toBe(200);
    const event = await reception.post('/v2/event/add', { title: '来电：空调不制冷', customerId, belongCallRecordId: pop.id });
    expect(event.statusCode, event.body).toBe(200);
    const order = await reception.post('/v2/order/add', { templateId: defaultType, customerId, title: '来电报修', serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '来电报修', source: 4, origin: { belongCallRecordId: pop.id } });
    const linked = await record(pop.id);
    expect(linked.notes).toBe('空调不制冷，已建事件');
    expect(linked.events.map((e) => e.id)).toEqual([event.json.data.id]);
    expect(order.statusCode, order.body).toBe(200);
    expect(linked.orders.map((o) => o.id)).toEqual([order.json.data.id]);
    expect((await move(reception, 'idle')).statusCode).toBe(200);
  });

  it('events twice and out of order make one record, counted once in the day sums', async () => {
    const at = (s: number) => new Date(Date.UTC(2030, 0, 10, 2, 0, s));
    const base = { enterpriseId: ep, callId: 'dup-1', type: 2 as const, caller: '13800138000', callee: '8001', extension: '8001' };
    const before = await daySum('2030-01-10');
    fake.push({ ...base, kind: 'ended', at: at(50), durationSec: 30 });
    fake.push({ ...base, kind: 'answered', at: at(20) });
    fake.push({ ...base, kind: 'ringing', at: at(0) });
    fake.push({ ...base, kind: 'ended', at: at(50), durationSec: 30 });
    fake.push({ ...base, kind: 'answered', at: at(20) });
    // The events are applied concurrently, each under the record's lock: wait for the facts all five give.
    await vi.waitFor(async () => expect(await recordOfCall('dup-1')).toMatchObject({ phase: 3, pickup: 1, duration: 30, wait: 20 }), { timeout: 15_000 });
    // Every committed state after the end counts the call once (a correcting event swaps its share).
    expect(await daySum('2030-01-10')).toBe(before + 1);
    const rows = await t.app.db.system.select().from(callRecords).where(and(eq(callRecords.enterpriseId, ep), eq(callRecords.callId, 'dup-1')));
    expect(rows).toHaveLength(1);
  });

  it('a new call’s ringing heard twice at once pops up once and moves the seat once; its end frees the seat', async () => {
    // The customer's contact calls (the later missed-call tests count the notices naming the customer's own phone).
    const base = { enterpriseId: ep, callId: 'ring-twice-1', type: 2 as const, caller: '13912340002', callee: '8001', extension: '8001' };
    const ringingLines = async () =>
      (await t.app.db.system.select().from(callSeatStates).where(and(eq(callSeatStates.enterpriseId, ep), eq(callSeatStates.userId, users['孙接待'])))).filter((h) => h.reason === 'call:ringing').length;
    const linesBefore = await ringingLines();
    fake.push({ ...base, kind: 'ringing', at: new Date() });
    fake.push({ ...base, kind: 'ringing', at: new Date() });
    await vi.waitFor(async () => expect((await seat(reception))!.currentCallId).toBe(base.callId), { timeout: 15_000 });
    // Both ringings are applied (the second after the first, under the seat's lock) before the end is sent.
    fake.push({ ...base, kind: 'ended', at: new Date(), durationSec: 0 });
    await vi.waitFor(async () => expect(await recordOfCall(base.callId)).toMatchObject({ phase: 3, pickup: 0, customerId }), { timeout: 15_000 });
    expect(ringings.filter((r) => r.callId === base.callId)).toEqual([expect.objectContaining({ userId: users['孙接待'], customerId })]);
    expect(await ringingLines()).toBe(linesBefore + 1);
    expect((await seat(reception))!).toMatchObject({ gatewayState: 5, currentCallId: null });
    expect((await move(reception, 'idle')).statusCode).toBe(200);
  });

  it('finds the customer by a contact’s phone when the caller is not the customer’s own number', async () => {
    const base = { enterpriseId: ep, type: 2 as const, callee: '8001', extension: '8001', at: new Date(Date.UTC(2030, 0, 11, 2)) };
    fake.push({ ...base, kind: 'ringing', callId: 'contact-1', caller: '13912340002' });
    fake.push({ ...base, kind: 'ringing', callId: 'stranger-1', caller: '13912349999' });
    await vi.waitFor(async () => expect(await recordOfCall('contact-1')).toMatchObject({ customerId }));
    await vi.waitFor(async () => expect(await recordOfCall('stranger-1')).toMatchObject({ customerId: null }));
    // Both hang up unanswered, leaving the seat free for the tests after.
    for (const [callId, caller] of [['contact-1', '13912340002'], ['stranger-1', '13912349999']]) fake.push({ ...base, kind: 'ended', callId, caller, durationSec: 0 });
    await vi.waitFor(async () => expect([(await recordOfCall('contact-1')).phase, (await recordOfCall('stranger-1')).phase]).toEqual([3, 3]));
  });
});

async function daySum(day: string): Promise<number> {
  const rows = await t.app.db.system.select().from(callDaySums).where(and(eq(callDaySums.enterpriseId, ep), eq(callDaySums.day, day)));
  return rows.reduce((n, r) => n + r.total, 0);
}

describe('dial-out', () => {
  it('from an order: the record names the order and customer, the order logs "call"; the callee answers and the seat hangs up', async () => {
    const order = await admin.post('/v2/order/add', { templateId: defaultType, customerId, title: '回访工单', serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '客厅空调' });
    expect(order.statusCode, order.body).toBe(200);
    const orderId = order.json.data.id as number;
    const dial = await reception.post(P.dial, { phone: '13912340002', orderId });
    expect(dial.statusCode, dial.body).toBe(200);
    const { id, callId } = dial.json.data as { id: number; callId: string };
    const again = await reception.post(P.dial, { phone: '13912340002' });
    expect([again.statusCode, again.json.message]).toEqual([409, '坐席当前为通话中，不能外呼']);
    fake.answer(callId);
    await vi.waitFor(async () => expect((await recordOfCall(callId)).answeredAt).not.toBeNull());
    expect((await reception.post(P.hangUp, {})).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await recordOfCall(callId)).phase).toBe(3));
    expect(await record(id)).toMatchObject({ type: 1, pickup: 1, callee: '13912340002', caller: '4008006688', customer: { id: customerId }, fromOrder: { id: orderId } });
    const logs = await t.app.db.system.select().from(orderLogs).where(and(eq(orderLogs.orderId, orderId), eq(orderLogs.op, 'call')));
    expect(logs).toHaveLength(1);
    expect((await move(reception, 'idle')).statusCode).toBe(200);
  });

  it('refuses a malformed number naming the field, another enterprise’s order with 404, a hang-up without a call with 409', async () => {
    const bad = await reception.post(P.dial, { phone: '12ab' });
    expect([bad.statusCode, bad.json.message]).toEqual([400, 'phone: 电话号码格式不正确']);
    expect((await reception.post(P.dial, { phone: '13912340002', orderId: 999_999_999 })).statusCode).toBe(404);
    const none = await reception.post(P.hangUp, {});
    expect([none.statusCode, none.json.message]).toEqual([409, '当前没有通话']);
    expect((await seat(reception))!.currentCallId).toBeNull();
  });

  it('transfers a call to an idle seat only', async () => {
    const callId = await ring('13912349999');
    await vi.waitFor(async () => expect((await seat(reception))!.currentCallId).toBe(callId));
    const notIdle = await reception.post(P.transfer, { toUserId: users['周回访'] });
    expect(notIdle.statusCode).toBe(409);
    expect((await move(visitor, 'signIn')).statusCode).toBe(200);
    // The provider's path has no consultation (咨询转接 is the SIP softphone's): refused, nothing moved.
    const consult = await reception.post(P.transfer, { toUserId: users['周回访'], consult: true });
    expect([consult.statusCode, consult.json.message]).toEqual([409, '咨询转接仅支持 SIP 坐席']);
    expect((await seat(reception))!.currentCallId).toBe(callId);
    expect((await reception.post(P.transfer, { toUserId: users['周回访'] })).statusCode).toBe(200);
    expect((await seat(visitor))!.currentCallId).toBe(callId);
    expect((await recordOfCall(callId)).seatUserId).toBe(users['周回访']);
    expect((await visitor.post(P.hangUp, {})).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await recordOfCall(callId)).phase).toBe(3));
  });
});

describe('records and statistics', () => {
  it('lists with the spec’s filters, counts, sums and exports; a receptionist sees their own calls only', async () => {
    const all = (await admin.get(`${P.recordList}?pageSize=100`)).json.data as CallRecordRow[];
    expect(all.length).toBeGreaterThan(3);
    const inbound = (await admin.get(`${P.recordList}?type=2&pickup=1&pageSize=100`)).json.data as CallRecordRow[];
    expect(inbound.every((r) => r.type === 2 && r.pickup === 1)).toBe(true);
    expect((await admin.get(`${P.recordCount}?type=2&pickup=1`)).json.data).toBe(inbound.length);
    expect((await admin.get(`${P.recordCollect}`)).json.data).toMatchObject({ total: all.length });
    const mine = (await visitor.get(`${P.recordList}?pageSize=100`)).json.data as CallRecordRow[];
    expect(mine.every((r) => r.seat?.id === users['周回访'])).toBe(true);
    const bad = await admin.get(`${P.recordList}?type=3`);
    expect([bad.statusCode, bad.json.message]).toEqual([400, 'type: type 只能是 1 或 2']);
    const exp = await admin.post(P.recordExport, { type: 2 });
    expect(exp.statusCode, exp.body).toBe(200);
  });

  it('charts calls by day and per seat over a window', async () => {
    const today = businessDay(new Date());
    const q = `startDate=${today.slice(0, 8)}01&endDate=${today}`;
    const line = (await admin.get(`${P.statisticsLineChart}?${q}`)).json.data as CallLinePoint[];
    expect(line.at(-1)!.day).toBe(today);
    expect(line.at(-1)!.total).toBeGreaterThan(0);
    const bySeat = (await admin.get(`${P.statisticsSeatList}?${q}`)).json.data as SeatStatsRow[];
    const sun = bySeat.find((s) => s.seat.name === '孙接待')!;
    expect(sun.answeredRate).toBeGreaterThan(0);
    expect(sun.answeredRate).toBeLessThanOrEqual(1);
    const own = (await visitor.get(`${P.statisticsSeatList}?${q}`)).json.data as SeatStatsRow[];
    expect(own.every((s) => s.seat.id === users['周回访'])).toBe(true);
    expect((await visitor.get(`${P.statisticsSeatList}?${q}&seatUserId=${users['孙接待']}`)).statusCode).toBe(404);
    const long = await admin.get(`${P.statisticsLineChart}?startDate=2020-01-01&endDate=2030-01-01`);
    expect([long.statusCode, long.json.message]).toEqual([400, 'endDate: 统计区间最多366天']);
  });

  it('another enterprise gets 404, a role without the code 403, signed out 401', async () => {
    const [row] = (await admin.get(`${P.recordList}?pageSize=10`)).json.data as CallRecordRow[];
    expect((await otherAdmin.get(`${P.recordDetails}?id=${row.id}`)).statusCode).toBe(404);
    expect((await otherAdmin.post(P.recordUpdate, { id: row.id, notes: 'x' })).statusCode).toBe(404);
    expect((await engineer.get(`${P.recordList}`)).statusCode).toBe(403);
    expect((await new Client(() => t.app).get(P.recordList)).statusCode).toBe(401);
    expect((await record(row.id)).notes).not.toBe('x');
  });
});

describe('the provider push', () => {
  it('is refused without TCCC (the fake provider is in use) and never reaches a record', async () => {
    const res = await new Client(() => t.app).post(`${P.providerEvents}?token=whatever`, { SessionId: 'x' });
    expect(res.statusCode).toBe(404);
  });
});


describe('a missed call', () => {
  /** The 未接来电 notices that name the call's caller, once one is there (the notification engine's job puts them). */
  const missedNotices = async (callId: string) => {
    const { id, caller } = await recordOfCall(callId);
    const probe = async () => {
      const rows = await t.app.db.system.select().from(notices).where(and(eq(notices.enterpriseId, ep), eq(notices.title, '未接来电')));
      return rows.filter((n) => n.content.includes(caller)).map((n) => ({ userId: n.userId, content: n.content, link: n.link }));
    };
    return { id, told: await waitUntil(probe, (rows) => rows.length > 0) };
  };
  /** The engine's dispatches of 未接来电 naming the caller: queued in the transaction that ended the record, so complete once it reads ended. */
  const missedDispatches = async (caller: string) => {
    const rows = await t.app.db.system.select().from(jobs).where(and(eq(jobs.enterpriseId, ep), eq(jobs.kind, 'notify.dispatch')));
    return rows.map((j) => j.payload as DispatchPayload).filter((p) => p.trigger === Trigger.callMissed && JSON.stringify(p.messages).includes(caller));
  };
  const at = (s: number) => new Date(Date.UTC(2030, 0, 12, 2, 0, s));

  it('tells the seat it rang, once, with the record’s end; an answered call tells no one', async () => {
    const base = { enterpriseId: ep, callId: 'missed-1', type: 2 as const, caller: CUSTOMER_PHONE, callee: '8002', extension: '8002' };
    fake.push({ ...base, kind: 'ringing', at: at(0) });
    await vi.waitFor(async () => expect(await recordOfCall('missed-1')).toBeDefined());
    // The end twice, at once: one notice.
    fake.push({ ...base, kind: 'ended', at: at(15), durationSec: 0 });
    fake.push({ ...base, kind: 'ended', at: at(15), durationSec: 0 });
    await vi.waitFor(async () => expect(await recordOfCall('missed-1')).toMatchObject({ phase: 3, pickup: 0 }), { timeout: 15_000 });
    const { id, told } = await missedNotices('missed-1');
    expect(told).toEqual([{ userId: users['周回访'], content: `来电客户甲 ${CUSTOMER_PHONE} 于 2030-01-12 10:00:00 来电，未接听`, link: `/calldetail/${id}` }]);
    expect(await missedDispatches(CUSTOMER_PHONE)).toHaveLength(1);
    // The menu badge's count: that day's missed inbound calls.
    expect((await admin.get(`${P.recordCount}?type=2&pickup=0&startDate=2030-01-12&endDate=2030-01-12`)).json.data).toBe(1);

    const answered = { ...base, callId: 'answered-1', caller: '13912345677' };
    fake.push({ ...answered, kind: 'ringing', at: at(20) });
    fake.push({ ...answered, kind: 'ended', at: at(50), durationSec: 25 });
    await vi.waitFor(async () => expect(await recordOfCall('answered-1')).toMatchObject({ phase: 3, pickup: 1 }), { timeout: 15_000 });
    expect(await missedDispatches('13912345677')).toEqual([]);
  });

  it('tells the reception group when the call rang no seat, without a link to a record they may not open', async () => {
    const base = { enterpriseId: ep, callId: 'missed-2', type: 2 as const, caller: '13912345678', callee: '8999', extension: '8999' };
    fake.push({ ...base, kind: 'ended', at: at(30), durationSec: 0 });
    await vi.waitFor(async () => expect(await recordOfCall('missed-2')).toMatchObject({ phase: 3, pickup: 0, seatUserId: null }), { timeout: 15_000 });
    // The ringing that comes late moves the ring time back; the notice was written once, with the end.
    fake.push({ ...base, kind: 'ringing', at: at(10) });
    await vi.waitFor(async () => expect((await recordOfCall('missed-2')).ringAt).toEqual(at(10)));
    expect((await missedNotices('missed-2')).told).toEqual([{ userId: users['孙接待'], content: '13912345678 于 2030-01-12 10:00:30 来电，未接听', link: null }]);
    expect(await missedDispatches('13912345678')).toHaveLength(1);
  });

  it('follows the notice settings: the in-app notice turned off tells no one so, a text rule texts the seat', async () => {
    const rule = { trigger: Trigger.callMissed, recipients: [CallRecipient.seat] };
    const saved = await Promise.all([
      admin.post('/notification/rule/save', { ...rule, channel: 'notice', template: '{{来电方}} 于 {{来电时间}} 来电，未接听', enabled: false }),
      admin.post('/notification/rule/save', { ...rule, channel: 'sms', template: '{{来电号码}}于{{来电时间}}来电未接，请回电', enabled: true }),
      admin.post('/sms/signature/apply', { signature: '来电测试' }),
    ]);
    expect(saved.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    // The platform operator approves the signature (there is no SMS provider to do so).
    await t.app.db.system.update(smsSignatures).set({ state: 2 }).where(eq(smsSignatures.enterpriseId, ep));
    const base = { enterpriseId: ep, callId: 'missed-3', type: 2 as const, caller: '13912345679', callee: '8002', extension: '8002' };
    fake.push({ ...base, kind: 'ringing', at: at(40) });
    // The end comes once the ringing is in, as a provider's events 15 s apart do (pushed at once, PostgreSQL may
    // apply the end first: the notice then gives the time the end knew, as the test above shows).
    await vi.waitFor(async () => expect(await recordOfCall('missed-3')).toBeDefined());
    fake.push({ ...base, kind: 'ended', at: at(55), durationSec: 0 });
    await vi.waitFor(async () => expect(await recordOfCall('missed-3')).toMatchObject({ phase: 3, pickup: 0 }), { timeout: 15_000 });
    expect((await missedDispatches('13912345679')).map((p) => p.messages.map((m) => [m.channel, m.userIds]))).toEqual([[['sms', [users['周回访']]]]]);
    const sent = await waitUntil(
      () => t.sms.sent.filter((s) => s.text.includes('13912345679')),
      (list) => list.length > 0,
    );
    expect(sent).toEqual([{ phone: '13800000007', text: '【来电测试】13912345679于2030-01-12 10:00:40来电未接，请回电' }]);
  });
});

describe('the free plan', () => {
  it('refuses the statistics with the upgrade notice and keeps the records', async () => {
    const today = businessDay(new Date());
    for (const path of [P.statisticsLineChart, P.statisticsSeatList]) {
      const res = await otherAdmin.get(`${path}?startDate=${today}&endDate=${today}`);
      expect([res.statusCode, res.json.message]).toEqual([403, '免费版本不支持呼叫统计,建议升级为VIP版本,客服热线400-800-6688']);
    }
    expect((await otherAdmin.get(`${P.recordList}?pageSize=10`)).statusCode).toBe(200);
    expect((await admin.get(`${P.statisticsSeatList}?startDate=${today}&endDate=${today}`)).statusCode).toBe(200);
  });
});

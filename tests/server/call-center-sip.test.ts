import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CallCenterPaths as P } from '@domain/call-center/call-center.paths';
import { callEndNote } from '@domain/call-center/call-center.constants';
import type { CallRecordDetail, CallRecordRow, SeatRow, TransferResult } from '@domain/call-center/call-center.schemas';
import { FakeTelephony } from '../../container-mocks/fake-telephony';
import { callDaySums, callRecords, callSeats } from '@server/db/schema';
import { DEV_SIP_SECRET, loadSipSecret } from '@server/modules/call-center/call-center.public';
import { SeatsService } from '@server/modules/call-center/seats.service';
import { Role } from '@domain/shell/roles';
import type { CallsService } from '@server/modules/call-center/calls.service';
import { SipSecretBox } from '@server/modules/call-center/sip-secret';
import { SipService } from '@server/modules/call-center/sip.service';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { Client, userIdsByName, useSignedIn, useTestApp } from '@tests/support/test-app';

// The SIP path's server side: the enterprise's PBX, the seat's softphone account, and the softphone's
// reports of its calls folded into the records like a provider's events. (Signalling against a real PBX:
// tests/e2e/call-center.test.ts.)
const fake = new FakeTelephony();
const t = useTestApp({ telephony: fake });
const [admin, reception, engineer, visitor, otherAdmin] = useSignedIn(t, '13800000001', '13800000006', '13800000003', '13800000007', '13800000011');
let ep: number;
let users: Record<string, number>;
let customerId: number;
const CUSTOMER_PHONE = '13912340101';
const PBX = { wsUrl: 'wss://pbx.example.cn:8089/ws', domain: 'pbx.example.cn' };
const ringings: { userId: number; id: number }[] = [];

const seat = async (c: Client) => (await c.get(P.seatDetails)).json.data as SeatRow | null;
const recordOf = async (callId: string) => t.app.db.system.select().from(callRecords).where(and(eq(callRecords.enterpriseId, ep), eq(callRecords.callId, callId)));
const report = (c: Client, body: Record<string, unknown>) => c.post(P.sipEvents, body);
const account = (c: Client) => c.post(P.sipAccount, {});
const sipRow = (userId: number) => t.app.db.system.select({ sipPassword: callSeats.sipPassword }).from(callSeats).where(and(eq(callSeats.enterpriseId, ep), eq(callSeats.userId, userId)));
const saveReception = (extra: Record<string, unknown>) => admin.post(P.seatSave, { userId: users['孙接待'], line: '4008006688', extension: '8001', ...extra });

beforeAll(async () => {
  ({ ep, users, customerId } = await sampleOrderSetting(t.app, { name: '来电客户乙', phone: CUSTOMER_PHONE, contact: '刘女士', contactPhone: '13912340102' }));
  t.app.bus.subscribe('call-ringing', (c) => ringings.push(c));
  expect((await admin.post(P.seatSave, { userId: users['周回访'], line: '4008006688', extension: '8002' })).statusCode).toBe(200);
});

describe('the enterprise’s PBX and the seat’s SIP account', () => {
  it('are the administrator’s, checked field by field; the account is given only with a PBX set', async () => {
    expect((await admin.get(P.sipSettings)).json.data).toBeNull();
    const early = await saveReception({ sipUser: '8001', sipPassword: 'pa55word' });
    expect([early.statusCode, early.json.message]).toEqual([400, 'sipUser: 请先配置本企业的 PBX 地址']);
    for (const [body, message] of [
      [{ ...PBX, wsUrl: 'http://pbx.example.cn/ws' }, 'wsUrl: wsUrl 须为 ws:// 或 wss:// 地址'],
      [{ ...PBX, wsUrl: 'wss://' }, 'wsUrl: wsUrl 须为 ws:// 或 wss:// 地址'],
      [{ ...PBX, domain: 'pbx example' }, 'domain: domain 须为域名或 IP 地址'],
      [{ wsUrl: PBX.wsUrl }, 'domain: 请输入 SIP 域'],
      [{ ...PBX, realm: 'pbx"realm' }, 'realm: realm 不能含引号、反斜杠或控制字符'],
      [{ ...PBX, realm: 'r'.repeat(129) }, 'realm: realm 最多128个字'],
    ] as const) {
      const res = await admin.post(P.sipSettingsSave, body);
      expect([res.statusCode, res.json.message]).toEqual([400, message]);
    }
    expect((await reception.post(P.sipSettingsSave, PBX)).statusCode).toBe(403);
    expect((await admin.get(P.sipSettings)).json.data).toBeNull();

    expect((await admin.post(P.sipSettingsSave, PBX)).statusCode).toBe(200);
    expect((await admin.get(P.sipSettings)).json.data).toMatchObject(PBX);
    expect((await otherAdmin.get(P.sipSettings)).json.data).toBeNull();
    const noPassword = await saveReception({ sipUser: '8001' });
    expect([noPassword.statusCode, noPassword.json.message]).toEqual([400, 'sipPassword: 请输入 SIP 密码']);
    expect((await saveReception({ sipUser: '8001', sipPassword: 'pa55word' })).statusCode).toBe(200);
    const taken = await admin.post(P.seatSave, { userId: users['周回访'], line: '4008006688', extension: '8002', sipUser: '8001', sipPassword: 'other' });
    expect([taken.statusCode, taken.json.message]).toEqual([409, 'SIP 账号已被其他坐席使用']);
  });

  it('the seat alone reads its softphone account; a seat on the provider’s path reads null, a non-seat 403', async () => {
    expect((await account(reception)).json.data).toEqual({ ...PBX, user: '8001', password: 'pa55word' });
    expect((await seat(reception))!.sipUser).toBe('8001');
    expect((await account(visitor)).json.data).toBeNull();
    expect((await account(engineer)).statusCode).toBe(403);
    // Saving the line again keeps the account (absent is "unchanged").
    expect((await saveReception({})).statusCode).toBe(200);
    expect((await account(reception)).json.data).toMatchObject({ user: '8001' });
  });

  it('with the PBX’s realm set (not its domain), the softphone gets HA1 in that realm and never the password', async () => {
    expect((await admin.post(P.sipSettingsSave, { ...PBX, realm: 'asterisk' })).statusCode).toBe(200);
    expect((await admin.get(P.sipSettings)).json.data).toMatchObject({ ...PBX, realm: 'asterisk' });
    const ha1 = createHash('md5').update('8001:asterisk:pa55word').digest('hex');
    const res = await account(reception);
    expect(res.json.data).toEqual({ ...PBX, user: '8001', realm: 'asterisk', ha1 });
    expect(res.body).not.toContain('pa55word');
    // Emptied, the realm is the domain again: the browser answers the PBX's challenge with the password.
    expect((await admin.post(P.sipSettingsSave, { ...PBX, realm: '' })).statusCode).toBe(200);
    expect((await admin.get(P.sipSettings)).json.data).toMatchObject({ ...PBX, realm: null });
    expect((await account(reception)).json.data).toEqual({ ...PBX, user: '8001', password: 'pa55word' });
  });

  it('the password is sealed at rest and no GET carries it, not even the seat’s own account', async () => {
    const [row] = await sipRow(users['孙接待']);
    expect(row.sipPassword).toMatch(/^v1:/);
    expect(row.sipPassword).not.toContain('pa55word');
    expect((await reception.get(P.sipAccount)).statusCode).toBe(404);
    for (const [c, path] of [[reception, P.seatDetails], [admin, P.seatCollect], [admin, P.sipSettings]] as const) {
      const res = await c.get(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('pa55word');
      expect(res.body).not.toContain(row.sipPassword!);
    }
  });

  it('a password saved in the clear before sealing is sealed at start; one sealed for another seat does not open', async () => {
    const [sealed] = await sipRow(users['孙接待']);
    await t.app.db.system.update(callSeats).set({ sipPassword: 'legacy-pass' }).where(and(eq(callSeats.enterpriseId, ep), eq(callSeats.userId, users['孙接待'])));
    expect((await account(reception)).json.data).toMatchObject({ password: 'legacy-pass' });
    const sip = new SipService(t.app.db, {} as CallsService, new SipSecretBox(DEV_SIP_SECRET));
    expect(await sip.sealClearPasswords()).toBeGreaterThanOrEqual(1);
    expect((await sipRow(users['孙接待']))[0].sipPassword).toMatch(/^v1:/);
    expect((await account(reception)).json.data).toMatchObject({ password: 'legacy-pass' });
    expect(await sip.sealClearPasswords()).toBe(0);

    await t.app.db.system.update(callSeats).set({ sipUser: '8002', sipPassword: sealed.sipPassword }).where(and(eq(callSeats.enterpriseId, ep), eq(callSeats.userId, users['周回访'])));
    const copied = await account(visitor);
    expect([copied.statusCode, copied.json.message]).toEqual([409, 'SIP 密码无法读取（服务器密钥已更换），请管理员重新设置']);
    expect((await admin.post(P.seatSave, { userId: users['周回访'], line: '4008006688', extension: '8002', sipUser: null })).statusCode).toBe(200);
    expect((await saveReception({ sipUser: '8001', sipPassword: 'pa55word' })).statusCode).toBe(200);
  });
});

describe('the key the SIP passwords are sealed with', () => {
  it('is CALL_CENTER_SECRET_KEY (a short one stops the start, naming it); production without it saves no SIP account', async () => {
    expect(() => loadSipSecret({ CALL_CENTER_SECRET_KEY: 'short' })).toThrow('CALL_CENTER_SECRET_KEY 至少32位');
    expect(loadSipSecret({ CALL_CENTER_SECRET_KEY: 'k'.repeat(32), NODE_ENV: 'production' })).toBe('k'.repeat(32));
    expect(loadSipSecret({ NODE_ENV: 'production' })).toBeNull();
    expect(loadSipSecret({ NODE_ENV: 'development' })).toBe(DEV_SIP_SECRET);
    const keyless = new SeatsService(t.app.db, fake, null);
    const actor = { enterpriseId: ep, userId: users['王管理'], role: Role.admin };
    const input = { userId: users['周回访'], line: '4008006688', extension: '8002', sipUser: '8009', sipPassword: 'whatever' };
    await expect(keyless.save(actor, input)).rejects.toMatchObject({ statusCode: 409, message: '服务器未配置 CALL_CENTER_SECRET_KEY，不能保存 SIP 密码' });
    expect((await sipRow(users['周回访']))[0].sipPassword).toBeNull();
  });
});

describe('the softphone’s call events', () => {
  it('an inbound call: ringing pops up the caller’s customer once, answered and ended make one record with the talk time', async () => {
    expect((await reception.post(P.seatState, { op: 'signIn' })).statusCode).toBe(200);
    const call = { callId: 'sip-in-1@pbx', type: 2, phone: CUSTOMER_PHONE };
    // The first ringing answers with the pop-up (the page opens it itself too); the repeat with none.
    const answers = [];
    for (const kind of ['ringing', 'ringing']) answers.push(await report(reception, { ...call, kind }));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [record] = await recordOf(call.callId);
    expect(answers.map((a) => a.json.data)).toEqual([{ callId: call.callId, id: record.id, customerId }, null]);
    await vi.waitFor(() => expect(ringings.filter((r) => r.userId === users['孙接待'])).toHaveLength(1));
    expect((await seat(reception))!).toMatchObject({ gatewayState: 7, currentCallId: call.callId });
    const answered = await report(reception, { ...call, kind: 'answered' });
    expect([answered.statusCode, answered.json.data]).toEqual([200, null]);
    expect((await report(reception, { ...call, kind: 'ended', durationSec: 42 })).statusCode).toBe(200);
    expect((await report(reception, { ...call, kind: 'ended', durationSec: 42 })).statusCode).toBe(200);
    const rows = await recordOf(call.callId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 2, phase: 3, pickup: 1, caller: CUSTOMER_PHONE, callee: '4008006688', extension: '8001', seatUserId: users['孙接待'], customerId, duration: 42 });
    expect((await seat(reception))!).toMatchObject({ gatewayState: 5, currentCallId: null });
    const [sums] = await t.app.db.system.select().from(callDaySums).where(and(eq(callDaySums.enterpriseId, ep), eq(callDaySums.seatUserId, users['孙接待'])));
    expect(sums.total).toBeGreaterThanOrEqual(1);
  });

  it('a call the seat refused 486 because it was busy is a missed call; the seat stays busy and nothing pops up', async () => {
    expect((await reception.post(P.seatState, { op: 'busy' })).statusCode).toBe(200);
    const popUps = ringings.length;
    const call = { callId: 'sip-busy-1@pbx', type: 2, phone: CUSTOMER_PHONE };
    // What the softphone reports when it answers 486: the end alone, noted busy (twice, as a retransmitted INVITE would).
    for (let i = 0; i < 2; i++) expect((await report(reception, { ...call, kind: 'ended', durationSec: 0, endReason: 'busy' })).statusCode).toBe(200);
    const rows = await recordOf(call.callId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 2, phase: 3, pickup: 0, duration: 0, caller: CUSTOMER_PHONE, seatUserId: users['孙接待'], customerId, endReason: 'busy' });
    const missed = (await admin.get(`${P.recordList}?pageSize=100&pickup=0`)).json.data as CallRecordRow[];
    expect(missed.find((r) => r.id === rows[0].id)).toMatchObject({ endReason: 'busy', transferredTo: '' });
    expect(callEndNote(missed.find((r) => r.id === rows[0].id)!)).toBe('坐席忙，已拒接');
    expect((await seat(reception))!).toMatchObject({ gatewayState: 3, currentCallId: null });
    expect(ringings).toHaveLength(popUps);
    expect((await reception.post(P.seatState, { op: 'idle' })).statusCode).toBe(200);
  });

  it('another seat’s call id, a seat on the provider’s path and bad input are refused, nothing written', async () => {
    const other = await report(visitor, { kind: 'ringing', callId: 'sip-in-1@pbx', type: 2, phone: CUSTOMER_PHONE });
    expect([other.statusCode, other.json.message]).toEqual([409, '该坐席未配置 SIP 账号']);
    expect((await report(engineer, { kind: 'ringing', callId: 'sip-x', type: 2, phone: CUSTOMER_PHONE })).statusCode).toBe(403);
    for (const [body, message] of [
      [{ kind: 'rung', callId: 'sip-2', type: 2, phone: CUSTOMER_PHONE }, 'kind: kind 只能是 ringing、answered 或 ended'],
      [{ kind: 'ended', callId: 'sip 2', type: 2, phone: CUSTOMER_PHONE }, 'callId: callId 格式不正确'],
      [{ kind: 'ended', callId: 'sip-2', type: 2, phone: CUSTOMER_PHONE, durationSec: -1 }, 'durationSec: durationSec 不能小于0'],
    ] as const) {
      const res = await report(reception, body);
      expect([res.statusCode, res.json.message]).toEqual([400, message]);
    }
    expect(await recordOf('sip-2')).toHaveLength(0);
  });

  it('a call of one seat cannot be reported by another SIP seat', async () => {
    expect((await admin.post(P.seatSave, { userId: users['周回访'], line: '4008006688', extension: '8002', sipUser: '8002', sipPassword: 'secret2' })).statusCode).toBe(200);
    const res = await report(visitor, { kind: 'ended', callId: 'sip-in-1@pbx', type: 2, phone: CUSTOMER_PHONE, durationSec: 999 });
    expect([res.statusCode, res.json.message]).toEqual([404, '该通话属于其他坐席']);
    expect((await recordOf('sip-in-1@pbx'))[0]).toMatchObject({ duration: 42, seatUserId: users['孙接待'] });
  });

  it('a transfer on the SIP path: the server checks the target and names what the page REFERs to; the end reported transferred notes it', async () => {
    const call = { callId: 'sip-xfer-1@pbx', type: 2, phone: CUSTOMER_PHONE };
    const notOnCall = await reception.post(P.transfer, { phone: '13900000099' });
    expect(notOnCall.statusCode).toBe(409);
    for (const kind of ['ringing', 'answered']) expect((await report(reception, { ...call, kind })).statusCode).toBe(200);
    // 周回访 (8002, a SIP seat) is signed out: not idle.
    const notIdle = await reception.post(P.transfer, { toUserId: users['周回访'] });
    expect([notIdle.statusCode, notIdle.json.message]).toEqual([409, '转接的坐席不在空闲状态']);
    for (const [body, status, message] of [
      [{}, 400, 'toUserId: 请选择转接坐席或输入转接号码（二选一）'],
      [{ toUserId: users['周回访'], phone: '13900000099' }, 400, 'toUserId: 请选择转接坐席或输入转接号码（二选一）'],
      [{ phone: '139\u0000' }, 400, 'phone: 不能包含控制字符'],
      [{ phone: '139-abc' }, 400, 'phone: 转接号码格式不正确'],
      [{ toUserId: 2 ** 60 }, 400, 'toUserId: 请选择转接坐席'],
      [{ toUserId: -1 }, 400, 'toUserId: 请选择转接坐席'],
      [{ toUserId: users['孙接待'] }, 404, '坐席不存在'],
    ] as const) {
      const res = await reception.post(P.transfer, body);
      expect([res.statusCode, res.json.message]).toEqual([status, message]);
    }
    expect((await recordOf(call.callId))[0]).toMatchObject({ transferredTo: '', endReason: '' });

    expect((await visitor.post(P.seatState, { op: 'signIn' })).statusCode).toBe(200);
    const toSeat = await reception.post(P.transfer, { toUserId: users['周回访'] });
    expect([toSeat.statusCode, toSeat.json.data]).toEqual([200, { referTo: '8002' }]);
    expect((await recordOf(call.callId))[0]).toMatchObject({ transferredTo: '8002 周回访', endReason: '', phase: 2 });
    // The seats do not move until the page reports: the REFER may still be refused, and the call stays.
    expect((await seat(visitor))!).toMatchObject({ gatewayState: 4, currentCallId: null });
    const toNumber = await reception.post(P.transfer, { phone: '13900000099' });
    expect([toNumber.statusCode, toNumber.json.data]).toEqual([200, { referTo: '13900000099' }]);
    expect((await visitor.post(P.transfer, { phone: '13900000099' })).statusCode).toBe(409);

    expect((await report(reception, { ...call, kind: 'ended', durationSec: 30, endReason: 'transferred' })).statusCode).toBe(200);
    const [row] = await recordOf(call.callId);
    expect(row).toMatchObject({ phase: 3, pickup: 1, duration: 30, endReason: 'transferred', transferredTo: '13900000099', seatUserId: users['孙接待'] });
    const listed = ((await reception.get(`${P.recordList}?pageSize=100&pickup=1`)).json.data as CallRecordRow[]).find((r) => r.id === row.id)!;
    expect(callEndNote(listed)).toBe('已转接至 13900000099');
    expect((await seat(reception))!).toMatchObject({ gatewayState: 5, currentCallId: null });

    // An end said transferred with no transfer behind it notes nothing.
    const plain = { callId: 'sip-xfer-2@pbx', type: 2, phone: CUSTOMER_PHONE };
    expect((await reception.post(P.seatState, { op: 'idle' })).statusCode).toBe(200);
    for (const kind of ['ringing', 'answered']) expect((await report(reception, { ...plain, kind })).statusCode).toBe(200);
    expect((await report(reception, { ...plain, kind: 'ended', durationSec: 5, endReason: 'transferred' })).statusCode).toBe(200);
    expect((await recordOf(plain.callId))[0]).toMatchObject({ phase: 3, endReason: '', transferredTo: '' });
    const bad = await report(reception, { ...plain, kind: 'ended', endReason: 'hung' });
    expect([bad.statusCode, bad.json.message]).toEqual([400, 'endReason: endReason 只能是 busy 或 transferred']);
    // A transfer the page did not finish (a consultation cancelled back to the caller) leaves no target on the record.
    const kept = { callId: 'sip-xfer-3@pbx', type: 2, phone: CUSTOMER_PHONE };
    expect((await reception.post(P.seatState, { op: 'idle' })).statusCode).toBe(200);
    for (const kind of ['ringing', 'answered']) expect((await report(reception, { ...kept, kind })).statusCode).toBe(200);
    expect((await reception.post(P.transfer, { toUserId: users['周回访'] })).statusCode).toBe(200);
    expect((await recordOf(kept.callId))[0]).toMatchObject({ transferredTo: '8002 周回访' });
    expect((await report(reception, { ...kept, kind: 'ended', durationSec: 40 })).statusCode).toBe(200);
    expect((await recordOf(kept.callId))[0]).toMatchObject({ phase: 3, pickup: 1, endReason: '', transferredTo: '' });
    expect((await visitor.post(P.seatState, { op: 'signOut' })).statusCode).toBe(200);
    expect((await reception.post(P.seatState, { op: 'idle' })).statusCode).toBe(200);
  });

  it('an attended transfer’s consulting call: one outbound record of the seat, linked to the call; its answer and end fold in, the seat stays on the caller', async () => {
    const call = { callId: 'sip-consulted@pbx', type: 2, phone: CUSTOMER_PHONE };
    for (const kind of ['ringing', 'answered']) expect((await report(reception, { ...call, kind })).statusCode).toBe(200);
    const [original] = await recordOf(call.callId);
    const talking = (await seat(reception))!;
    expect(talking.currentCallId).toBe(call.callId);
    const bad = await reception.post(P.transfer, { phone: '13900000099', consult: 'yes' });
    expect([bad.statusCode, bad.json.message]).toEqual([400, 'consult: consult 须为 true 或 false']);

    const started = await reception.post(P.transfer, { phone: '13900000099', consult: true });
    expect(started.statusCode, started.body).toBe(200);
    const { referTo, consultCallId } = started.json.data as TransferResult;
    expect(referTo).toBe('13900000099');
    expect(consultCallId).toMatch(/^consult-[0-9a-f-]{36}$/);
    const leg = { callId: consultCallId!, type: 1, phone: '13900000099' };
    const [made] = await recordOf(leg.callId);
    expect(made).toMatchObject({ type: 1, phase: 1, pickup: 0, caller: '4008006688', callee: '13900000099', extension: '8001', seatUserId: users['孙接待'], customerId: null, consultationOf: original.id });
    expect((await recordOf(call.callId))[0]).toMatchObject({ transferredTo: '13900000099', phase: 2 });

    // The leg's answer and end (twice, as a repeat) fold into that one record; the seat stays on its caller throughout.
    expect((await report(reception, { ...leg, kind: 'answered' })).statusCode).toBe(200);
    expect(await seat(reception)).toEqual(talking);
    for (let i = 0; i < 2; i++) expect((await report(reception, { ...leg, kind: 'ended', durationSec: 12 })).statusCode).toBe(200);
    expect(await recordOf(leg.callId)).toEqual([expect.objectContaining({ id: made.id, phase: 3, pickup: 1, duration: 12, consultationOf: original.id })]);
    expect(await seat(reception)).toEqual(talking);
    const consultations = await t.app.db.system.select().from(callRecords).where(and(eq(callRecords.enterpriseId, ep), eq(callRecords.consultationOf, original.id)));
    expect(consultations.map((r) => r.id)).toEqual([made.id]);

    // Only the seat that made it reports it: another seat, another enterprise's seat (the same id), a made-up id are refused.
    const other = await report(visitor, { ...leg, kind: 'ended', durationSec: 999 });
    expect([other.statusCode, other.json.message]).toEqual([404, '该通话属于其他坐席']);
    const otherSeat = (await userIdsByName(otherAdmin))['陈免费'];
    expect((await otherAdmin.post(P.sipSettingsSave, PBX)).statusCode).toBe(200);
    expect((await otherAdmin.post(P.seatSave, { userId: otherSeat, line: '4008009999', extension: '8001', sipUser: '8001', sipPassword: 'pa55word' })).statusCode).toBe(200);
    for (const kind of ['answered', 'ended']) {
      const foreign = await report(otherAdmin, { ...leg, kind, durationSec: 999 });
      expect([foreign.statusCode, foreign.json.message]).toEqual([404, '咨询通话不存在']);
    }
    for (const type of [1, 2]) {
      const invented = await report(reception, { callId: 'consult-made-up', type, phone: CUSTOMER_PHONE, kind: 'ringing' });
      expect([invented.statusCode, invented.json.message]).toEqual([404, '咨询通话不存在']);
    }
    const everywhere = await t.app.db.system.select().from(callRecords).where(eq(callRecords.callId, leg.callId));
    expect(everywhere).toEqual([expect.objectContaining({ enterpriseId: ep, duration: 12 })]);
    expect(await t.app.db.system.select().from(callRecords).where(eq(callRecords.callId, 'consult-made-up'))).toEqual([]);

    // The records show the link both ways: the consulting call names its call, the call its consultations.
    const listed = ((await reception.get(`${P.recordList}?pageSize=100&phone=13900000099`)).json.data as CallRecordRow[]).find((r) => r.id === made.id)!;
    expect(listed.consultationOf).toEqual({ id: original.id, phone: CUSTOMER_PHONE });
    const detailOf = async (id: number) => (await reception.get(`${P.recordDetails}?id=${id}`)).json.data as CallRecordDetail;
    expect(await detailOf(made.id)).toMatchObject({ consultationOf: { id: original.id, phone: CUSTOMER_PHONE }, consultations: [] });
    expect(await detailOf(original.id)).toMatchObject({ consultationOf: null, consultations: [{ id: made.id, phone: '13900000099' }] });

    expect((await report(reception, { ...call, kind: 'ended', durationSec: 60, endReason: 'transferred' })).statusCode).toBe(200);
    expect((await recordOf(call.callId))[0]).toMatchObject({ phase: 3, endReason: 'transferred', transferredTo: '13900000099' });
    expect((await seat(reception))!).toMatchObject({ gatewayState: 5, currentCallId: null });
    expect((await reception.post(P.seatState, { op: 'idle' })).statusCode).toBe(200);
  });

  it('a dial-out: the server gives the call id and writes the record, the page dials; hang-up stays in the page', async () => {
    const dial = await reception.post(P.dial, { phone: CUSTOMER_PHONE, customerId });
    expect(dial.statusCode, dial.body).toBe(200);
    const { callId } = dial.json.data as { callId: string };
    expect(callId).toMatch(/^sip-[0-9a-f-]{36}$/);
    const hangUp = await reception.post(P.hangUp, {});
    expect([hangUp.statusCode, hangUp.json.message]).toEqual([409, '呼叫中心拒绝了该操作（SIP_IN_PAGE）']);
    const base = { callId, type: 1, phone: CUSTOMER_PHONE };
    for (const kind of ['ringing', 'answered']) expect((await report(reception, { ...base, kind })).statusCode).toBe(200);
    expect((await report(reception, { ...base, kind: 'ended', durationSec: 7 })).statusCode).toBe(200);
    const [row] = await recordOf(callId);
    expect(row).toMatchObject({ type: 1, phase: 3, pickup: 1, caller: '4008006688', callee: CUSTOMER_PHONE, customerId, duration: 7 });
    expect((await seat(reception))!.currentCallId).toBeNull();
  });

  it('taking the PBX away takes the seats’ accounts with it (they go back to the provider’s path)', async () => {
    expect((await reception.post(P.sipSettingsDelete, {})).statusCode).toBe(403);
    expect((await admin.post(P.sipSettingsDelete, {})).statusCode).toBe(200);
    expect((await account(reception)).json.data).toBeNull();
    const left = await t.app.db.system.select({ sipUser: callSeats.sipUser }).from(callSeats).where(eq(callSeats.enterpriseId, ep));
    expect(left.every((s) => s.sipUser === null)).toBe(true);
    expect((await admin.post(P.sipSettingsDelete, {})).statusCode).toBe(404);
  });
});

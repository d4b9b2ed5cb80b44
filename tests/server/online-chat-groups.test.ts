import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chinaDay } from '@domain/common/quick-ranges';
import { OnlineChatErrors } from '@domain/online-chat/errors';
import { CloseReason, IDLE_CLOSE_TEXT, MessageFrom, SessionState, ShareRule } from '@domain/online-chat/online-chat.constants';
import { OnlineChatPaths as P } from '@domain/online-chat/online-chat.paths';
import type { ChatAccountRow, ChatMessageRow, ChatSessionRow, ChatStaffRow, ReceptionRecordRow } from '@domain/online-chat/online-chat.schemas';
import { withinWorkHours } from '@domain/online-chat/work-hours';
import { chatSessions } from '@server/db/schema/online-chat';
import { DEMO_KF, createPresence } from '@server/modules/online-chat/online-chat.public';
import { closeIdleSessions } from '@server/modules/online-chat/idle-close.job';
import { OnlineChatSessions } from '@server/modules/online-chat/sessions.service';
import { useFakeWecomKf } from '@tests/support/fake-wecom-kf';
import { staffSocket } from '@tests/support/staff-socket';
import { enterpriseIdOf, useSignedIn, useTestApp, userIdsByName } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

const fake = useFakeWecomKf();

const t = useTestApp();
const [admin, reception, otherAdmin] = useSignedIn(t, '13800000001', '13800000006', '13800000021');
let people: Record<string, number>;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  people = await userIdsByName(admin);
  fake().kf.setup({ corpId: DEMO_KF.corpId, openKfid: DEMO_KF.openKfid, token: DEMO_KF.callbackToken, encodingAesKey: DEMO_KF.encodingAesKey, callbackUrl: `http://127.0.0.1:${port}/api/kefu/wecom/callback/${await enterpriseIdOf(admin)}` });
});

const accounts = async () => (await admin.get(P.accounts)).json.data as ChatAccountRow[];
const group = (account: ChatAccountRow, change: Partial<ChatAccountRow> = {}) => ({
  accountId: account.id,
  staffUserIds: account.staffUserIds,
  shareRule: account.shareRule,
  workHours: account.workHours,
  offHoursReply: account.offHoursReply,
  idleCloseMinutes: account.idleCloseMinutes,
  ...change,
});
const visitor = (url: string, payload?: object) => t.app.inject({ method: payload ? 'POST' : 'GET', url: `/api${url}`, ...(payload ? { payload } : {}) });

describe('kf accounts', () => {
  it('creates a WeCom account in WeCom, renames it there, adds the ones WeCom lists, and makes portal chat entries', async () => {
    const made = await admin.post(P.accountSave, { name: '售后客服', channel: 'wecom', shareRule: ShareRule.roundRobin });
    expect(made.statusCode, made.body).toBe(200);
    const openKfid = made.json.data.openKfid as string;
    expect(fake().kf.accounts.get(DEMO_KF.corpId)?.get(openKfid)).toBe('售后客服');
    const renamed = await admin.post(P.accountSave, { id: made.json.data.id, name: '售后一组', channel: 'wecom', shareRule: ShareRule.roundRobin });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(fake().kf.accounts.get(DEMO_KF.corpId)?.get(openKfid)).toBe('售后一组');
    expect((await admin.post(P.accountSave, { id: made.json.data.id, name: 'x', channel: 'web' })).statusCode).toBe(409);
    // Renamed onto an open_kfid WeCom does not know: the administrator's mistake, named; nothing changed either side.
    const unknown = await admin.post(P.accountSave, { id: made.json.data.id, name: '售后二组', channel: 'wecom', openKfid: 'wkNoSuch0001', shareRule: ShareRule.roundRobin });
    expect([unknown.statusCode, unknown.json.message]).toEqual([400, OnlineChatErrors.unknownKfid]);
    expect((await accounts()).find((a) => a.id === made.json.data.id)).toMatchObject({ name: '售后一组', openKfid });

    // Made in WeCom's console: the sync adds it once.
    fake().kf.accounts.get(DEMO_KF.corpId)!.set('wkConsole0001', '控制台客服');
    const synced = await admin.post(P.wecomAccountsSync, {});
    expect(synced.statusCode, synced.body).toBe(200);
    await admin.post(P.wecomAccountsSync, {});
    expect((await accounts()).filter((a) => a.openKfid === 'wkConsole0001').map((a) => [a.name, a.shareRule])).toEqual([['控制台客服', ShareRule.queue]]);

    const web = await admin.post(P.accountSave, { name: '门户在线咨询', channel: 'web' });
    expect([web.statusCode, web.json.data.openKfid, web.json.data.shareRule]).toEqual([200, null, ShareRule.leastBusy]);
  });

  it('refuses bad input, other roles and other enterprises, and changes nothing', async () => {
    const before = await accounts();
    for (const bad of [{ name: '', channel: 'web' }, { name: 'a', channel: 'sms' }, { name: 'a', channel: 'wecom', openKfid: 'bad kfid' }, { name: 'a'.repeat(41), channel: 'web' }, { name: 'a', channel: 'web', shareRule: 9 }]) {
      const res = await admin.post(P.accountSave, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await reception.post(P.accountSave, { name: '越权', channel: 'web' })).statusCode).toBe(403);
    expect((await reception.post(P.wecomAccountsSync, {})).statusCode).toBe(403);
    expect((await otherAdmin.post(P.accountSave, { id: before[0].id, name: '别家', channel: before[0].channel })).statusCode).toBe(404);
    // Another enterprise has no WeCom kf app: nothing to create there.
    expect((await otherAdmin.post(P.accountSave, { name: '别家客服', channel: 'wecom' })).statusCode).toBe(409);
    expect(await accounts()).toEqual(before);
  });
});

describe('reception groups', () => {
  it('saves who receives, the share rule, hours and timeout; refuses bad input, other roles and enterprises', async () => {
    const web = (await accounts()).find((a) => a.name === '门户在线咨询')!;
    const bads: [object, string][] = [
      [{ workHours: { days: [8], start: '09:00', end: '18:00' } }, '工作日'],
      [{ workHours: { days: [1], start: '25:00', end: '18:00' } }, '上班时间'],
      [{ workHours: { days: [1], start: '09:00', end: '09:00' } }, '下班时间'],
      [{ idleCloseMinutes: -1 }, '超时分钟'],
      [{ idleCloseMinutes: 1e9 }, '超时分钟'],
      [{ offHoursReply: 'x'.repeat(501) }, '非工作时间回复'],
      [{ staffUserIds: [people['张师傅']] }, '接待人员'],
      [{ staffUserIds: ['\u0000'] }, 'staffUserIds'],
    ];
    for (const [change, field] of bads) {
      const res = await admin.post(P.groupSave, group(web, change as Partial<ChatAccountRow>));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json.message).toContain(field);
    }
    expect((await reception.post(P.groupSave, group(web))).statusCode).toBe(403);
    expect((await otherAdmin.post(P.groupSave, group(web))).statusCode).toBe(404);
    expect((await accounts()).find((a) => a.id === web.id)).toEqual(web);

    const saved = await admin.post(P.groupSave, group(web, { staffUserIds: [people['王管理']], workHours: { days: [5, 1, 1], start: '09:00', end: '18:00' }, idleCloseMinutes: 10 }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json.data).toMatchObject({ staffUserIds: [people['王管理']], workHours: { days: [1, 5], start: '09:00', end: '18:00' }, idleCloseMinutes: 10 });
  });

  it('gives chats only to the group’s staff', async () => {
    const web = (await accounts()).find((a) => a.name === '门户在线咨询')!;
    await admin.post(P.groupSave, group(web, { staffUserIds: [people['王管理']], workHours: null, shareRule: ShareRule.leastBusy }));
    // Both have the desk open: only the group's member is given the chat.
    const desks = [await staffSocket(t.app, '13800000001'), await staffSocket(t.app, '13800000006')];
    const online = async () => ((await admin.get(P.staff)).json.data.staff as ChatStaffRow[]).filter((s) => s.online).length;
    await waitUntil(online, (n) => n === 2);
    const { token } = (await admin.post(P.webLink, { accountId: web.id, name: '访客-组内' })).json.data;
    expect((await visitor(P.visitorSend, { token, clientMsgId: 'group-00001', text: '你好' })).statusCode).toBe(200);
    for (const desk of desks) await desk.close();
    const mine = (await admin.get(P.mine)).json.data as ChatSessionRow[];
    expect(mine.find((s) => s.customerName === '访客-组内')?.staffUserId).toBe(people['王管理']);
  });

  it('answers outside working hours once per session, through WeCom, and leaves the chat in the queue', async () => {
    const wecom = (await accounts()).find((a) => a.openKfid === DEMO_KF.openKfid)!;
    const today = chinaDay(new Date()).weekday;
    const otherDays = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== today);
    const reply = '您好，现在是非工作时间，我们上班后会第一时间回复您。';
    await admin.post(P.groupSave, group(wecom, { shareRule: ShareRule.leastBusy, workHours: { days: otherDays, start: '00:00', end: '23:59' }, offHoursReply: reply }));
    try {
      const sentBefore = fake().kf.sent.length;
      await fake().kf.customerWrites({ openKfid: DEMO_KF.openKfid, externalUserId: 'wm-night', nickname: '夜里客户', msgtype: 'text', body: { content: '在吗' } });
      await fake().kf.customerWrites({ openKfid: DEMO_KF.openKfid, externalUserId: 'wm-night', msgtype: 'text', body: { content: '热水器坏了' } });
      expect(fake().kf.sent.slice(sentBefore)).toEqual([{ openKfid: DEMO_KF.openKfid, touser: 'wm-night', msgtype: 'text', body: { content: reply } }]);
      const waiting = ((await reception.get(P.queue)).json.data as ChatSessionRow[]).find((s) => s.customerKey === 'wm-night')!;
      expect(waiting.state).toBe(SessionState.waiting);
      const read = (await reception.get(`${P.messages}?sessionId=${waiting.id}&afterSeq=0`)).json.data as ChatMessageRow[];
      expect(read.map((m) => [m.from, m.content.text])).toEqual([
        [MessageFrom.customer, '在吗'],
        [MessageFrom.system, reply],
        [MessageFrom.customer, '热水器坏了'],
      ]);
    } finally {
      await admin.post(P.groupSave, group(wecom));
    }
  });

  it('reads working hours on China time, over midnight too', () => {
    // 2026-12-07 is a Monday; 01:00Z is 09:00 in Beijing.
    const hours = { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' };
    expect(withinWorkHours(hours, new Date('2026-12-07T01:00:00Z'))).toBe(true);
    expect(withinWorkHours(hours, new Date('2026-12-07T00:59:00Z'))).toBe(false);
    expect(withinWorkHours(hours, new Date('2026-12-07T10:00:00Z'))).toBe(false);
    expect(withinWorkHours(hours, new Date('2026-12-06T01:00:00Z'))).toBe(false);
    const night = { days: [1], start: '22:00', end: '06:00' };
    expect(withinWorkHours(night, new Date('2026-12-07T14:30:00Z'))).toBe(true); // Monday 22:30
    expect(withinWorkHours(night, new Date('2026-12-07T21:00:00Z'))).toBe(true); // Tuesday 05:00, Monday's shift
    expect(withinWorkHours(night, new Date('2026-12-08T14:30:00Z'))).toBe(false); // Tuesday 22:30
    expect(withinWorkHours(null, new Date())).toBe(true);
  });
});

describe('idle timeouts and satisfaction', () => {
  it('closes a session quiet for the account’s minutes (a set clock), tells the visitor, who rates it once', async () => {
    const web = (await accounts()).find((a) => a.name === '门户在线咨询')!;
    await admin.post(P.groupSave, group(web, { staffUserIds: [], workHours: null, idleCloseMinutes: 5 }));
    const { token } = (await admin.post(P.webLink, { accountId: web.id, name: '访客-超时' })).json.data;
    const { token: stranger } = (await admin.post(P.webLink, { accountId: web.id, name: '访客-别人' })).json.data;
    await visitor(P.visitorSend, { token, clientMsgId: 'idle-00001', text: '请问保修多久' });
    const conversation = async (tk = token) => (await visitor(`${P.visitorMessages}?token=${encodeURIComponent(tk)}&afterSeq=0`)).json().data;
    const open = await conversation();
    expect(open.state).not.toBe(SessionState.closed);
    const sessionId = open.sessionId as number;
    expect((await visitor(P.visitorRate, { token, sessionId, rating: 5 })).statusCode).toBe(409);

    const [row] = await t.app.db.system.select({ at: chatSessions.lastMessageAt }).from(chatSessions).where(eq(chatSessions.id, sessionId));
    const at = (minutes: number) => new Date(row.at!.getTime() + minutes * 60_000);
    const sessions = new OnlineChatSessions(t.app.db, createPresence(null, (error) => { throw error; }));
    await closeIdleSessions(t.app.db, sessions, at(4));
    expect((await conversation()).state).not.toBe(SessionState.closed);
    await closeIdleSessions(t.app.db, sessions, at(6));
    const closed = await conversation();
    expect([closed.sessionId, closed.state, closed.rating]).toEqual([sessionId, SessionState.closed, null]);
    expect(closed.messages.at(-1)).toMatchObject({ from: MessageFrom.system, content: { text: IDLE_CLOSE_TEXT } });
    // Twice at once: one closes it.
    expect(await closeIdleSessions(t.app.db, sessions, at(7))).toBe(0);

    for (const bad of [{ rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: 4, comment: 'x'.repeat(201) }, { rating: 4, sessionId: -1 }]) {
      expect((await visitor(P.visitorRate, { token, sessionId, ...bad })).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await visitor(P.visitorRate, { token: stranger, sessionId, rating: 1 })).statusCode).toBe(404);
    const rates = await Promise.all([visitor(P.visitorRate, { token, sessionId, rating: 4, comment: '回复很快' }), visitor(P.visitorRate, { token, sessionId, rating: 1 })]);
    expect(rates.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const record = ((await admin.get(`${P.records}?keyword=${encodeURIComponent('访客-超时')}`)).json.data.list as ReceptionRecordRow[])[0];
    expect(record).toMatchObject({ id: sessionId, closeReason: CloseReason.idle });
    expect([[4, '回复很快'], [1, '']]).toContainEqual([record.rating, record.ratingComment]);
  });
});

describe('contact-way links', () => {
  it('makes a WeCom account’s link and QR code with a scene, which the sessions it opens carry', async () => {
    const wecom = (await accounts()).find((a) => a.openKfid === DEMO_KF.openKfid)!;
    const way = await admin.post(P.contactWay, { accountId: wecom.id, scene: 'poster01' });
    expect(way.statusCode, way.body).toBe(200);
    expect(way.json.data.url).toBe(`https://work.weixin.qq.com/kfid/${DEMO_KF.openKfid}?enc_scene=poster01`);
    expect(way.json.data.qr).toMatch(/^data:image\/png;base64,/);
    for (const scene of ['带空格 x', 'x'.repeat(33), '\u0000']) expect((await admin.post(P.contactWay, { accountId: wecom.id, scene })).statusCode, scene).toBe(400);
    expect((await reception.post(P.contactWay, { accountId: wecom.id, scene: 'a' })).statusCode).toBe(403);
    expect((await otherAdmin.post(P.contactWay, { accountId: wecom.id, scene: 'a' })).statusCode).toBe(404);
    const web = (await accounts()).find((a) => a.name === '门户在线咨询')!;
    expect((await admin.post(P.contactWay, { accountId: web.id, scene: 'a' })).statusCode).toBe(404);

    await fake().kf.customerWrites({ openKfid: DEMO_KF.openKfid, externalUserId: 'wm-poster', nickname: '海报客户', scene: 'poster01', msgtype: 'text', body: { content: '扫码进来的' } });
    expect(((await reception.get(P.queue)).json.data as ChatSessionRow[]).find((s) => s.customerKey === 'wm-poster')?.scene).toBe('poster01');
  });
});

import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MessageFrom, SessionState, ShareRule } from '@domain/online-chat/online-chat.constants';
import { OnlineChatErrors } from '@domain/online-chat/errors';
import { OnlineChatPaths as P } from '@domain/online-chat/online-chat.paths';
import type { ChatAccountRow, ChatMessageRow, ChatSessionRow, ChatStaffRow } from '@domain/online-chat/online-chat.schemas';
import type { PublicProductView } from '@domain/products/products.schemas';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { chatAccounts, users } from '@server/db/schema';
import { DEMO_KF } from '@server/modules/online-chat/online-chat.public';
import { useFakeWecomKf } from '@tests/support/fake-wecom-kf';
import { addCustomer } from '@tests/support/product-fixtures';
import { staffSocket } from '@tests/support/staff-socket';
import { waitUntil } from '@tests/support/wait-until';
import { Client, enterpriseIdOf, useSignedIn, useTestApp, userIdsByName } from '@tests/support/test-app';

const fake = useFakeWecomKf();

const t = useTestApp();
const [admin, reception, dispatcher, engineer, director, otherAdmin] = useSignedIn(t, '13800000001', '13800000006', '13800000002', '13800000003', '13800000010', '13800000021');
let base: string;
let enterpriseId: number;
let people: Record<string, number>;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  enterpriseId = await enterpriseIdOf(admin);
  people = await userIdsByName(admin);
  fake().kf.setup({ corpId: DEMO_KF.corpId, openKfid: DEMO_KF.openKfid, token: DEMO_KF.callbackToken, encodingAesKey: DEMO_KF.encodingAesKey, callbackUrl: `http://${base}/api/kefu/wecom/callback/${enterpriseId}` });
});

const socketOf = (mobile: string) => staffSocket(t.app, mobile);
/** Whether the desk's staff list shows the user online. */
const isOnline = async (userId: number) => ((await admin.get(P.staff)).json.data.staff as ChatStaffRow[]).find((s) => s.userId === userId)?.online;
/** A receptionist's socket, once the desk shows them online. */
async function onlineDesk(mobile: string, name: string) {
  const socket = await socketOf(mobile);
  await waitUntil(() => isOnline(people[name]), Boolean);
  return socket;
}

const customer = (externalUserId: string, msgtype: string, body: Record<string, unknown>, nickname = '微信张三') =>
  fake().kf.customerWrites({ openKfid: DEMO_KF.openKfid, externalUserId, nickname, msgtype, body });

const queue = async (c: Client = reception) => (await c.get(P.queue)).json.data as ChatSessionRow[];
const sessionOf = async (key: string) => (await queue()).find((s) => s.customerKey === key);
const messages = async (sessionId: number, afterSeq = 0, c: Client = reception) => {
  const res = await c.get(`${P.messages}?sessionId=${sessionId}&afterSeq=${afterSeq}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as ChatMessageRow[];
};

describe('WeCom kf callback', () => {
  it('answers the URL check with the decrypted echostr, and refuses a wrong signature', async () => {
    const { callbackSignature, encryptMessage } = await import('@server/modules/online-chat/wecom-kf-crypto');
    const echostr = encryptMessage(DEMO_KF.encodingAesKey, '8423567012', DEMO_KF.corpId);
    const sig = callbackSignature(DEMO_KF.callbackToken, '1700000000', 'n1', echostr);
    const url = (s: string) => `/api/kefu/wecom/callback/${enterpriseId}?msg_signature=${s}&timestamp=1700000000&nonce=n1&echostr=${encodeURIComponent(echostr)}`;
    const ok = await t.app.inject({ method: 'GET', url: url(sig) });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('8423567012');
    expect((await t.app.inject({ method: 'GET', url: url('0'.repeat(40)) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url('zz') })).statusCode).toBe(400);
    // Another enterprise has no kf app: its callback path is nobody's.
    expect((await t.app.inject({ method: 'GET', url: url(sig).replace(`/callback/${enterpriseId}`, `/callback/${enterpriseId + 1000}`) })).statusCode).toBe(404);
  });

  it('stores every message type the customer sends, once, in a waiting session the whole desk hears of', async () => {
    const staff = await socketOf('13800000006');
    const first = await customer('wm-types', 'text', { content: '你好，空调漏水' });
    expect(first.status).toBe(200);
    expect(first.body).toBe('success');
    const session = (await sessionOf('wm-types'))!;
    expect(session).toMatchObject({ state: SessionState.waiting, customerName: '微信张三', channel: 'wecom', accountName: '官方微信客服' });
    await staff.until(() => staff.heard.find((m) => m.event === 'access' && (m.data as { sessionId: number }).sessionId === session.id));
    await customer('wm-types', 'image', {});
    await customer('wm-types', 'voice', {});
    await customer('wm-types', 'video', {});
    await customer('wm-types', 'file', {});
    await customer('wm-types', 'location', { name: '科技园', address: '深圳市南山区', latitude: 22.54, longitude: 113.95 });
    await customer('wm-types', 'link', { title: '说明书', desc: '第3页', url: 'https://example.com/m', pic_url: '' });
    await customer('wm-types', 'miniprogram', { title: '报修', appid: 'wx123', pagepath: 'pages/a' });
    await customer('wm-types', 'business_card', { userid: 'zhangsan' });
    await customer('wm-types', 'text', { content: '选第一个', menu_id: '101' });
    const all = await messages(session.id);
    expect(all.map((m) => m.type)).toEqual(['text', 'image', 'voice', 'video', 'file', 'location', 'link', 'miniprogram', 'business_card', 'text']);
    expect(all.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(all[5].content).toMatchObject({ name: '科技园', latitude: 22.54 });
    expect(all[9].content).toEqual({ text: '选第一个', menuId: '101' });
    expect(all.every((m) => m.from === MessageFrom.customer)).toBe(true);
    // The image is served from WeCom's media through the app.
    const image = await t.app.inject({ method: 'GET', url: `/api${P.media}?sessionId=${session.id}&seq=2`, headers: { cookie: (await staffCookie('13800000006')) } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    // A reconnecting client asks for what follows its last seq.
    expect((await messages(session.id, 8)).map((m) => m.seq)).toEqual([9, 10]);
    staff.ws.close();
  });

  it('never stores a message twice: the callback sent again, and a cursor pulled again', async () => {
    await customer('wm-dup', 'text', { content: '第一条' });
    const session = (await sessionOf('wm-dup'))!;
    const again = await fake().kf.notifyAgain(DEMO_KF.openKfid);
    expect(again.status).toBe(200);
    const [a, b] = await Promise.all([fake().kf.notifyAgain(DEMO_KF.openKfid), fake().kf.notifyAgain(DEMO_KF.openKfid)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await messages(session.id)).map((m) => m.content.text)).toEqual(['第一条']);
  });

  it('refuses a callback with a bad signature and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/kefu/wecom/callback/${enterpriseId}?msg_signature=${'a'.repeat(40)}&timestamp=1&nonce=x`,
      headers: { 'content-type': 'text/xml' },
      payload: '<xml><Encrypt><![CDATA[abc]]></Encrypt></xml>',
    });
    expect(res.statusCode).toBe(403);
  });

  it('opens callbacks with keys the administrator changed at once, and no longer with the old ones', async () => {
    const { callbackSignature, encryptMessage } = await import('@server/modules/online-chat/wecom-kf-crypto');
    const check = (token: string, key: string) => {
      const echostr = encryptMessage(key, 'echo-1', DEMO_KF.corpId);
      const q = `msg_signature=${callbackSignature(token, '1700000000', 'n2', echostr)}&timestamp=1700000000&nonce=n2&echostr=${encodeURIComponent(echostr)}`;
      return t.app.inject({ method: 'GET', url: `/api/kefu/wecom/callback/${enterpriseId}?${q}` });
    };
    const save = async (callbackToken: string, encodingAesKey: string) =>
      expect((await admin.post(P.wecomSettingsSave, { corpId: DEMO_KF.corpId, secret: DEMO_KF.secret, callbackToken, encodingAesKey })).statusCode).toBe(200);
    const newKey = 'Q'.repeat(43);
    expect((await check(DEMO_KF.callbackToken, DEMO_KF.encodingAesKey)).body).toBe('echo-1'); // the keys as kept
    await save('NewToken2027', newKey);
    try {
      expect((await check('NewToken2027', newKey)).body).toBe('echo-1');
      expect((await check(DEMO_KF.callbackToken, DEMO_KF.encodingAesKey)).statusCode).toBe(403);
    } finally {
      await save(DEMO_KF.callbackToken, DEMO_KF.encodingAesKey);
    }
  });
});

async function staffCookie(mobile: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/stand/pwdLogin', payload: { mobile, password: DEMO_PASSWORD } });
  return `fsm_sid=${res.cookies.find((c) => c.name === 'fsm_sid')!.value}`;
}

describe('the desk: take, reply, transfer, close', () => {
  it('takes from the queue (the second taker gets 409), replies through kf/send_msg once per client id, transfers and closes', async () => {
    await customer('wm-desk', 'text', { content: '我要报修' });
    const s = (await sessionOf('wm-desk'))!;
    expect(s.allowedOperations).toEqual(['take', 'close']);
    const [one, two] = await Promise.all([reception.post(P.take, { sessionId: s.id }), admin.post(P.take, { sessionId: s.id })]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const taker = one.statusCode === 200 ? reception : admin;
    const other = taker === reception ? admin : reception;
    const takerName = taker === reception ? '孙接待' : '王管理';
    expect((await taker.get(P.mine)).json.data.map((r: ChatSessionRow) => r.id)).toContain(s.id);
    expect((await other.post(P.send, { sessionId: s.id, clientMsgId: 'reply-000001', type: 'text', text: '不是我的' })).statusCode).toBe(403);

    const sentBefore = fake().kf.sent.length;
    const reply = await taker.post(P.send, { sessionId: s.id, clientMsgId: 'reply-000001', type: 'text', text: '您好，请问什么型号？' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json.data).toMatchObject({ seq: 2, from: MessageFrom.staff, senderName: takerName });
    const resent = await taker.post(P.send, { sessionId: s.id, clientMsgId: 'reply-000001', type: 'text', text: '您好，请问什么型号？' });
    expect(resent.json.data.id).toBe(reply.json.data.id);
    expect(fake().kf.sent.slice(sentBefore)).toEqual([{ openKfid: DEMO_KF.openKfid, touser: 'wm-desk', msgtype: 'text', body: { content: '您好，请问什么型号？' } }]);
    const menu = await taker.post(P.send, { sessionId: s.id, clientMsgId: 'reply-000002', type: 'msgmenu', menu: { headContent: '请选择', list: [{ id: '1', content: '报修' }, { id: '2', content: '咨询' }] } });
    expect(menu.statusCode, menu.body).toBe(200);
    expect(fake().kf.sent.at(-1)).toMatchObject({ msgtype: 'msgmenu', body: { head_content: '请选择', list: [{ type: 'click', click: { id: '1', content: '报修' } }, { type: 'click', click: { id: '2', content: '咨询' } }] } });
    // WeCom echoes the servicer's own messages through sync_msg (origin 5): not stored again.
    await customer('wm-desk', 'text', { content: 'KFR-35' });
    expect((await messages(s.id, 0, taker)).map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    // Bad input names the field and changes nothing.
    const bad = await taker.post(P.send, { sessionId: s.id, clientMsgId: 'reply-000003', type: 'text', text: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toContain('消息内容');

    const otherId = taker === reception ? people['王管理'] : people['孙接待'];
    expect((await taker.post(P.transfer, { sessionId: s.id, toUserId: people['张师傅'] })).statusCode).toBe(409);
    const moved = await taker.post(P.transfer, { sessionId: s.id, toUserId: otherId });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json.data).toMatchObject({ staffUserId: otherId, state: SessionState.serving });
    expect((await taker.post(P.close, { sessionId: s.id })).statusCode).toBe(403);
    const closed = await other.post(P.close, { sessionId: s.id });
    expect(closed.statusCode).toBe(200);
    expect(closed.json.data.state).toBe(SessionState.closed);
    expect((await other.post(P.close, { sessionId: s.id })).statusCode).toBe(409);

    const records = await admin.get(`${P.records}?keyword=${encodeURIComponent('微信张三')}`);
    // Four messages and the rating menu the close sent the WeCom customer.
    expect(records.json.data.list.find((r: { id: number }) => r.id === s.id)).toMatchObject({ messageCount: 5, staffName: taker === reception ? '王管理' : '孙接待' });
    // A new message after the close opens a new session.
    await customer('wm-desk', 'text', { content: '还在吗' });
    expect((await sessionOf('wm-desk'))!.id).not.toBe(s.id);
  });

  it('shares sessions out by the account rule: least busy, round robin, or the queue', async () => {
    const { pickStaff } = await import('@server/modules/online-chat/sessions.service');
    const staff = [
      { userId: 1, maxConcurrent: 2, serving: 1, lastAcceptedAt: 10 },
      { userId: 2, maxConcurrent: 2, serving: 0, lastAcceptedAt: 20 },
      { userId: 3, maxConcurrent: 1, serving: 1, lastAcceptedAt: 0 },
    ];
    expect(pickStaff(ShareRule.leastBusy, staff)).toBe(2);
    expect(pickStaff(ShareRule.roundRobin, staff)).toBe(1);
    expect(pickStaff(ShareRule.queue, staff)).toBeNull();
    expect(pickStaff(ShareRule.leastBusy, staff.map((s) => ({ ...s, serving: s.maxConcurrent })))).toBeNull();
  });
});

describe('the web chat', () => {
  it('gives a signed link whose visitor writes into the least-busy staff member’s session; a forged token is refused', async () => {
    const accounts = (await admin.get(P.accounts)).json.data as { id: number; channel: string }[];
    const web = accounts.find((a) => a.channel === 'web')!;
    const link = await reception.post(P.webLink, { accountId: web.id, name: '访客-测试' });
    expect(link.statusCode, link.body).toBe(200);
    const token = link.json.data.token as string;
    const visitor = (url: string, payload?: object) => t.app.inject({ method: payload ? 'POST' : 'GET', url: `/api${url}`, ...(payload ? { payload } : {}) });
    const desk = await onlineDesk('13800000006', '孙接待');
    const sent = await visitor(P.visitorSend, { token, clientMsgId: 'visit-00001', text: '你好' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await visitor(P.visitorSend, { token, clientMsgId: 'visit-00001', text: '你好' })).json().data).toBeNull();
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await visitor(P.visitorSend, { token: forged, clientMsgId: 'visit-00002', text: 'x' })).statusCode).toBe(401);
    const mine = [...((await reception.get(P.mine)).json.data as ChatSessionRow[]), ...((await admin.get(P.mine)).json.data as ChatSessionRow[])];
    const session = mine.find((s) => s.customerName === '访客-测试')!;
    expect(session.state).toBe(SessionState.serving);
    const staff = session.staffUserId === people['孙接待'] ? reception : admin;
    // The visitor's page listens on its event stream; a forged link gets no stream.
    const refused = await visitor(`${P.visitorEvents}?token=${encodeURIComponent(forged)}`);
    expect([refused.statusCode, refused.json().message]).toEqual([401, '链接无效或已过期']);
    let heard = '';
    const stream = get(`http://${base}/api${P.visitorEvents}?token=${encodeURIComponent(token)}`, { agent: false }, (res) => res.on('data', (chunk: Buffer) => (heard += chunk.toString())));
    await vi.waitFor(() => expect(heard).toContain('retry:'), { timeout: 10_000 });
    await staff.post(P.send, { sessionId: session.id, clientMsgId: 'web-reply-01', type: 'text', text: '您好！' });
    await vi.waitFor(() => expect(heard).toContain('event: message'), { timeout: 10_000 });
    stream.destroy();
    const read = (await visitor(`${P.visitorMessages}?token=${encodeURIComponent(token)}&afterSeq=1`)).json().data;
    expect(read.messages.map((m: ChatMessageRow) => [m.seq, m.content.text, m.senderName])).toEqual([[2, '您好！', null]]);
    await desk.close();
  });
});

describe('a product’s QR code page', () => {
  const publicView = async (c: Client, serial: string, customerId: number | null, name = '咨询热水器') => {
    const product = (await c.post('/v2/product/save', { name })).json.data;
    const unit = (await c.post('/v2/customer/production/save', { productId: product.id, customerId, serialNumber: serial })).json.data as { id: number };
    const qr = (await c.post('/productQR/generateDownloadQrUrl', { customerProductIds: [unit.id] })).json.data.codes[0].token as string;
    return { unitId: unit.id, view: (await t.app.inject({ method: 'GET', url: `/api/public/qr/${qr}` })).json().data as PublicProductView };
  };
  it('offers a web chat whose session names the product and its customer; none where the enterprise has no web entry', async () => {
    const customerId = await addCustomer(t, enterpriseId, '扫码咨询客户', '075522229901');
    const { unitId, view } = await publicView(admin, 'ZX-001', customerId);
    const sent = await t.app.inject({ method: 'POST', url: `/api${P.visitorSend}`, payload: { token: view.chatToken, clientMsgId: 'qr-0000001', text: '热水器怎么除垢' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const session = (await admin.get(`${P.detail}?sessionId=${(sent.json().data as ChatMessageRow).sessionId}`)).json.data as ChatSessionRow;
    expect(session).toMatchObject({ customerName: expect.stringMatching(/^扫码访客-[0-9a-f]{4}$/), customerId, customerProductId: unitId, productName: '咨询热水器（ZX-001）', scene: 'qr', channel: 'web' });
    // The visitor's page names the product too.
    const read = await t.app.inject({ method: 'GET', url: `/api${P.visitorMessages}?token=${encodeURIComponent(view.chatToken!)}&afterSeq=0` });
    expect(read.json().data).toMatchObject({ productName: '咨询热水器（ZX-001）', sessionId: session.id });
    expect((await publicView(otherAdmin, 'ZX-002', null)).view.chatToken).toBeNull();
  });

  it('answers the page’s kept link again while it holds, a new one for a link that does not, and refuses a voided link saying so', async () => {
    const made = await otherAdmin.post(P.accountSave, { name: '扫码咨询', channel: 'web' });
    expect(made.statusCode, made.body).toBe(200);
    const { view } = await publicView(otherAdmin, 'ZX-003', null, '咨询空调');
    const code = (await otherAdmin.post('/productQR/generateDownloadQrUrl', { customerProductIds: [(await publicView(otherAdmin, 'ZX-004', null, '咨询净水器')).unitId] })).json.data.codes[0].token as string;
    const viewWith = async (qr: string, chat: string) => (await t.app.inject({ method: 'GET', url: `/api/public/qr/${qr}`, query: { chat } })).json().data as PublicProductView;
    const kept = view.chatToken!;
    // Another code's link (another product), or one whose signature was changed, is not continued: the page gets a new one.
    const other = (await viewWith(code, kept)).chatToken!;
    expect([other === kept, other.split('.')[0] === kept.split('.')[0]]).toEqual([false, false]);
    expect((await viewWith(code, `${other.split('.')[0]}.${'A'.repeat(43)}`)).chatToken).not.toBe(other);
    expect((await viewWith(code, other)).chatToken).toBe(other);
    // Bad input names the field.
    const bad = await t.app.inject({ method: 'GET', url: `/api/public/qr/${code}?chat=${encodeURIComponent('a\u0000b')}` });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'chat: 不能包含控制字符']);
    // The web entry is gone (voided): the kept link is refused with a clear message and the page is given none.
    await t.app.db.system.delete(chatAccounts).where(eq(chatAccounts.id, made.json.data.id as number));
    const sent = await t.app.inject({ method: 'POST', url: `/api${P.visitorSend}`, payload: { token: other, clientMsgId: 'qr-0000002', text: '还在吗' } });
    expect([sent.statusCode, sent.json().message]).toEqual([404, OnlineChatErrors.linkVoided]);
    expect((await viewWith(code, other)).chatToken).toBeNull();
  });
});

describe('presence', () => {
  it('shows who has a chat socket open, gives new chats only to them, and forgets a closed socket', async () => {
    const web = ((await admin.get(P.accounts)).json.data as ChatAccountRow[]).find((a) => a.channel === 'web')!;
    const group = (staffUserIds: number[]) => ({ accountId: web.id, staffUserIds, shareRule: ShareRule.leastBusy, workHours: null, offHoursReply: web.offHoursReply, idleCloseMinutes: web.idleCloseMinutes });
    expect((await admin.post(P.groupSave, group([people['孙接待'], people['王管理']]))).statusCode).toBe(200);
    let written = 0;
    const write = async (name: string) => {
      const { token } = (await admin.post(P.webLink, { accountId: web.id, name })).json.data;
      const res = await t.app.inject({ method: 'POST', url: `/api${P.visitorSend}`, payload: { token, clientMsgId: `presence-${String(++written).padStart(4, '0')}`, text: '在吗' } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as ChatMessageRow;
    };
    const sessionNamed = async (name: string) => {
      const rows = [...(await queue(admin)), ...((await admin.get(P.mine)).json.data as ChatSessionRow[]), ...((await reception.get(P.mine)).json.data as ChatSessionRow[])];
      return rows.find((s) => s.customerName === name)!;
    };
    try {
      expect([await isOnline(people['孙接待']), await isOnline(people['王管理'])]).toEqual([false, false]);
      // Nobody at the desk: the chat waits in the queue.
      await write('访客-无人');
      expect(await sessionNamed('访客-无人')).toMatchObject({ state: SessionState.waiting, staffUserId: null });

      // Only 王管理 has the desk open (two tabs): every new chat is theirs, however busy.
      const [tab1, tab2] = [await onlineDesk('13800000001', '王管理'), await socketOf('13800000001')];
      expect(await isOnline(people['孙接待'])).toBe(false);
      for (const name of ['访客-在线1', '访客-在线2']) {
        await write(name);
        expect(await sessionNamed(name)).toMatchObject({ state: SessionState.serving, staffUserId: people['王管理'] });
      }
      // One tab closed: still online; both closed: gone, and the next chat waits again.
      await tab1.close();
      expect(await isOnline(people['王管理'])).toBe(true);
      await tab2.close();
      await waitUntil(() => isOnline(people['王管理']), (online) => online === false);
      await write('访客-又无人');
      expect(await sessionNamed('访客-又无人')).toMatchObject({ state: SessionState.waiting, staffUserId: null });

      const desk = await onlineDesk('13800000006', '孙接待');
      await write('访客-孙');
      expect(await sessionNamed('访客-孙')).toMatchObject({ state: SessionState.serving, staffUserId: people['孙接待'] });
      await desk.close();
    } finally {
      await admin.post(P.groupSave, { ...group(web.staffUserIds), shareRule: web.shareRule, workHours: web.workHours });
    }
  });
});

describe('who may', () => {
  it('answers 401 signed out, 403 to a role without the desk, 404 for another enterprise’s session', async () => {
    const s = (await queue())[0];
    expect((await new Client(t.app).get(P.queue)).statusCode).toBe(401);
    expect((await engineer.get(P.queue)).statusCode).toBe(403);
    expect((await director.get(P.queue)).statusCode).toBe(403);
    expect((await director.get(P.records)).statusCode).toBe(200);
    expect((await otherAdmin.get(`${P.detail}?sessionId=${s.id}`)).statusCode).toBe(404);
    expect((await otherAdmin.post(P.take, { sessionId: s.id })).statusCode).toBe(404);
    // A dispatcher works the desk but is no reception staff: taking is refused.
    expect((await dispatcher.post(P.take, { sessionId: s.id })).statusCode).toBe(409);
    expect((await reception.post(P.take, { sessionId: 'x' })).statusCode).toBe(400);
  });

  it('limits reception staff to their own records', async () => {
    const own = (await reception.get(P.records)).json.data.list as { staffName: string }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.staffName === '孙接待')).toBe(true);
  });
});

describe('the export', () => {
  it('queues the reception records into the download centre', async () => {
    const res = await admin.post(P.recordExport, { format: 'xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    const [u] = await t.app.db.system.select({ id: users.id }).from(users).where(eq(users.phone, '13800000001')).limit(1);
    expect(u.id).toBeGreaterThan(0);
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MessageFrom } from '@domain/online-chat/online-chat.constants';
import { OnlineChatErrors } from '@domain/online-chat/errors';
import { OnlineChatPaths as P } from '@domain/online-chat/online-chat.paths';
import type { ChatAccountRow, ChatMessageRow, ChatSessionRow } from '@domain/online-chat/online-chat.schemas';
import { Trigger } from '@domain/notifications/triggers';
import { ONE_SECOND_AMR, TINY_PNG } from '../../container-mocks/fake-kf';
import { jobs, notices, orderLogs } from '@server/db/schema';
import type { DispatchPayload } from '@server/modules/notifications/notification-engine';
import { DEMO_KF } from '@server/modules/online-chat/online-chat.public';
import { storeUpload } from '@server/modules/uploads/uploads.public';
import { serveDemoKf, useFakeWecomKf } from '@tests/support/fake-wecom-kf';
import { addCustomer, orderTypeId, serviceItemId } from '@tests/support/order-fixtures';
import { staffSocket } from '@tests/support/staff-socket';
import { enterpriseIdOf, useSignedIn, useTestApp, userIdsByName } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

const fake = useFakeWecomKf();
const t = useTestApp();
// 13800000011 administers an enterprise on the free plan.
const [admin, reception, engineer, freeAdmin] = useSignedIn(t, '13800000001', '13800000006', '13800000003', '13800000011');
let enterpriseId: number;
let people: Record<string, number>;

beforeAll(async () => {
  enterpriseId = await enterpriseIdOf(admin);
  people = await userIdsByName(admin);
  await serveDemoKf(t.app, fake(), enterpriseId);
});

const customer = (externalUserId: string, nickname: string, msgtype = 'text', body: Record<string, unknown> = { content: '你好' }) =>
  fake().kf.customerWrites({ openKfid: DEMO_KF.openKfid, externalUserId, nickname, msgtype, body });
const queued = async (key: string) => ((await reception.get(P.queue)).json.data as ChatSessionRow[]).find((s) => s.customerKey === key);
const messages = async (sessionId: number) => (await admin.get(`${P.messages}?sessionId=${sessionId}&afterSeq=0`)).json.data as ChatMessageRow[];
const queueCount = async () => (await reception.get(P.queueCount)).json.data as number;
/** The engine's dispatches of the waiting-chat rule naming this customer (queued in the transaction that opened the session). */
const waitingDispatches = async (name: string) => {
  const rows = await t.app.db.system.select().from(jobs).where(and(eq(jobs.enterpriseId, enterpriseId), eq(jobs.kind, 'notify.dispatch')));
  return rows.map((j) => j.payload as DispatchPayload).filter((p) => p.trigger === Trigger.chatWaiting && JSON.stringify(p.messages).includes(name));
};

describe('a chat waiting while no receptionist is online', () => {
  it('tells the account’s receptionists through the notification engine; with one of them online, nobody', async () => {
    const before = await queueCount();
    await customer('wm-nobody', '微信张三');
    // The queue's count (the 在线客服 menu badge) has it.
    expect(await queueCount()).toBe(before + 1);
    expect((await engineer.get(P.queueCount)).statusCode).toBe(403);
    const told = await waitUntil(
      async () => t.app.db.system.select().from(notices).where(and(eq(notices.enterpriseId, enterpriseId), eq(notices.title, '在线客服有客户排队'))),
      (rows) => rows.filter((n) => n.content.includes('微信张三')).length >= 2,
    );
    const mine = told.filter((n) => n.content.includes('微信张三'));
    // The demo account's group: 孙接待 and 王管理, each once, the notice opening the desk.
    expect(mine.map((n) => n.userId).sort()).toEqual([people['孙接待'], people['王管理']].sort());
    expect(mine[0]).toMatchObject({ link: '/customerservice' });
    expect(mine[0].content).toMatch(/^官方微信客服有客户在排队：微信张三（微信客服），\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}发起，目前没有接待客服在线，请尽快接待。$/);
    // Their second message opens nothing new: no second notice.
    await customer('wm-nobody', '微信张三', 'text', { content: '有人吗' });
    expect(await waitingDispatches('微信张三')).toHaveLength(1);

    const desk = await staffSocket(t.app, '13800000006');
    try {
      await customer('wm-someone', '微信王五');
      expect(await queued('wm-someone')).toBeDefined();
      expect(await waitingDispatches('微信王五')).toEqual([]);
    } finally {
      desk.close();
    }
  });
});

describe('the free plan', () => {
  it('refuses automatic sharing with the upgrade notice; the queue stays', async () => {
    const made = await freeAdmin.post(P.accountSave, { name: '免费版网页客服', channel: 'web' });
    expect(made.statusCode, made.body).toBe(200);
    const account = made.json.data as ChatAccountRow;
    // A new account on the free plan shares by the queue.
    expect(account.shareRule).toBe(3);
    const group = { accountId: account.id, staffUserIds: [], workHours: null, offHoursReply: '', idleCloseMinutes: 0 };
    for (const shareRule of [1, 2]) {
      const refused = await freeAdmin.post(P.groupSave, { ...group, shareRule });
      // The enterprise's own hotline (/infomation/setting), else the product's.
      expect([refused.statusCode, refused.json.message]).toEqual([403, '免费版本不支持自动分配会话,建议升级为VIP版本,客服热线400-000-0000']);
    }
    expect((await freeAdmin.post(P.accountSave, { name: '免费版网页客服2', channel: 'web', shareRule: 2 })).statusCode).toBe(403);
    expect((await freeAdmin.post(P.groupSave, { ...group, shareRule: 3, welcomeText: '您好' })).statusCode).toBe(200);
    expect(((await freeAdmin.get(P.accounts)).json.data as ChatAccountRow[]).find((a) => a.id === account.id)).toMatchObject({ shareRule: 3 });
  });
});

describe('WeCom kf accounts', () => {
  const upload = (name: string, bytes: Buffer, kind: 'image' | 'file' = 'image') => storeUpload(t.app.db, t.app.storage, { enterpriseId, userId: people['王管理'] }, { kind, name, bytes });

  it('are made with an avatar uploaded through media/upload first: the administrator’s, else the product’s', async () => {
    const plain = await admin.post(P.accountSave, { name: '售后客服', channel: 'wecom' });
    expect(plain.statusCode, plain.body).toBe(200);
    const kfid = (plain.json.data as ChatAccountRow).openKfid!;
    const avatar = fake().kf.uploaded.get(fake().kf.avatars.get(kfid)!);
    expect(avatar).toMatchObject({ kind: 'image', name: 'avatar.png' });
    expect(avatar!.bytes.subarray(1, 4).toString()).toBe('PNG');

    const png = await upload('logo.png', TINY_PNG);
    const own = await admin.post(P.accountSave, { name: '安装客服', channel: 'wecom', avatarUrl: png.url });
    expect(own.statusCode, own.body).toBe(200);
    expect(fake().kf.uploaded.get(fake().kf.avatars.get((own.json.data as ChatAccountRow).openKfid!)!)?.bytes.equals(TINY_PNG)).toBe(true);

    // Not a JPG or PNG: refused before WeCom is asked, nothing stored.
    const accounts = ((await admin.get(P.accounts)).json.data as ChatAccountRow[]).length;
    const gif = await upload('a.gif', Buffer.from('GIF89a and the rest'));
    const refused = await admin.post(P.accountSave, { name: '动图客服', channel: 'wecom', avatarUrl: gif.url });
    expect([refused.statusCode, refused.json.message]).toEqual([400, OnlineChatErrors.avatarType]);
    expect((await admin.post(P.accountSave, { name: '外链客服', channel: 'wecom', avatarUrl: 'https://example.com/a.png' })).json.message).toBe(OnlineChatErrors.avatarNotUploaded);
    expect(((await admin.get(P.accounts)).json.data as ChatAccountRow[]).length).toBe(accounts);
  });

  it('the fake platform refuses kf/account/add without an avatar media_id', () => {
    expect(fake().kf.handle(DEMO_KF.corpId, '/cgi-bin/kf/account/add', { name: '无头像' }, new URLSearchParams())).toEqual({ json: { errcode: 40007, errmsg: 'invalid media_id' } });
  });
});

describe('customers who enter through a contact-way link', () => {
  it('keep their scene across pulls and get the account’s welcome once with the welcome_code', async () => {
    const code = await fake().kf.customerEnters(DEMO_KF.openKfid, 'wm-scene', 'spring-qr');
    expect(code).not.toBe('');
    // The welcome went out with the code; no chat is open before they write.
    expect(fake().kf.sentOnEvent.filter((w) => w.touser === 'wm-scene')).toEqual([
      { openKfid: DEMO_KF.openKfid, touser: 'wm-scene', msgtype: 'text', body: { content: '您好，欢迎咨询！请描述您遇到的问题，我们马上为您服务。' } },
    ]);
    expect(await queued('wm-scene')).toBeUndefined();
    // Their first message comes in a later pull: the session still has the scene.
    await customer('wm-scene', '微信赵六');
    expect(await queued('wm-scene')).toMatchObject({ scene: 'spring-qr' });
    // Entering again after writing: WeCom gives no code, and no second welcome goes out.
    expect(await fake().kf.customerEnters(DEMO_KF.openKfid, 'wm-scene', 'spring-qr')).toBe('');
    expect(fake().kf.sentOnEvent.filter((w) => w.touser === 'wm-scene')).toHaveLength(1);
  });

  it('a welcome_code past WeCom’s 20 seconds is refused and the chat goes on without it', async () => {
    const clock = fake().kf.now;
    try {
      const start = Date.now();
      fake().kf.now = () => start;
      await fake().kf.customerEnters(DEMO_KF.openKfid, 'wm-late', 'late-link', false);
      fake().kf.now = () => start + 25_000;
      await customer('wm-late', '微信孙七');
      expect(await queued('wm-late')).toMatchObject({ scene: 'late-link' });
      expect(fake().kf.sentOnEvent.filter((w) => w.touser === 'wm-late')).toEqual([]);
    } finally {
      fake().kf.now = clock;
    }
  });
});

describe('staff voice and video to WeCom', () => {
  it('sends an AMR voice and an MP4 video through media/upload; refuses what WeCom would refuse', async () => {
    await customer('wm-av', '微信周八');
    const s = (await queued('wm-av'))!;
    expect((await reception.post(P.take, { sessionId: s.id })).statusCode).toBe(200);
    const who = { enterpriseId, userId: people['孙接待'] };
    const amr = await storeUpload(t.app.db, t.app.storage, who, { kind: 'file', name: '回复.amr', bytes: ONE_SECOND_AMR });
    const mp4 = await storeUpload(t.app.db, t.app.storage, who, { kind: 'file', name: '演示.mp4', bytes: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]) });
    const mp3 = await storeUpload(t.app.db, t.app.storage, who, { kind: 'file', name: '回复.mp3', bytes: Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64)]) });

    const voice = await reception.post(P.send, { sessionId: s.id, clientMsgId: 'voice-00001', type: 'voice', url: amr.url });
    expect(voice.statusCode, voice.body).toBe(200);
    const sentVoice = fake().kf.sent.at(-1)!;
    expect(sentVoice).toMatchObject({ touser: 'wm-av', msgtype: 'voice' });
    expect(fake().kf.uploaded.get((sentVoice.body as { media_id: string }).media_id)).toMatchObject({ kind: 'voice', name: '回复.amr' });

    const video = await reception.post(P.send, { sessionId: s.id, clientMsgId: 'video-00001', type: 'video', url: mp4.url, name: '演示.mp4' });
    expect(video.statusCode, video.body).toBe(200);
    expect(fake().kf.sent.at(-1)).toMatchObject({ touser: 'wm-av', msgtype: 'video' });

    const sent = fake().kf.sent.length;
    const wrongVoice = await reception.post(P.send, { sessionId: s.id, clientMsgId: 'voice-00002', type: 'voice', url: mp3.url });
    expect([wrongVoice.statusCode, wrongVoice.json.message]).toEqual([400, OnlineChatErrors.wecomVoiceType]);
    const wrongVideo = await reception.post(P.send, { sessionId: s.id, clientMsgId: 'video-00002', type: 'video', url: amr.url, name: '回复.amr' });
    expect([wrongVideo.statusCode, wrongVideo.json.message]).toEqual([400, OnlineChatErrors.wecomVideoType]);
    expect(fake().kf.sent.length).toBe(sent);
    const stored = await messages(s.id);
    expect(stored.filter((m) => m.from === MessageFrom.staff).map((m) => [m.type, m.content.url])).toEqual([
      ['voice', amr.url],
      ['video', mp4.url],
    ]);
  });
});

describe('转事件 and 新建工单 from a chat', () => {
  const eventOf = (title: string) => ({ title, source: 7, custom_name: '微信吴九', custom_linkperson: '吴先生', custom_phone: '13912340909', map_name: '上海市浦东新区' });
  it('the event’s and the order’s logs say they came from the chat, and the chat names them; another enterprise’s session makes nothing', async () => {
    await customer('wm-made', '微信吴九');
    const s = (await queued('wm-made'))!;
    expect((await reception.post(P.take, { sessionId: s.id })).statusCode).toBe(200);

    const event = await reception.post('/v2/event/add', { ...eventOf('空调漏水'), chatSessionId: s.id, description: '客户：空调漏水' });
    expect(event.statusCode, event.body).toBe(200);
    const history = (await admin.get(`/v2/event/process/messageList?id=${event.json.data.id}`)).json.data as { content: string }[];
    expect(history.map((h) => h.content)).toContain('孙接待创建了事件（来自在线客服会话：微信吴九）');

    const customerId = await addCustomer(t.app, enterpriseId, { name: '吴九家', phone: '13912340909' });
    const order = await reception.post('/v2/order/add', {
      templateId: await orderTypeId(t.app, enterpriseId, '默认工单'),
      customerId,
      title: '空调漏水',
      serviceItemId: await serviceItemId(t.app, enterpriseId, '空调维修'),
      appointmentTime: '2030-06-01 14:00',
      description: '客户：空调漏水',
      origin: { chatSessionId: s.id },
    });
    expect(order.statusCode, order.body).toBe(200);
    const [created] = await t.app.db.system.select().from(orderLogs).where(and(eq(orderLogs.orderId, order.json.data.id), eq(orderLogs.op, 'create')));
    expect(created.remark).toBe('来自在线客服会话：微信吴九');

    const lines = (await messages(s.id)).filter((m) => m.from === MessageFrom.system).map((m) => String(m.content.text));
    expect(lines).toEqual([`已转为事件 ${event.json.data.code}`, `已新建工单 ${order.json.data.orderNo}`]);

    // A session of another enterprise (or none) is not found, and no event is made.
    const events = async () => (await freeAdmin.get('/v2/event/getAllEventListCount')).json.data as number;
    const before = await events();
    const foreign = await freeAdmin.post('/v2/event/add', { ...eventOf('串号'), chatSessionId: s.id });
    expect([foreign.statusCode, foreign.json.message]).toEqual([404, `chatSessionId: ${OnlineChatErrors.sessionNotFound}`]);
    expect(await events()).toBe(before);
  });
});


describe('WeCom media limits (what media/upload refuses)', () => {
  const MB = 1024 * 1024;
  it.each([
    ['image', 'a.png', 'image/png', 100, null],
    ['image', 'a.gif', 'image/gif', 100, OnlineChatErrors.wecomImageType],
    ['image', 'a.jpg', 'image/jpeg', 10 * MB + 1, OnlineChatErrors.wecomImageSize],
    ['voice', 'v.amr', 'audio/amr', 2 * MB, null],
    ['voice', 'v.mp3', 'audio/mpeg', 100, OnlineChatErrors.wecomVoiceType],
    ['voice', 'v.amr', 'audio/amr', 2 * MB + 1, OnlineChatErrors.wecomVoiceSize],
    ['voice', 'v.amr', 'audio/amr', 5, OnlineChatErrors.wecomVoiceSize],
    ['video', 'c.mp4', 'video/mp4', 10 * MB, null],
    ['video', 'c.mov', 'video/quicktime', 100, OnlineChatErrors.wecomVideoType],
    ['video', 'c.mp4', 'video/mp4', 10 * MB + 1, OnlineChatErrors.wecomVideoSize],
    ['file', 'a.pdf', 'application/pdf', 20 * MB, null],
    ['file', 'a.pdf', 'application/pdf', 20 * MB + 1, OnlineChatErrors.wecomFileSize],
  ] as const)('%s %s (%s, %i bytes)', async (type, name, mime, size, refusal) => {
    const { wecomRefusal } = await import('@server/modules/online-chat/kf-media');
    expect(wecomRefusal(type, { name, mime, size })).toBe(refusal);
  });
});

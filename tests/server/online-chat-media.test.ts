import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageFrom, MessageType, ratingMenuId } from '@domain/online-chat/online-chat.constants';
import { OnlineChatErrors } from '@domain/online-chat/errors';
import { OnlineChatPaths as P } from '@domain/online-chat/online-chat.paths';
import type { ChatMessageRow, ChatSessionRow } from '@domain/online-chat/online-chat.schemas';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { DEMO_KF } from '@server/modules/online-chat/online-chat.public';
import { storeUpload } from '@server/modules/uploads/uploads.public';
import { serveDemoKf, useFakeWecomKf } from '@tests/support/fake-wecom-kf';
import { staffSocket } from '@tests/support/staff-socket';
import { enterpriseIdOf, useSignedIn, useTestApp, userIdsByName } from '@tests/support/test-app';

const fake = useFakeWecomKf();
const t = useTestApp();
const [admin, reception, otherAdmin] = useSignedIn(t, '13800000001', '13800000006', '13800000021');
let enterpriseId: number;
let people: Record<string, number>;
let cookie: string;
let desk: Awaited<ReturnType<typeof staffSocket>>;

beforeAll(async () => {
  enterpriseId = await enterpriseIdOf(admin);
  people = await userIdsByName(admin);
  await serveDemoKf(t.app, fake(), enterpriseId);
  const res = await t.app.inject({ method: 'POST', url: '/api/stand/pwdLogin', payload: { mobile: '13800000006', password: DEMO_PASSWORD } });
  cookie = `fsm_sid=${res.cookies.find((c) => c.name === 'fsm_sid')!.value}`;
  // 孙接待 has the desk open all along, so the web entry gives the visitors' chats to them.
  desk = await staffSocket(t.app, '13800000006');
});
afterAll(() => desk.close());

const customer = (externalUserId: string, msgtype: string, body: Record<string, unknown> = {}) =>
  fake().kf.customerWrites({ openKfid: DEMO_KF.openKfid, externalUserId, nickname: '微信李四', msgtype, body });
const sessionOf = async (key: string) => ((await reception.get(P.queue)).json.data as ChatSessionRow[]).find((s) => s.customerKey === key);
const messages = async (sessionId: number) => (await admin.get(`${P.messages}?sessionId=${sessionId}&afterSeq=0`)).json.data as ChatMessageRow[];
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** A taken WeCom session of a new customer. */
async function takenSession(key: string) {
  await customer(key, 'text', { content: '你好' });
  const s = (await sessionOf(key))!;
  expect((await reception.post(P.take, { sessionId: s.id })).statusCode).toBe(200);
  return s;
}

describe('media from WeCom customers', () => {
  it('fetches images, voice, video and files by media_id into the uploads, voice as MP3, once per message', async () => {
    for (const type of ['image', 'voice', 'video', 'file']) await customer('wm-media', type);
    const s = (await sessionOf('wm-media'))!;
    const [image, voice, video, file] = await messages(s.id);
    expect(image.content.url).toMatch(/^\/api\/upload\/file\/\d+$/);
    const png = await fetchFile(String(image.content.url));
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    expect(voice.content).toMatchObject({ name: 'voice.mp3' });
    const mp3 = await fetchFile(String(voice.content.url));
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    // An MP3 (ID3 tag or a frame sync), not WeCom's AMR.
    expect(mp3.rawPayload.subarray(0, 3).toString() === 'ID3' || (mp3.rawPayload[0] === 0xff && (mp3.rawPayload[1] & 0xe0) === 0xe0)).toBe(true);
    expect(mp3.rawPayload.subarray(0, 5).toString()).not.toBe('#!AMR');

    expect(video.content).toMatchObject({ name: 'clip.mp4' });
    expect(file.content).toMatchObject({ name: '说明书.pdf' });
    expect((await fetchFile(String(file.content.url))).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // WeCom calling back again stores neither the messages nor their files twice.
    await fake().kf.notifyAgain(DEMO_KF.openKfid);
    const again = await messages(s.id);
    expect(again.map((m) => m.content.url)).toEqual([image, voice, video, file].map((m) => m.content.url));
  });

  it('keeps a message whose media WeCom no longer has, with its media_id only', async () => {
    await customer('wm-gone', 'image', { media_id: 'media-expired' });
    const [m] = await messages((await sessionOf('wm-gone'))!.id);
    expect(m.type).toBe(MessageType.image);
    expect(m.content).toEqual({ mediaId: 'media-expired' });
  });
});

describe('staff sending images and files through WeCom', () => {
  it('uploads them with media/upload and sends them with kf/send_msg; refuses what WeCom refuses and stores nothing', async () => {
    const s = await takenSession('wm-send-media');
    const who = { enterpriseId, userId: people['孙接待'] };
    const png = await storeUpload(t.app.db, t.app.storage, who, { kind: 'image', name: 'a.png', bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40)]) });
    const pdf = await storeUpload(t.app.db, t.app.storage, who, { kind: 'file', name: '报价单.pdf', bytes: Buffer.from('%PDF-1.4 quote') });
    const gif = await storeUpload(t.app.db, t.app.storage, who, { kind: 'image', name: 'a.gif', bytes: Buffer.from('GIF89a and the rest') });

    const image = await reception.post(P.send, { sessionId: s.id, clientMsgId: 'media-00001', type: 'image', url: png.url });
    expect(image.statusCode, image.body).toBe(200);
    const sentImage = fake().kf.sent.at(-1)!;
    expect(sentImage).toMatchObject({ touser: 'wm-send-media', msgtype: 'image' });
    const imageId = (sentImage.body as { media_id: string }).media_id;
    expect(fake().kf.uploaded.get(imageId)).toMatchObject({ name: 'a.png', type: 'image/png' });

    const file = await reception.post(P.send, { sessionId: s.id, clientMsgId: 'media-00002', type: 'file', url: pdf.url, name: '报价单.pdf' });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.json.data).toMatchObject({ type: 'file', from: MessageFrom.staff, content: { url: pdf.url, name: '报价单.pdf' } });
    expect(fake().kf.uploaded.get((fake().kf.sent.at(-1)!.body as { media_id: string }).media_id)?.bytes.toString()).toBe('%PDF-1.4 quote');

    const sent = fake().kf.sent.length;
    const count = (await messages(s.id)).length;
    const refusals = [
      [{ type: 'image', url: gif.url }, 400, OnlineChatErrors.wecomImageType],
      [{ type: 'image', url: 'https://example.com/x.png' }, 400, OnlineChatErrors.imageNotUploaded],
      [{ type: 'file', url: '/api/upload/file/999999999', name: 'x.pdf' }, 404, OnlineChatErrors.uploadNotFound],
      [{ type: 'file', url: pdf.url }, 400, '文件名'],
    ] as const;
    for (const [body, status, message] of refusals) {
      const res = await reception.post(P.send, { sessionId: s.id, clientMsgId: `bad-${Math.random().toString(36).slice(2, 10)}`, ...body });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json.message).toContain(message);
    }
    // Another enterprise's upload is not found either.
    const theirs = await storeUpload(t.app.db, t.app.storage, { enterpriseId: await enterpriseIdOf(otherAdmin), userId: 1 }, { kind: 'file', name: 'x.pdf', bytes: Buffer.from('%PDF-1.4 theirs') });
    expect((await reception.post(P.send, { sessionId: s.id, clientMsgId: 'media-00003', type: 'file', url: theirs.url, name: 'x.pdf' })).statusCode).toBe(404);
    expect(fake().kf.sent.length).toBe(sent);
    expect((await messages(s.id)).length).toBe(count);
  });

  it('the fake platform refuses what media/upload refuses', () => {
    const kf = fake().kf;
    expect(kf.upload('image', { name: 'a.gif', type: 'image/gif', bytes: Buffer.alloc(100) })).toMatchObject({ errcode: 40005 });
    expect(kf.upload('image', { name: 'a.png', type: 'image/png', bytes: Buffer.alloc(10 * 1024 * 1024 + 1) })).toMatchObject({ errcode: 40006 });
    expect(kf.upload('file', { name: 'a.txt', type: 'text/plain', bytes: Buffer.alloc(5) })).toMatchObject({ errcode: 40006 });
    expect(kf.upload('voice', { name: 'a.mp3', type: 'audio/mpeg', bytes: Buffer.alloc(100) })).toMatchObject({ errcode: 40005 });
    expect(kf.upload('sticker', null)).toMatchObject({ errcode: 40005 });
  });
});

describe('rating at the close', () => {
  it('asks a WeCom customer with a menu when the chat ends and records the choice once', async () => {
    const s = await takenSession('wm-rate');
    expect((await reception.post(P.close, { sessionId: s.id })).statusCode).toBe(200);
    const ask = fake().kf.sent.at(-1)!;
    expect(ask).toMatchObject({ touser: 'wm-rate', msgtype: 'msgmenu' });
    const list = (ask.body as { list: { click: { id: string; content: string } }[] }).list.map((i) => i.click);
    expect(list[0]).toEqual({ id: ratingMenuId(s.id, 5), content: '非常满意' });
    expect(list).toHaveLength(5);
    const stored = (await messages(s.id)).at(-1)!;
    expect(stored).toMatchObject({ from: MessageFrom.system, type: MessageType.menu });

    // Someone else's click on this menu id is nothing.
    await customer('wm-rate-other', 'text', { content: '非常满意', menu_id: ratingMenuId(s.id, 1) });
    await customer('wm-rate', 'text', { content: '满意', menu_id: ratingMenuId(s.id, 4) });
    await customer('wm-rate', 'text', { content: '非常不满意', menu_id: ratingMenuId(s.id, 1) });
    const records = (await admin.get(`${P.records}?keyword=${encodeURIComponent('微信李四')}`)).json.data.list as { id: number; rating: number | null }[];
    expect(records.find((r) => r.id === s.id)?.rating).toBe(4);
    // The choice opened no new chat; the thank-you went out once.
    expect(await sessionOf('wm-rate')).toBeUndefined();
    expect(fake().kf.sent.filter((m) => m.touser === 'wm-rate' && (m.body as { content?: string }).content === '感谢您的评价！')).toHaveLength(1);
    expect((await messages(s.id)).at(-1)!.content).toEqual({ text: '感谢您的评价！' });
  });
});

describe('images and files in the web chat', () => {
  it('lets the visitor read what staff sent in their own conversation, and nobody else', async () => {
    const web = ((await admin.get(P.accounts)).json.data as { id: number; channel: string }[]).find((a) => a.channel === 'web')!;
    const linkOf = async (name: string) => (await reception.post(P.webLink, { accountId: web.id, name })).json.data.token as string;
    const [token, strangerToken] = [await linkOf('访客-看图'), await linkOf('访客-路人')];
    const visitor = (url: string, payload?: object) => t.app.inject({ method: payload ? 'POST' : 'GET', url: url.startsWith('/api/') ? url : `/api${url}`, ...(payload ? { payload } : {}) });
    expect((await visitor(P.visitorSend, { token, clientMsgId: 'wfile-00001', text: '能发张图吗' })).statusCode).toBe(200);
    const mine = [...((await reception.get(P.mine)).json.data as ChatSessionRow[]), ...((await admin.get(P.mine)).json.data as ChatSessionRow[])];
    const s = mine.find((m) => m.customerName === '访客-看图')!;
    const staff = s.staffUserId === people['孙接待'] ? reception : admin;
    const who = { enterpriseId, userId: s.staffUserId! };
    const png = await storeUpload(t.app.db, t.app.storage, who, { kind: 'image', name: 'photo.png', bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40)]) });
    const pdf = await storeUpload(t.app.db, t.app.storage, who, { kind: 'file', name: '保修卡.pdf', bytes: Buffer.from('%PDF-1.4 warranty') });
    expect((await staff.post(P.send, { sessionId: s.id, clientMsgId: 'wfile-00002', type: 'image', url: png.url })).statusCode).toBe(200);
    expect((await staff.post(P.send, { sessionId: s.id, clientMsgId: 'wfile-00003', type: 'file', url: pdf.url, name: '保修卡.pdf' })).statusCode).toBe(200);

    // The upload's own address needs a staff session: the visitor's page could not show it.
    expect((await visitor(png.url)).statusCode).toBe(401);
    const read = (await visitor(`${P.visitorMessages}?token=${encodeURIComponent(token)}&afterSeq=1`)).json().data.messages as ChatMessageRow[];
    const [image, file] = read;
    expect(image).toMatchObject({ type: 'image', seq: 2 });
    expect(file).toMatchObject({ type: 'file', seq: 3, content: { name: '保修卡.pdf' } });
    const shown = await visitor(String(image.content.url));
    expect([shown.statusCode, shown.headers['content-type'], shown.rawPayload.subarray(1, 4).toString()]).toEqual([200, 'image/png', 'PNG']);
    const download = await visitor(String(file.content.url));
    expect([download.statusCode, download.body]).toEqual([200, '%PDF-1.4 warranty']);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);

    const fileUrl = (tk: string | null, seq = file.seq, sessionId = s.id) => `${P.visitorFile}?${tk === null ? '' : `token=${encodeURIComponent(tk)}&`}sessionId=${sessionId}&seq=${seq}`;
    // Another visitor's link names a conversation that is not theirs.
    const stranger = await visitor(fileUrl(strangerToken));
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, OnlineChatErrors.sessionNotFound]);
    // Signed out (no link, even with a staff member's cookie) or a forged link: refused.
    for (const refused of [await visitor(fileUrl(null)), await fetchFile(`/api${fileUrl(null)}`)]) expect([refused.statusCode, refused.json().message]).toEqual([400, `token: ${OnlineChatErrors.badToken}`]);
    const forged = await visitor(fileUrl(`${token.split('.')[0]}.${'A'.repeat(43)}`));
    expect([forged.statusCode, forged.json().message]).toEqual([401, OnlineChatErrors.badToken]);
    // A text message has no file; a seq past the end is no message.
    for (const seq of [1, 99]) expect((await visitor(fileUrl(token, seq))).json().message).toBe(OnlineChatErrors.noFile);
    for (const bad of ['sessionId=0&seq=1', `sessionId=${s.id}&seq=-1`, `sessionId=${s.id}&seq=abc`]) {
      const res = await visitor(`${P.visitorFile}?token=${encodeURIComponent(token)}&${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('refuses to send a web visitor a file that is not one of the enterprise’s uploads, storing nothing', async () => {
    const web = ((await admin.get(P.accounts)).json.data as { id: number; channel: string }[]).find((a) => a.channel === 'web')!;
    const token = (await reception.post(P.webLink, { accountId: web.id, name: '访客-外链' })).json.data.token as string;
    await t.app.inject({ method: 'POST', url: `/api${P.visitorSend}`, payload: { token, clientMsgId: 'wfile-00010', text: '你好' } });
    const mine = [...((await reception.get(P.mine)).json.data as ChatSessionRow[]), ...((await admin.get(P.mine)).json.data as ChatSessionRow[])];
    const s = mine.find((m) => m.customerName === '访客-外链')!;
    const staff = s.staffUserId === people['孙接待'] ? reception : admin;
    const theirs = await storeUpload(t.app.db, t.app.storage, { enterpriseId: await enterpriseIdOf(otherAdmin), userId: 1 }, { kind: 'file', name: 'x.pdf', bytes: Buffer.from('%PDF-1.4 theirs') });
    const refusals = [
      [{ type: 'image', url: 'https://example.com/x.png' }, 400, OnlineChatErrors.imageNotUploaded],
      [{ type: 'file', url: theirs.url, name: 'x.pdf' }, 404, OnlineChatErrors.uploadNotFound],
    ] as const;
    for (const [body, status, message] of refusals) {
      const res = await staff.post(P.send, { sessionId: s.id, clientMsgId: `wbad-${Math.random().toString(36).slice(2, 10)}`, ...body });
      expect([res.statusCode, res.json.message]).toEqual([status, message]);
    }
    expect(await messages(s.id)).toHaveLength(1);
  });

  it('takes an image or a file from the visitor through the uploads’ checks, once per client id; staff and the visitor read it', async () => {
    const web = ((await admin.get(P.accounts)).json.data as { id: number; channel: string }[]).find((a) => a.channel === 'web')!;
    const linkOf = async (name: string) => (await reception.post(P.webLink, { accountId: web.id, name })).json.data.token as string;
    const token = await linkOf('访客-发图');
    const boundary = 'visitorfile0001';
    const body = (name: string, bytes: Buffer) =>
      Buffer.concat([Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: application/octet-stream\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const upload = (query: string, payload: Buffer | string = body('漏水.png', PNG_BYTES), type = `multipart/form-data; boundary=${boundary}`) =>
      t.app.inject({ method: 'POST', url: `/api${P.visitorUpload}?${query}`, headers: { 'content-type': type }, payload });
    const q = (clientMsgId: string, kind: string, tk = token) => `token=${encodeURIComponent(tk)}&clientMsgId=${clientMsgId}&kind=${kind}`;

    const image = await upload(q('vfile-00001', 'image'));
    expect(image.statusCode, image.body).toBe(200);
    const sent = image.json().data as ChatMessageRow;
    expect(sent).toMatchObject({ type: MessageType.image, from: MessageFrom.customer, seq: 1, content: { name: '漏水.png' } });
    // The answer addresses the file through the visitor's read path, which serves it back.
    const shown = await t.app.inject({ method: 'GET', url: String(sent.content.url) });
    expect([shown.statusCode, shown.headers['content-type']]).toEqual([200, 'image/png']);
    // Sent again after a lost answer: nothing new.
    expect((await upload(q('vfile-00001', 'image'))).json().data).toBeNull();
    const pdf = await upload(q('vfile-00002', 'file'), body('发票.pdf', Buffer.from('%PDF-1.4 invoice')));
    expect(pdf.statusCode, pdf.body).toBe(200);

    const s = ((await reception.get(P.mine)).json.data as ChatSessionRow[]).find((m) => m.customerName === '访客-发图')!;
    const stored = await messages(s.id);
    expect(stored.map((m) => [m.seq, m.type, m.content.name])).toEqual([
      [1, 'image', '漏水.png'],
      [2, 'file', '发票.pdf'],
    ]);
    expect(s.lastPreview).toBe('[文件]');
    // Staff read it through the uploads' own address.
    const forStaff = await fetchFile(String(stored[1].content.url));
    expect([forStaff.statusCode, forStaff.body]).toEqual([200, '%PDF-1.4 invoice']);

    // The uploads' checks, a bad link or query: a clear 4xx, nothing stored.
    const refusals: [string, Buffer | string, string | undefined, number, string][] = [
      [q('vfile-00003', 'image'), body('假图.png', Buffer.from('not an image at all')), undefined, 400, '只能上传 png、jpg、gif、webp 格式的图片'],
      [q('vfile-00004', 'file'), body('病毒.exe', Buffer.from('MZ')), undefined, 400, '不支持该类型的文件'],
      [q('vfile-00005', 'file'), body('空.pdf', Buffer.alloc(0)), undefined, 400, '请选择要上传的文件'],
      [q('vfile-00006', 'image'), '{}', 'application/json', 400, '请选择要上传的文件'],
      [q('vfile-00007', 'video'), body('a.png', PNG_BYTES), undefined, 400, 'kind 只能是 image 或 file'],
      [q('bad id', 'image'), body('a.png', PNG_BYTES), undefined, 400, 'clientMsgId'],
      [q('vfile-00008', 'image', `${token.split('.')[0]}.${'A'.repeat(43)}`), body('a.png', PNG_BYTES), undefined, 401, OnlineChatErrors.badToken],
    ];
    for (const [query, payload, type, status, message] of refusals) {
      const res = await upload(query, payload, type);
      expect([res.statusCode, res.json().message], query).toEqual([status, expect.stringContaining(message)]);
    }
    const tooBig = await t.app.inject({ method: 'POST', url: `/api${P.visitorUpload}?${q('vfile-00009', 'image')}`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(11 * 1024 * 1024) }, payload: body('a.png', PNG_BYTES) });
    expect(tooBig.statusCode).toBe(400);
    expect(await messages(s.id)).toHaveLength(2);
  });
});

/** The smallest bytes the uploads take as a PNG (its signature). */
const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40)]);

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShareRule } from '@domain/online-chat/online-chat.constants';
import { OnlineChatPaths as P } from '@domain/online-chat/online-chat.paths';
import type { ChatAccountRow, ChatMessageRow, ChatSessionRow, ChatStaffRow } from '@domain/online-chat/online-chat.schemas';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { Client } from '@tests/support/test-app';
import { MobileScreens, read } from './mobile-screens-harness';

/** 在线客服 on the phone: the demo receptionist 孙接待 answers the portal's web chat from /m/kefu. */
const t = useClientServer({ page: '/m/kefu', signedInAs: '13800000006' });

const webAccount = async () => (await read<ChatAccountRow[]>(P.accounts)).find((a) => a.channel === 'web')!;
/** A web chat visitor writes (no staff session: the signed link's token). */
async function visitorWrites(token: string, clientMsgId: string, text: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api${P.visitorSend}`, payload: { token, clientMsgId, text } });
  expect(res.statusCode, res.body).toBe(200);
}
/** A web chat link the administrator hands out. */
const linkFor = async (accountId: number, name: string) => {
  const res = await (await Client.signIn(t.app, '13800000001')).post(P.webLink, { accountId, name });
  return res.json.data.token as string;
};

describe('/m/kefu, the reception desk on the phone', () => {
  it('keeps the receptionist online while open, gets the chat, opens it and replies', async () => {
    const web = await webAccount();
    t.visit('/m/kefu');
    renderWithStore(<MobileScreens />);
    expect(await screen.findByRole('button', { name: /我的会话/ })).toBeTruthy();
    // The screen's own socket makes 孙接待 online, so the web entry's share rule gives them the chat.
    await waitFor(async () => expect((await read<{ staff: ChatStaffRow[] }>(P.staff)).staff.find((s) => s.name === '孙接待')?.online).toBe(true), { timeout: 10_000 });
    const token = await linkFor(web.id, '访客-手机');
    await visitorWrites(token, 'phone-00001', '热水器不出热水');

    const mine = await screen.findByRole('list', { name: '我的会话' }, { timeout: 10_000 });
    fireEvent.click(await within(mine).findByRole('button', { name: '会话 访客-手机' }, { timeout: 10_000 }));
    expect(await screen.findByText('热水器不出热水')).toBeTruthy();
    expect(location.search).toMatch(/^\?session=\d+$/);
    // The customer writes again while the conversation is open: the push brings it in.
    await visitorWrites(token, 'phone-00002', '型号是 JSQ-20');
    expect(await screen.findByText('型号是 JSQ-20', undefined, { timeout: 10_000 })).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: '回复' }), '师傅今天下午上门');
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await within(screen.getByRole('region', { name: '对话' })).findByText('师傅今天下午上门', undefined, { timeout: 10_000 })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '回复' }) as HTMLTextAreaElement).value).toBe('');
    const seen = (await (await t.app.inject({ method: 'GET', url: `/api${P.visitorMessages}?token=${encodeURIComponent(token)}&afterSeq=0` })).json()).data.messages as ChatMessageRow[];
    expect(seen.map((m) => m.content.text)).toEqual(['热水器不出热水', '型号是 JSQ-20', '师傅今天下午上门']);
  });

  it('takes a chat from the queue with 接待', async () => {
    const web = await webAccount();
    const admin = await Client.signIn(t.app, '13800000001');
    const group = { accountId: web.id, staffUserIds: web.staffUserIds, shareRule: web.shareRule, workHours: web.workHours, offHoursReply: web.offHoursReply, idleCloseMinutes: web.idleCloseMinutes };
    expect((await admin.post(P.groupSave, { ...group, shareRule: ShareRule.queue })).statusCode).toBe(200);
    try {
      t.visit('/m/kefu');
      renderWithStore(<MobileScreens />);
      fireEvent.click(await screen.findByRole('button', { name: /排队中/ }));
      await visitorWrites(await linkFor(web.id, '访客-排队'), 'phone-00003', '想咨询维保合同');
      const queue = await screen.findByRole('list', { name: '排队中' }, { timeout: 10_000 });
      const row = (await within(queue).findByRole('button', { name: '会话 访客-排队' }, { timeout: 10_000 })).closest('li')!;
      fireEvent.click(within(row).getByRole('button', { name: '接待' }));
      expect(await screen.findByText('想咨询维保合同')).toBeTruthy();
      expect(await screen.findByRole('button', { name: '结束会话' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: '结束会话' }));
      await waitFor(() => expect(screen.queryByRole('textbox', { name: '回复' })).toBeNull());
      expect(screen.getByText(/已结束/)).toBeTruthy();
    } finally {
      await admin.post(P.groupSave, group);
    }
  });

  it('sends a photo and a file from the phone, which the visitor reads', async () => {
    const web = await webAccount();
    t.visit('/m/kefu');
    renderWithStore(<MobileScreens />);
    await waitFor(async () => expect((await read<{ staff: ChatStaffRow[] }>(P.staff)).staff.find((s) => s.name === '孙接待')?.online).toBe(true), { timeout: 10_000 });
    const token = await linkFor(web.id, '访客-图片');
    await visitorWrites(token, 'phone-00004', '发张照片看看');
    const mine = await screen.findByRole('list', { name: '我的会话' }, { timeout: 10_000 });
    fireEvent.click(await within(mine).findByRole('button', { name: '会话 访客-图片' }, { timeout: 10_000 }));
    expect(await screen.findByText('发张照片看看')).toBeTruthy();
    // The messages can arrive before the session itself; its reply bar shows once the session says 发送 is allowed.
    const photo = await screen.findByLabelText('发送图片', undefined, { timeout: 10_000 });

    const user = userEvent.setup({ applyAccept: false });
    const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    await user.upload(photo, new File([PNG], '铭牌.png', { type: 'image/png' }));
    const talk = screen.getByRole('region', { name: '对话' });
    expect(await within(talk).findByRole('img', { name: '图片消息' }, { timeout: 10_000 })).toBeTruthy();
    await user.upload(screen.getByLabelText('发送文件'), new File(['%PDF-1.4 manual'], '说明书.pdf', { type: 'application/pdf' }));
    expect(await within(talk).findByText(/说明书\.pdf/, undefined, { timeout: 10_000 })).toBeTruthy();
    const seen = (await (await t.app.inject({ method: 'GET', url: `/api${P.visitorMessages}?token=${encodeURIComponent(token)}&afterSeq=0` })).json()).data.messages as ChatMessageRow[];
    expect(seen.map((m) => m.type)).toEqual(['text', 'image', 'file']);
  });

  it('opens 新建工单 and 转事件 naming the chat (the event’s log says so), and transfers the chat to a colleague', async () => {
    const web = await webAccount();
    const openSession = async (sessionId: number) => {
      cleanup();
      t.visit(`/m/kefu?session=${sessionId}`);
      renderWithStore(<MobileScreens />);
    };
    t.visit('/m/kefu');
    renderWithStore(<MobileScreens />);
    await waitFor(async () => expect((await read<{ staff: ChatStaffRow[] }>(P.staff)).staff.find((s) => s.name === '孙接待')?.online).toBe(true), { timeout: 10_000 });
    await visitorWrites(await linkFor(web.id, '访客-转接'), 'phone-00005', '空调漏水');
    fireEvent.click(await within(await screen.findByRole('list', { name: '我的会话' }, { timeout: 10_000 })).findByRole('button', { name: '会话 访客-转接' }, { timeout: 10_000 }));
    const sessionId = Number(new URLSearchParams(location.search).get('session'));

    // 新建工单: the phone's order type choice, the session carried to the order form.
    fireEvent.click(await screen.findByRole('button', { name: '新建工单' }, { timeout: 10_000 }));
    await waitFor(() => expect(location.pathname).toBe('/m/newOrder'));
    expect(new URLSearchParams(location.search).get('chatSessionId')).toBe(String(sessionId));

    // 转事件: the phone's event form with the conversation; the chat then names the event.
    await openSession(sessionId);
    await within(await screen.findByRole('region', { name: '对话' })).findByText('空调漏水', undefined, { timeout: 10_000 });
    fireEvent.click(await screen.findByRole('button', { name: '转事件' }, { timeout: 10_000 }));
    await screen.findByRole('form', { name: '新建事件' });
    expect((screen.getByPlaceholderText('请描述问题') as HTMLTextAreaElement).value).toBe('客户：空调漏水');
    fireEvent.change(screen.getByLabelText(/^事件标题/), { target: { value: '在线客服：空调漏水' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(location.pathname).toMatch(/^\/m\/event\/\d+$/), { timeout: 10_000 });
    const lines = (await read<ChatMessageRow[]>(`${P.messages}?sessionId=${sessionId}&afterSeq=0`)).map((m) => m.content.text);
    expect(lines).toEqual(['空调漏水', expect.stringMatching(/^已转为事件 /)]);

    // 转接 to 王管理 (offline is allowed, as on the PC): the chat leaves 孙接待's sessions, and the phone goes back to them.
    await openSession(sessionId);
    const wang = (await read<{ staff: ChatStaffRow[] }>(P.staff)).staff.find((s) => s.name === '王管理')!;
    // The colleagues come with the desk's staff list, which may load after the session.
    await screen.findByRole('option', { name: /^王管理/ }, { timeout: 10_000 });
    fireEvent.change(screen.getByRole('combobox', { name: '转接给' }), { target: { value: String(wang.userId) } });
    fireEvent.click(screen.getByRole('button', { name: '转接' }));
    await screen.findByRole('button', { name: /我的会话/ }, { timeout: 10_000 });
    expect(location.search).toBe('');
    await waitFor(() => expect(screen.queryByRole('button', { name: '会话 访客-转接' })).toBeNull());
    const admin = await Client.signIn(t.app, '13800000001');
    expect(((await admin.get(`${P.detail}?sessionId=${sessionId}`)).json.data as ChatSessionRow).staffName).toBe('王管理');
  });
});

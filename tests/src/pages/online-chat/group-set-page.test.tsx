import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { OnlineChatPaths as P } from '@domain/online-chat/online-chat.paths';
import type { ChatAccountRow } from '@domain/online-chat/online-chat.schemas';
import { paths } from '@/app/paths';
import GroupSetPage from '@/pages/online-chat/group-set-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { staffSocket } from '@tests/support/staff-socket';

const PAGE = '/customerservice/CustomerServiceGroupSet/wkDemoKf000001';
const t = useClientServer({ page: PAGE, signedInAs: '13800000001' });

const account = async () => ((await (await fetch(`/api${P.accounts}`)).json()).data as ChatAccountRow[]).find((a) => a.openKfid === 'wkDemoKf000001')!;

describe('/customerservice/CustomerServiceGroupSet/{openKfid} 接待设置', () => {
  it('sets working hours, the off-hours reply and the timeout, and saves them', async () => {
    renderWithStore(<Route path={paths.onlineChat.groupSetPattern} component={GroupSetPage} />);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await screen.findByText('接待设置 · 官方微信客服');
    // The demo account answers all day: the days and times appear once hours are chosen.
    expect(screen.queryByRole('group', { name: '工作日' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: '全天接待' }));
    await user.click(await screen.findByRole('checkbox', { name: '周六' }));
    const reply = screen.getByRole('textbox', { name: '非工作时间自动回复' });
    await user.clear(reply);
    await user.type(reply, '下班了，明早回复您');
    const idle = screen.getByRole('spinbutton', { name: '会话超时（分钟）' });
    await user.clear(idle);
    await user.type(idle, '15');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(async () =>
      expect(await account()).toMatchObject({ workHours: { days: [1, 2, 3, 4, 5, 6], start: '09:00', end: '18:00' }, offHoursReply: '下班了，明早回复您', idleCloseMinutes: 15 }),
    );
  });

  it('shows which of the staff have the desk open', async () => {
    const desk = await staffSocket(t.app, '13800000006');
    t.visit(PAGE);
    renderWithStore(<Route path={paths.onlineChat.groupSetPattern} component={GroupSetPage} />);
    expect(await screen.findByRole('checkbox', { name: '孙接待（最多 5 个 · 在线）' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '王管理（最多 5 个 · 离线）' })).toBeTruthy();
    await desk.close();
  });

  it('edits the welcome a WeCom customer gets on entering through the account’s link', async () => {
    t.visit(PAGE);
    renderWithStore(<Route path={paths.onlineChat.groupSetPattern} component={GroupSetPage} />);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const welcome = await screen.findByRole('textbox', { name: '欢迎语' });
    expect((welcome as HTMLTextAreaElement).value).toBe('您好，欢迎咨询！请描述您遇到的问题，我们马上为您服务。');
    await user.clear(welcome);
    await user.type(welcome, '您好，这里是官方客服');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(async () => expect(await account()).toMatchObject({ welcomeText: '您好，这里是官方客服', shareRule: 3 }));
  });
});

import { Message } from '@arco-design/web-react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { notices, users } from '@server/db/schema';
import { createNotices } from '@server/modules/notices/notices.service';
import { NoticeBell } from '@/features/notices/components/notice-bell';
import MessageCenterPage from '@/pages/messages/message-center-page';
import { settle, useClientServer } from '@tests/support/client-server';

const t = useClientServer();
afterEach(async () => {
  await settle();
  Message.clear();
});

async function userOf(phone: string) {
  const [row] = await t.app.db.system.select().from(users).where(eq(users.phone, phone));
  return row;
}

/** Gives the user notices, oldest first in `titles`; those named in `read` are already read. */
async function giveNotices(phone: string, titles: { title: string; link?: string }[], read: string[] = []) {
  const user = await userOf(phone);
  for (const { title, link } of titles)
    await t.app.db.tenant(user.enterpriseId, (tx) =>
      createNotices(tx, { enterpriseId: user.enterpriseId, userIds: [user.id], title, content: `${title}的内容`, link }),
    );
  for (const title of read) await t.app.db.system.update(notices).set({ readAt: new Date() }).where(and(eq(notices.userId, user.id), eq(notices.title, title)));
  return user;
}

async function unreadOf(userId: number) {
  return t.app.db.system.select().from(notices).where(and(eq(notices.userId, userId), isNull(notices.readAt)));
}

async function open(phone: string) {
  const view = await t.open(
    '/MessageCenter',
    phone,
    <>
      <NoticeBell />
      <Switch>
        <Route path="/MessageCenter" component={MessageCenterPage} />
        <Route path="/personIndex">
          <h1>功能导航页面</h1>
        </Route>
      </Switch>
    </>,
  );
  return view;
}

const rowTitles = () => within(screen.getByRole('region', { name: '消息列表' })).queryAllByRole('button').map((b) => b.textContent);

describe('/MessageCenter', () => {
  it('lists the notices newest first with how long ago, marking the unread ones', async () => {
    await giveNotices('13800000004', [{ title: '旧通知' }, { title: '新通知' }], ['旧通知']);
    await open('13800000004');
    expect(screen.getByText('消息中心')).toBeTruthy();
    await waitFor(() => expect(rowTitles()).toEqual(['新通知', '旧通知']));
    // Each notice is a list item whose title is the button that opens it.
    const rowOf = (title: string) => screen.getByRole('button', { name: title }).closest('[role="listitem"]') as HTMLElement;
    const fresh = rowOf('新通知');
    expect(within(fresh).getByText('新通知的内容')).toBeTruthy();
    expect(within(fresh).getByText('刚刚')).toBeTruthy();
    expect(within(fresh).getByLabelText('未读')).toBeTruthy();
    expect(within(rowOf('旧通知')).queryByLabelText('未读')).toBeNull();
  });

  it('shows only the unread notices on the 未读 tab', async () => {
    const user = userEvent.setup();
    await open('13800000004');
    await user.click(await screen.findByRole('tab', { name: '未读（1）' }));
    await waitFor(() => expect(rowTitles()).toEqual(['新通知']));
  });

  it('marks a notice read when opened and follows its in-app link', async () => {
    const user = userEvent.setup();
    const reader = await giveNotices('13800000005', [{ title: '去看看功能导航', link: '/personIndex' }, { title: '另一条' }]);
    await open('13800000005');
    expect(await screen.findByRole('button', { name: '消息中心（2条未读）' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '去看看功能导航' }));

    expect(await screen.findByText('功能导航页面')).toBeTruthy();
    expect(window.location.pathname).toBe('/personIndex');
    await waitFor(async () => expect((await unreadOf(reader.id)).map((n) => n.title)).toEqual(['另一条']));
    // The bell refetches its count after the marking.
    expect(await screen.findByRole('button', { name: '消息中心（1条未读）' })).toBeTruthy();
  });

  it('marks every notice read with 全部已读, and the bell follows', async () => {
    const user = userEvent.setup();
    // The demo's return-visit tasks already told 周回访 about them: the bell counts those too.
    const earlier = (await unreadOf((await userOf('13800000007')).id)).length;
    const reader = await giveNotices('13800000007', [{ title: '回访任务一' }, { title: '回访任务二' }, { title: '回访任务三' }]);
    await open('13800000007');
    expect(await screen.findByRole('button', { name: `消息中心（${earlier + 3}条未读）` })).toBeTruthy();
    const markAll = await screen.findByRole('button', { name: '全部已读' });
    await waitFor(() => expect((markAll as HTMLButtonElement).disabled).toBe(false));
    await user.click(markAll);

    expect(await screen.findByText('已全部标为已读')).toBeTruthy();
    expect(await unreadOf(reader.id)).toEqual([]);
    expect(await screen.findByRole('button', { name: '消息中心' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: '全部已读' }) as HTMLButtonElement).disabled).toBe(true));
    await waitFor(() => expect(screen.queryAllByLabelText('未读')).toEqual([]));
    await user.click(screen.getByRole('tab', { name: '未读' }));
    expect(await screen.findByText('没有未读消息')).toBeTruthy();
  });

  it('says so when there is nothing yet', async () => {
    // A user the demo gives no notices (the director now gets the return approvals' ones).
    const user = await userOf('13800000012');
    expect(await t.app.db.system.select().from(notices).where(eq(notices.userId, user.id))).toEqual([]);
    await open('13800000012');
    expect(await screen.findByText('暂无消息')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { notices, users } from '@server/db/schema';
import { createNotices } from '@server/modules/notices/notices.service';
import MobileHomePage from '@/pages/mobile/mobile-home-page';
import MobileMessagesPage from '@/pages/mobile/mobile-messages-page';
import { useClientServer } from '@tests/support/client-server';

const t = useClientServer();
const ENGINEER = '13800000003';

async function userOf(phone: string) {
  const [row] = await t.app.db.system.select().from(users).where(eq(users.phone, phone));
  return row;
}

/** Gives the user notices (oldest first); those named in `read` are read already. */
async function giveNotices(phone: string, given: { title: string; link: string | null }[], read: string[] = []) {
  const user = await userOf(phone);
  for (const { title, link } of given)
    await t.app.db.tenant(user.enterpriseId, (tx) => createNotices(tx, { enterpriseId: user.enterpriseId, userIds: [user.id], title, content: `${title}的内容`, link }));
  for (const title of read) await t.app.db.system.update(notices).set({ readAt: new Date() }).where(and(eq(notices.userId, user.id), eq(notices.title, title)));
  return user;
}

const unreadOf = (userId: number) => t.app.db.system.select().from(notices).where(and(eq(notices.userId, userId), isNull(notices.readAt)));

const app = (
  <Switch>
    <Route path="/m" component={MobileHomePage} />
    <Route path="/m/messages" component={MobileMessagesPage} />
    <Route path="/m/order/:id">{(params) => <h1>手机工单 {params.id}</h1>}</Route>
    <Route path="/m/event/:id">{(params) => <h1>手机事件 {params.id}</h1>}</Route>
  </Switch>
);

const row = (title: string) => screen.findByRole('button', { name: new RegExp(title) });

describe('/m/messages, the mobile messages', () => {
  it('shows the unread count on the home; lists the notices with the unread marked; tapping one reads it and opens its order on the phone', async () => {
    const user = await giveNotices(ENGINEER, [
      { title: '早先的通知', link: null },
      { title: '事件待处理', link: '/Myevent/eventDetail/7' },
      { title: '新工单派给你', link: '/allOrder/orderDetail/42' },
    ], ['早先的通知']);
    const unread = (await unreadOf(user.id)).length;
    await t.open('/m', ENGINEER, app);

    await userEvent.click(await screen.findByRole('link', { name: new RegExp(`^消息\\s*（${unread}条未读）$`) }));
    const order = await row('新工单派给你');
    expect(within(order).getByRole('img', { name: '未读' })).toBeTruthy();
    expect(within(await row('早先的通知')).queryByRole('img', { name: '未读' })).toBeNull();

    await userEvent.click(order);
    await screen.findByRole('heading', { name: '手机工单 42' });
    await waitFor(async () => expect((await unreadOf(user.id)).map((n) => n.title)).not.toContain('新工单派给你'));
  });

  it('filters the unread, marks all read, and opens an event notice on the phone', async () => {
    const user = await giveNotices(ENGINEER, [{ title: '另一个事件', link: '/Myevent/eventDetail/9' }, { title: '还没读的', link: null }], ['另一个事件']);
    await t.open('/m/messages', ENGINEER, app);
    await userEvent.click(await screen.findByRole('button', { name: '未读' }));
    await row('还没读的');
    await waitFor(() => expect(screen.queryByRole('button', { name: /另一个事件/ })).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await screen.findByText('已全部标为已读');
    await screen.findByText('没有未读消息');
    expect(await unreadOf(user.id)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '全部' }));
    await userEvent.click(await row('另一个事件'));
    await screen.findByRole('heading', { name: '手机事件 9' });
  });
});

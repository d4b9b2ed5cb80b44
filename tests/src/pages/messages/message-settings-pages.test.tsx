import { Message, Modal } from '@arco-design/web-react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { timedReminders } from '@server/db/schema';
import NoticeManagePage from '@/pages/messages/notice-manage-page';
import TimerNoticePage from '@/pages/messages/timer-notice-page';
import { settle, useClientServer } from '@tests/support/client-server';

const t = useClientServer();
afterEach(async () => {
  await settle();
  Message.clear();
  Modal.destroyAll();
});

async function open(page: ReactElement, path: string, phone = '13800000001') {
  await t.open(path, phone, page);
  // Arco's popups fade in with pointer-events: none.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

const option = (name: string) => screen.findByText(name, { selector: '.arco-select-option *, .arco-select-option' });

describe('/noticeManage', () => {
  it('publishes an announcement to a role, lists it, and deletes it', async () => {
    const user = await open(<NoticeManagePage />, '/noticeManage');
    expect(await screen.findByText('暂无公告')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /发布公告/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '发布' }));
    expect(await within(dialog).findByText('请输入公告标题')).toBeTruthy();

    await user.type(within(dialog).getByPlaceholderText('请输入公告标题'), '五一排班');
    await user.type(within(dialog).getByPlaceholderText('请输入公告内容'), '五一期间请按排班表值班');
    await user.click(within(dialog).getByText('全部人员'));
    await user.click(await option('服务人员'));
    await user.click(within(dialog).getByRole('button', { name: '发布' }));

    expect(await screen.findByText('公告已发布，正在通知相关人员')).toBeTruthy();
    const row = (await screen.findByText('五一排班')).closest('tr')!;
    expect(within(row).getByText('服务人员')).toBeTruthy();
    expect(within(row).getByText('王管理')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: '删除公告五一排班' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('五一排班')).toBeNull());
  });
});

describe('/timerNotice', () => {
  it('lets a dispatcher add a daily reminder for a colleague and switch it off', async () => {
    const user = await open(<TimerNoticePage />, '/timerNotice', '13800000002');
    expect(await screen.findByText('暂无定时提醒')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /新增提醒/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入提醒标题'), '提交日报');
    await user.type(within(dialog).getByPlaceholderText('请输入提醒内容'), '下班前请提交今日日报');
    await user.click(within(dialog).getByText('请选择提醒人员'));
    await user.click(await option('张师傅'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('保存成功')).toBeTruthy();
    const row = (await screen.findByText('提交日报')).closest('tr')!;
    expect(within(row).getByText('每天 09:00')).toBeTruthy();
    expect(row.textContent).toContain('张师傅');
    const [stored] = await t.app.db.system.select().from(timedReminders).where(eq(timedReminders.title, '提交日报'));
    expect(stored).toMatchObject({ cycle: 'daily', timeOfDay: '09:00', enabled: true });

    await user.click(within(row).getByRole('switch', { name: '启用提交日报' }));
    expect(await screen.findByText('修改状态成功')).toBeTruthy();
    await waitFor(async () => {
      const [after] = await t.app.db.system.select().from(timedReminders).where(eq(timedReminders.id, stored.id));
      expect(after.enabled).toBe(false);
    });
  });
});

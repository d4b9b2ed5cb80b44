import { Message } from '@arco-design/web-react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProcessState } from '@domain/downloads/downloads.constants';
import { downloads, users } from '@server/db/schema';
import { DownloadPopover } from '@/features/downloads/components/download-popover';
import { ExportButton } from '@/features/downloads/components/export-button';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer({ page: '/home', signedInAs: '13800000001' });
let owner: { enterpriseId: number; userId: number };
beforeAll(async () => {
  const [me] = await t.app.db.system.select().from(users).where(eq(users.phone, '13800000001'));
  owner = { enterpriseId: me.enterpriseId, userId: me.id };
}, 60_000);

async function openCentre(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '下载中心' }));
  return screen.findByRole('list', { name: '下载中心' });
}

describe('download centre popover', () => {
  it('clears the 已加入下载中心 toast when the centre opens, so it does not cover the panel title (issue 23 item 5)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithStore(<DownloadPopover />);
    // Held for a minute: only the centre opening can take it away within the test.
    Message.success({ content: '已加入下载中心', duration: 60_000 });
    expect(await screen.findByText('已加入下载中心')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '下载中心' }));
    await waitFor(() => expect(screen.queryByText('已加入下载中心')).toBeNull(), { timeout: 15_000 });
  });

  it('follows an export from the button to a finished file, then deletes it', async () => {
    // Arco's dropdown is still fading in (pointer-events: none) when the menu item is clicked.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onAllDone = vi.fn();
    renderWithStore(
      <>
        <ExportButton source="users" filter={{ keyword: '师傅' }} />
        <DownloadPopover onAllDone={onAllDone} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: /导出/ }));
    await user.click(await screen.findByRole('menuitem', { name: '导出Excel' }));
    expect(await screen.findByText('已加入下载中心')).toBeTruthy();

    const list = await openCentre(user);
    const link = await within(list).findByRole('link', { name: '下载' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toMatch(/^\/api\/fileDownloadCenter\/file\/\d+$/);
    expect(within(list).getByText(/^人员数据\d{14}\.xlsx$/)).toBeTruthy();
    await waitFor(() => expect(onAllDone).toHaveBeenCalledTimes(1));

    await user.click(link);
    const id = Number(link.getAttribute('href')!.split('/').pop());
    await waitFor(async () => {
      const [row] = await t.app.db.system.select().from(downloads).where(eq(downloads.id, id));
      expect(row.downloadedAt).toBeInstanceOf(Date);
    });

    await user.click(within(list).getByRole('button', { name: /^删除 人员数据/ }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(await screen.findByText('暂无下载任务')).toBeTruthy();
  });

  it('shows a running export with its progress and a badge, polls until it is done, then announces it', async () => {
    const user = userEvent.setup();
    const [item] = await t.app.db.system
      .insert(downloads)
      .values({ ...owner, name: '人员数据20250101080000', format: 'csv', process: 40 })
      .returning({ id: downloads.id });
    const onAllDone = vi.fn();
    renderWithStore(<DownloadPopover onAllDone={onAllDone} />);
    const list = await openCentre(user);
    const row = await within(list).findByRole('listitem', { name: '人员数据20250101080000' });
    expect(within(row).getByText('40%')).toBeTruthy();
    expect(screen.getByText('1')).toBeTruthy();

    await t.app.db.system
      .update(downloads)
      .set({ processState: ProcessState.done, process: 100, filePath: 'exports/none.csv' })
      .where(eq(downloads.id, item.id));
    expect(await within(row).findByRole('link', { name: '下载' }, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(onAllDone).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('40%')).toBeNull();
  });

  it('shows why an export failed', async () => {
    const user = userEvent.setup();
    await t.app.db.system
      .insert(downloads)
      .values({ ...owner, name: '人员数据20250101090000', format: 'xlsx', processState: ProcessState.failed, error: '导出失败，请稍后重试' });
    renderWithStore(<DownloadPopover />);
    const list = await openCentre(user);
    const row = await within(list).findByRole('listitem', { name: '人员数据20250101090000' });
    expect(within(row).getByText('导出失败，请稍后重试')).toBeTruthy();
    expect(within(row).queryByRole('link', { name: '下载' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import ReceptionPersonnelPage from '@/pages/reception/reception-personnel-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer({ page: '/receptionPersonnel', signedInAs: '13800000001' });
// The demo makes 孙接待 and 王管理 reception staff (for online chat); this file starts from none.
beforeAll(() => t.app.db.system.execute(sql`delete from reception_personnel`));

// Answers after a save can take seconds on a busy machine.
const afterSave = { timeout: 15_000 };
const stored = async () => (await (await fetch('/api/receptionPersonnel/list')).json()).data as { name: string; maxConcurrent: number; enabled: boolean }[];

describe('/receptionPersonnel', () => {
  it('adds a reception support user, switches them off, changes their maximum and removes them', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithStore(<ReceptionPersonnelPage />);
    expect(await screen.findByText('暂无接待人员')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /添加接待人员/ }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByText('请选择成员')[0]);
    const sun = await screen.findByText('孙接待（13800000006）');
    // Only holders of 接待客服 or 系统管理员 are offered.
    expect(screen.getByText('王管理（13800000001）')).toBeTruthy();
    expect(screen.queryByText('张师傅（13800000003）')).toBeNull();
    await user.click(sun);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    const row = (await screen.findByText('13800000006', {}, afterSave)).closest('tr')!;
    expect(within(row).getByText('5')).toBeTruthy();

    await user.click(within(row).getByRole('switch', { name: '启用孙接待' }));
    await waitFor(async () => expect((await stored())[0].enabled).toBe(false), afterSave);

    await user.click(within(row).getByRole('button', { name: '编辑' }));
    dialog = await screen.findByRole('dialog');
    const max = within(dialog).getByRole('spinbutton');
    await user.clear(max);
    await user.type(max, '12');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(async () => expect((await stored())[0]).toMatchObject({ name: '孙接待', maxConcurrent: 12, enabled: false }), afterSave);

    await user.click(within((await screen.findByText('12', {}, afterSave)).closest('tr')!).getByRole('button', { name: '移除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('暂无接待人员', {}, afterSave)).toBeTruthy();
    expect(await stored()).toEqual([]);
  });
});

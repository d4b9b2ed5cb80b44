import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProjectPaths as P } from '@domain/projects/projects.paths';
import type { MyTaskRow } from '@domain/projects/projects.schemas';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { MobileScreens, read } from './mobile-screens-harness';

/** 项目任务 on the phone (issue 38): the demo engineer 张师傅's tasks of the project under way. */
const t = useClientServer({ page: '/m/projectTasks', signedInAs: '13800000003' });
const mine = (show: string) => read<MyTaskRow[]>(`${P.myTaskList}?show=${show}&pageIndex=0&pageSize=50`);

describe('/m/projectTasks, my project tasks', () => {
  it('lists my open tasks with their project and deadline, and finishes one with what was done', async () => {
    const open = await mine('open');
    const task = open.find((r) => r.operations.includes('finish'))!;
    expect(task).toBeTruthy();
    t.visit('/m/projectTasks');
    renderWithStore(<MobileScreens />);
    const card = await screen.findByRole('region', { name: `${task.projectName} ${task.name}` });
    expect(within(card).getByText(new RegExp(task.projectNo))).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: '完成' }));
    await userEvent.type(within(card).getByRole('textbox', { name: '完成说明（选填）' }), '手机上完成');
    fireEvent.click(within(card).getByRole('button', { name: '确定完成' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: `${task.projectName} ${task.name}` })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '已完成' }));
    const done = await screen.findByRole('region', { name: `${task.projectName} ${task.name}` });
    expect(within(done).getByText('完成说明：手机上完成')).toBeTruthy();
    expect(within(done).queryByRole('button', { name: '完成' })).toBeNull();
    expect(location.search).toBe('?show=done');
    expect((await mine('done')).find((r) => r.id === task.id)).toMatchObject({ state: 1, note: '手机上完成' });
  });
});

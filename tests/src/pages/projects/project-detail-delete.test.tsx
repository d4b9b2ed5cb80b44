import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { ProjectDetail, ProjectTemplateView } from '@domain/projects/projects.schemas';
import ProjectDetailPage from '@/pages/projects/project-detail-page';
import { useClientServer } from '@tests/support/client-server';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer();
const [sales, director] = useSignedIn(t, '13800000005', '13800000010');
const SALES = '13800000005';
let installId: number;

beforeAll(async () => {
  installId = ((await sales.get('/project/tmpl/list')).json.data as ProjectTemplateView[]).find((x) => x.name === '设备安装项目')!.id;
});
/** A project of the demo's install template, waiting for 冯总监's creation approval: its creator may still delete it. */
const waitingProject = async (name: string) => ((await sales.post('/project/add', { templateId: installId, name })).json.data as ProjectDetail).id;
const openDetail = (id: number) => t.open(`/allproject/projectdetails/${id}`, SALES, <Route path="/allproject/projectdetails/:id" component={ProjectDetailPage} />);

describe('the project detail\'s 删除 asks GET /project/delMessage as 批量删除 does', () => {
  it('confirms with the server\'s words and goes back to the list once deleted', async () => {
    const id = await waitingProject('详情删除项目');
    await openDetail(id);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除所选的1个项目吗？删除后不可恢复')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/allProject'));
    expect((await sales.get(`/project/detail?id=${id}`)).statusCode).toBe(404);
    // The confirmation leaves with an animation: gone before the next test looks for dialogs.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses with the server\'s words a project approved since the page was opened, asking nothing', async () => {
    const id = await waitingProject('详情已开始项目');
    await openDetail(id);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const remove = await screen.findByRole('button', { name: '删除' });
    expect((await director.post('/project/examine', { id, action: 'approve' })).statusCode).toBe(200);
    await user.click(remove);
    await screen.findByText('所选项目中有1个已开始或无权删除，不能删除');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await sales.get(`/project/detail?id=${id}`)).statusCode).toBe(200);
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { ProjectDetail, ProjectTemplateView } from '@domain/projects/projects.schemas';
import type { AppStore } from '@/app/store';
import { projectsApi } from '@/features/projects/projects.api';
import AllProjectPage from '@/pages/projects/all-project-page';
import NewProjectPage from '@/pages/projects/new-project-page';
import ProjectDetailPage from '@/pages/projects/project-detail-page';
import { useClientServer } from '@tests/support/client-server';
import { userIdsByName, useSignedIn } from '@tests/support/test-app';

const t = useClientServer();
const [admin, sales] = useSignedIn(t, '13800000001', '13800000005');
const SALES = '13800000005';
let users: Record<string, number>;
let seq = 0;

beforeAll(async () => {
  users = await userIdsByName(admin);
});

const template = async () =>
  (await admin.post('/project/tmpl/save', { name: `权限页面模板${++seq}`, processes: [{ name: '实施', tasks: [{ name: '安装', kind: 'form' }] }] })).json.data as ProjectTemplateView;
/** Only 冯总监 (and administrators) may create from the template now. */
const closeTo冯总监 = async (id: number) =>
  expect((await admin.post('/project/tmpl/personnel', { id, creatorIds: [users['冯总监']], viewerIds: [], editorIds: [] })).statusCode).toBe(200);
/** The screen has read what the caller may do (GET /project/projectUserPower) and the templates. */
const powerRead = (store: AppStore) =>
  waitFor(() => {
    const state = store.getState();
    expect(projectsApi.endpoints.getProjectUserPower.select()(state).isSuccess).toBe(true);
    expect(projectsApi.endpoints.listProjectTemplates.select()(state).isSuccess).toBe(true);
  });

describe('the project screens show their buttons by GET /project/projectUserPower', () => {
  it('offers on 新建项目 only the templates whose personnel permissions let the caller create', async () => {
    const [open, closed] = [await template(), await template()];
    await closeTo冯总监(closed.id);
    await t.open('/newproject', SALES, <NewProjectPage />);
    fireEvent.click(screen.getByRole('combobox', { name: '项目模板' }));
    await screen.findByRole('option', { name: new RegExp(open.name) });
    expect(screen.queryByRole('option', { name: new RegExp(closed.name) })).toBeNull();
  });

  it('shows 复制 on a project while its template lets the caller create, and 服务详情 only with 12001', async () => {
    const source = await template();
    const made = await sales.post('/project/add', { templateId: source.id, name: `可复制项目${seq}` });
    expect(made.statusCode, made.body).toBe(200);
    const { id } = made.json.data as ProjectDetail;
    const detail = <Route path="/allproject/projectdetails/:id" component={ProjectDetailPage} />;
    const first = await t.open(`/allproject/projectdetails/${id}`, SALES, detail);
    await screen.findByRole('button', { name: '复制' });
    expect(screen.queryByRole('button', { name: '服务详情' })).toBeNull();
    first.unmount();

    await closeTo冯总监(source.id);
    const second = await t.open(`/allproject/projectdetails/${id}`, SALES, detail);
    await screen.findByText(`可复制项目${seq}`);
    await powerRead(second.store);
    expect(screen.queryByRole('button', { name: '复制' })).toBeNull();
  });

  it('hides 新建项目 from someone holding 13002 whom no template lets create', async () => {
    const templates = (await admin.get('/project/tmpl/list')).json.data as ProjectTemplateView[];
    for (const { id } of templates) await closeTo冯总监(id);
    const view = await t.open('/allProject', SALES, <AllProjectPage />);
    await powerRead(view.store);
    expect(screen.queryByRole('button', { name: '新建项目' })).toBeNull();
  });
});

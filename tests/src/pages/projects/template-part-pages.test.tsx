import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { ProjectTemplateView } from '@domain/projects/projects.schemas';
import ProcessProjectPage from '@/pages/projects/process-project-page';
import { CreateApprovalSettingPage, ExamineSettingPage, FinishApprovalSettingPage, TaskSettingPage } from '@/pages/projects/template-part-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { userIdsByName, useSignedIn } from '@tests/support/test-app';

const t = useClientServer();
const [admin] = useSignedIn(t, '13800000001');
let users: Record<string, number>;
let seq = 0;

beforeAll(async () => {
  users = await userIdsByName(admin);
});

/** A fresh template with one process, both approvals on, approved by 冯总监. */
async function template(): Promise<ProjectTemplateView> {
  const processes = [{ name: '勘察', tasks: [{ name: '现场勘察', kind: 'form' }] }];
  const res = await admin.post('/project/tmpl/save', { name: `分项设置模板${++seq}`, processes, approverIds: [users['冯总监']] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as ProjectTemplateView;
}
const stored = async (id: number) => (await admin.get(`/project/tmpl/detail?id=${id}`)).json.data as ProjectTemplateView;
const backAtEditor = () => waitFor(() => expect(window.location.pathname).toBe('/projectSet/processProject'));

describe('a template\'s settings, each part on its own page', () => {
  it('are linked from the template editor, one link a part', async () => {
    const { id, name } = await template();
    await t.open(`/projectSet/processProject?id=${id}&templateName=${encodeURIComponent(name)}`, '13800000001', <ProcessProjectPage />);
    const links = within(await screen.findByLabelText('单独设置')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['任务设置', `/projectSet/taskSetting?id=${id}&templateName=${encodeURIComponent(name)}`],
      ['创建审批设置', `/projectSet/CreateApproval/${id}`],
      ['完成审批设置', `/projectSet/FinishApproval/${id}`],
      ['审批设置', `/projectSet/examine/${id}`],
    ]);
  });

  it('/projectSet/CreateApproval/{id} turns creation approval off and keeps the rest of the template', async () => {
    const { id, name } = await template();
    await t.open(`/projectSet/CreateApproval/${id}`, '13800000001', <Route path="/projectSet/CreateApproval/:id" component={CreateApprovalSettingPage} />);
    await screen.findByText(`创建审批设置：${name}`);
    expect(screen.queryByRole('textbox', { name: '第1个流程名称' })).toBeNull();
    const toggle = screen.getByRole('switch', { name: '创建审批' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await backAtEditor();
    expect(await stored(id)).toMatchObject({ createApproval: false, finishApproval: true, approvers: [{ id: users['冯总监'] }], processes: [{ name: '勘察' }] });
  });

  it('/projectSet/FinishApproval/{id} turns finish approval off alone', async () => {
    const { id } = await template();
    await t.open(`/projectSet/FinishApproval/${id}`, '13800000001', <Route path="/projectSet/FinishApproval/:id" component={FinishApprovalSettingPage} />);
    fireEvent.click(await screen.findByRole('switch', { name: '完成审批' }));
    expect(screen.queryByRole('switch', { name: '创建审批' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await backAtEditor();
    expect(await stored(id)).toMatchObject({ createApproval: true, finishApproval: false });
  });

  it('/projectSet/taskSetting?id= edits the processes and their tasks alone', async () => {
    const { id, name } = await template();
    await t.open(`/projectSet/taskSetting?id=${id}&templateName=${encodeURIComponent(name)}`, '13800000001', <TaskSettingPage />);
    const processName = await screen.findByRole('textbox', { name: '第1个流程名称' });
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.change(processName, { target: { value: '方案设计' } });
    fireEvent.click(screen.getByRole('button', { name: '添加任务' }));
    fireEvent.change(screen.getByRole('textbox', { name: '第1个流程第2个任务名称' }), { target: { value: '方案评审' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await backAtEditor();
    const saved = await stored(id);
    expect(saved.processes).toEqual([{ name: '方案设计', tasks: [{ name: '现场勘察', kind: 'form', description: '' }, { name: '方案评审', kind: 'form', description: '' }] }]);
    expect(saved).toMatchObject({ createApproval: true, approvers: [{ id: users['冯总监'] }] });
  });

  it('/projectSet/examine/{id} shows the approvers, and a template not found says so', async () => {
    const { id, name } = await template();
    const view = await t.open(`/projectSet/examine/${id}`, '13800000001', <Route path="/projectSet/examine/:id" component={ExamineSettingPage} />);
    await screen.findByText(`审批设置：${name}`);
    await within(screen.getByRole('combobox', { name: '审批人' })).findByText('冯总监');
    view.unmount();
    t.visit('/projectSet/examine/99999999');
    renderWithStore(<Route path="/projectSet/examine/:id" component={ExamineSettingPage} />);
    await screen.findByText('项目模板不存在');
  });
});

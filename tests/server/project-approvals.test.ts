import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetail, ProjectRow, ProjectTemplateView, TaskApprovalRow } from '@domain/projects/projects.schemas';
import { Client, userIdsByName, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, sales, director, engineer, otherAdmin] = useSignedIn(t, '13800000001', '13800000005', '13800000010', '13800000003', '13800000021');
let users: Record<string, number>;

beforeAll(async () => {
  users = await userIdsByName(admin);
});

const processes = [{ name: '勘察', tasks: [{ name: '现场勘察', kind: 'form' }, { name: '方案审批', kind: 'approval' }] }];
let templateSeq = 0;
const saveTemplate = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin.post('/project/tmpl/save', { name: `审批列表模板${++templateSeq}`, processes, approverIds: [users['冯总监']], ...overrides });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as ProjectTemplateView;
};
const create = async (templateId: number, name: string) => {
  const res = await sales.post('/project/add', { templateId, name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as ProjectDetail;
};
const waiting = async (c: Client) => ((await c.get('/project/examine/list?pageSize=100')).json.data as ProjectRow[]).map((p) => p.name);
const waitingCount = async (c: Client) => (await c.get('/project/examine/count')).json.data as number;
const waitingTasks = async (c: Client) => (await c.get('/project/task/examine/list?pageSize=100')).json.data as TaskApprovalRow[];
const tasksOf = (p: ProjectDetail) => p.processes.flatMap((pr) => pr.tasks);

describe('project approvals waiting for the caller (/project/examine/list, /count)', () => {
  it('lists the creations and finishes its approver decides, and drops each once decided', async () => {
    const template = await saveTemplate();
    const project = await create(template.id, '审批列表项目甲');
    const before = await waitingCount(director);
    expect(await waiting(director)).toContain('审批列表项目甲');
    // Neither the creator nor an administrator of a project naming an approver sees it waiting.
    expect(await waiting(sales)).not.toContain('审批列表项目甲');
    expect(await waiting(admin)).not.toContain('审批列表项目甲');
    expect(await waiting(otherAdmin)).not.toContain('审批列表项目甲');

    expect((await director.post('/project/examine', { id: project.id, action: 'approve' })).statusCode).toBe(200);
    expect(await waiting(director)).not.toContain('审批列表项目甲');
    expect(await waitingCount(director)).toBe(before - 1);

    // Its finish waits for the same approver.
    for (const task of tasksOf(project)) await sales.post('/project/task/disable', { id: task.id, disabled: true });
    expect((await sales.post('/project/finish', { id: project.id })).statusCode).toBe(200);
    const [row] = ((await director.get('/project/examine/list?pageSize=100')).json.data as ProjectRow[]).filter((p) => p.id === project.id);
    expect(row).toMatchObject({ phase: 'awaitingFinish', createUserName: '钱销售' });
  });

  it('leaves a project naming no approver to the administrators', async () => {
    const template = await saveTemplate({ approverIds: [] });
    await create(template.id, '管理员审批的项目');
    expect(await waiting(admin)).toContain('管理员审批的项目');
    expect(await waiting(director)).not.toContain('管理员审批的项目');
  });

  it('lets only one of two approvers deciding at once win', async () => {
    const template = await saveTemplate({ approverIds: [users['冯总监'], users['王管理']] });
    const project = await create(template.id, '两人审批的项目');
    expect(await waiting(admin)).toContain('两人审批的项目');
    const results = await Promise.all([
      director.post('/project/examine', { id: project.id, action: 'approve' }),
      admin.post('/project/examine', { id: project.id, action: 'reject', reason: '不同意' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const phase = ((await sales.get(`/project/detail?id=${project.id}`)).json.data as ProjectDetail).phase;
    expect(phase).toBe(results[0].statusCode === 200 ? 'inProgress' : 'creationRejected');
    expect(await waiting(director)).not.toContain('两人审批的项目');
    expect(await waiting(admin)).not.toContain('两人审批的项目');
  });

  it('refuses bad paging with a 400', async () => {
    for (const path of ['/project/examine/list?pageSize=7', '/project/examine/list?pageIndex=-1', '/project/task/examine/list?pageIndex=abc']) {
      expect((await director.get(path)).statusCode, path).toBe(400);
    }
  });
});

describe('task approvals waiting for the caller (/project/task/examine/list, /count)', () => {
  it('lists approval tasks in approval with what was done, and drops each once decided', async () => {
    const template = await saveTemplate();
    const project = await create(template.id, '进度审批项目');
    await director.post('/project/examine', { id: project.id, action: 'approve' });
    const approval = tasksOf(project)[1];
    await sales.post('/project/task/assign', { id: approval.id, personId: users['张师傅'] });
    expect((await waitingTasks(director)).map((r) => r.id)).not.toContain(approval.id);
    expect((await engineer.post('/project/task/finish', { id: approval.id, note: '方案已出' })).statusCode).toBe(200);

    const before = (await director.get('/project/task/examine/count')).json.data as number;
    expect((await waitingTasks(director)).find((r) => r.id === approval.id)).toEqual({
      id: approval.id,
      name: '方案审批',
      description: '',
      processName: '勘察',
      person: { id: users['张师傅'], name: '张师傅' },
      note: '方案已出',
      projectId: project.id,
      projectNo: project.projectNo,
      projectName: '进度审批项目',
    });
    for (const c of [sales, engineer, admin, otherAdmin]) expect((await waitingTasks(c)).map((r) => r.id)).not.toContain(approval.id);
    // Another enterprise's approver cannot decide it: 404, and it still waits.
    expect((await otherAdmin.post('/project/task/examine', { id: approval.id, action: 'approve' })).statusCode).toBe(404);
    expect((await waitingTasks(director)).map((r) => r.id)).toContain(approval.id);

    const results = await Promise.all([
      director.post('/project/task/examine', { id: approval.id, action: 'approve' }),
      director.post('/project/task/examine', { id: approval.id, action: 'reject', reason: '重做' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await waitingTasks(director)).map((r) => r.id)).not.toContain(approval.id);
    expect((await director.get('/project/task/examine/count')).json.data).toBe(before - 1);
  });
});

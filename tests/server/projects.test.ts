import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetail, ProjectRow, ProjectTemplateView } from '@domain/projects/projects.schemas';
import { ProjectRecipient, Trigger } from '@domain/notifications/triggers';
import { jobs, notices, projectTaskHolders, projects as projectTable, projectTasks } from '@server/db/schema';
import type { DispatchPayload } from '@server/modules/notifications/notification-engine';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { cookieOf, downloadedBytes, downloadedRows, finishedDownload } from '@tests/support/sheet-fixtures';
import { Client, userIdsByName, useSignedIn, useTestApp } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

const t = useTestApp();
const [admin, sales, director, engineer, dispatcher, otherAdmin] = useSignedIn(t, '13800000001', '13800000005', '13800000010', '13800000003', '13800000002', '13800000021');
let users: Record<string, number>;

beforeAll(async () => {
  users = await userIdsByName(admin);
});

const processes = [
  { name: '勘察', tasks: [{ name: '现场勘察', kind: 'form' }, { name: '方案审批', kind: 'approval' }] },
  { name: '实施', tasks: [{ name: '安装', kind: 'form', description: '按图纸安装' }] },
];
let templateSeq = 0;
const saveTemplate = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin.post('/project/tmpl/save', { name: `测试模板${++templateSeq}`, processes, approverIds: [users['冯总监']], ...overrides });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as ProjectTemplateView;
};
const create = (c: Client, templateId: number, overrides: Record<string, unknown> = {}) =>
  c.post('/project/add', { templateId, name: '华南工厂改造', startDate: '2026-03-01', endDate: '2026-04-30', description: '三期改造', ...overrides });
const detail = async (c: Client, id: number) => (await c.get(`/project/detail?id=${id}`)).json.data as ProjectDetail;
const tasksOf = (p: ProjectDetail) => p.processes.flatMap((pr) => pr.tasks);
const stored = (id: number) => t.app.db.system.select().from(projectTable).where(eq(projectTable.id, id)).then(([r]) => r);

/** A project of a fresh template, created by 钱销售 and approved by 冯总监, its tasks given to 张师傅. */
async function runningProject(templateOverrides: Record<string, unknown> = {}) {
  const template = await saveTemplate(templateOverrides);
  const created = (await create(sales, template.id)).json.data as ProjectDetail;
  const approved = await director.post('/project/examine', { id: created.id, action: 'approve' });
  expect(approved.statusCode, approved.body).toBe(200);
  for (const task of tasksOf(created)) expect((await sales.post('/project/task/assign', { id: task.id, personId: users['张师傅'] })).statusCode).toBe(200);
  return detail(sales, created.id);
}

describe('project templates (/project/tmpl/...)', () => {
  it('saves ordered processes with their tasks and approvals, lists and reads them', async () => {
    const saved = await saveTemplate({ name: '厂房改造模板', finishApproval: false });
    expect(saved).toMatchObject({
      name: '厂房改造模板',
      createApproval: true,
      finishApproval: false,
      approvers: [{ id: users['冯总监'], name: '冯总监' }],
      taskCount: 3,
      processes: [
        { name: '勘察', tasks: [{ name: '现场勘察', kind: 'form', description: '' }, { name: '方案审批', kind: 'approval' }] },
        { name: '实施', tasks: [{ name: '安装', kind: 'form', description: '按图纸安装' }] },
      ],
    });
    const list = (await sales.get('/project/tmpl/list')).json.data as ProjectTemplateView[];
    expect(list.map((x) => x.name)).toContain('厂房改造模板');
    expect((await sales.get(`/project/tmpl/detail?id=${saved.id}`)).json.data.name).toBe('厂房改造模板');
    const renamed = await admin.post('/project/tmpl/save', { id: saved.id, name: '厂房改造模板二', processes });
    expect(renamed.json.data).toMatchObject({ id: saved.id, name: '厂房改造模板二', finishApproval: true });
  });

  it('refuses bad templates with a 400 naming the field, and changes nothing', async () => {
    const before = ((await admin.get('/project/tmpl/list')).json.data as unknown[]).length;
    for (const [body, message] of [
      [{ name: '', processes }, 'name: 请输入模板名称'],
      [{ name: '空模板', processes: [] }, 'processes: 至少一个流程'],
      [{ name: '空流程', processes: [{ name: '勘察', tasks: [] }] }, 'processes.0.tasks: 每个流程至少一个任务'],
      [{ name: '错类型', processes: [{ name: '勘察', tasks: [{ name: 'x', kind: 'call' }] }] }, 'processes.0.tasks.0.kind: 任务类型只能是 form 填写表单、approval 审批、order 服务工单'],
      [{ name: 'x'.repeat(51), processes }, 'name: 模板名称最多50个字'],
      [{ name: '负数审批人', processes, approverIds: [-1] }, 'approverIds.0: 审批人 须为正整数'],
    ] as const) {
      const res = await admin.post('/project/tmpl/save', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const foreign = await admin.post('/project/tmpl/save', { name: '外企审批人', processes, approverIds: [users['王管理'] + 100000] });
    expect(foreign.statusCode).toBe(404);
    const taken = await admin.post('/project/tmpl/save', { name: '设备安装项目', processes });
    expect(taken).toMatchObject({ statusCode: 409, json: { message: '项目模板名称已存在' } });
    expect(((await admin.get('/project/tmpl/list')).json.data as unknown[]).length).toBe(before);
  });

  it('lets only administrators write templates, and hides other enterprises\' templates', async () => {
    const template = await saveTemplate();
    expect((await sales.post('/project/tmpl/save', { name: '销售模板', processes })).statusCode).toBe(403);
    expect((await sales.delete(`/project/tmpl/delete?id=${template.id}`)).statusCode).toBe(403);
    expect((await otherAdmin.get(`/project/tmpl/detail?id=${template.id}`)).statusCode).toBe(404);
    expect((await otherAdmin.delete(`/project/tmpl/delete?id=${template.id}`)).statusCode).toBe(404);
    expect((await otherAdmin.post('/project/tmpl/save', { id: template.id, name: '改名', processes })).statusCode).toBe(404);
    expect((await admin.delete(`/project/tmpl/delete?id=${template.id}`)).json).toMatchObject({ success: true, message: '删除成功' });
    expect((await admin.get(`/project/tmpl/detail?id=${template.id}`)).statusCode).toBe(404);
  });
});

describe('one part of a template\'s settings (/project/tmpl/setting)', () => {
  it('saves only the part sent, so the pages of two parts saved one after the other both keep theirs', async () => {
    const template = await saveTemplate();
    const off = await admin.post('/project/tmpl/setting', { id: template.id, createApproval: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await admin.post('/project/tmpl/setting', { id: template.id, approverIds: [users['钱销售']] })).statusCode).toBe(200);
    const tasks = [{ name: '验收', tasks: [{ name: '现场验收', kind: 'order' }] }];
    expect((await admin.post('/project/tmpl/setting', { id: template.id, processes: tasks, finishApproval: false })).statusCode).toBe(200);
    expect((await admin.get(`/project/tmpl/detail?id=${template.id}`)).json.data).toMatchObject({
      name: template.name,
      createApproval: false,
      finishApproval: false,
      approvers: [{ id: users['钱销售'], name: '钱销售' }],
      processes: [{ name: '验收', tasks: [{ name: '现场验收', kind: 'order', description: '' }] }],
    });
  });

  it('refuses bad parts (400), other roles (403), unknown people and other enterprises\' templates (404), changing nothing', async () => {
    const template = await saveTemplate();
    for (const [body, message] of [
      [{ id: template.id }, '请提交要保存的设置（processes、createApproval、finishApproval 或 approverIds）'],
      [{ id: template.id, createApproval: 'yes' }, 'createApproval: createApproval 须为是或否'],
      [{ id: template.id, processes: [] }, 'processes: 至少一个流程'],
      [{ id: template.id, approverIds: [-1] }, 'approverIds.0: 审批人 须为正整数'],
      [{ id: -1, finishApproval: false }, 'id: id 须为正整数'],
    ] as const) {
      const res = await admin.post('/project/tmpl/setting', body);
      expect([res.statusCode, res.json.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect((await admin.post('/project/tmpl/setting', { id: template.id, createApproval: false, approverIds: [users['王管理'] + 100000] })).statusCode).toBe(404);
    expect((await sales.post('/project/tmpl/setting', { id: template.id, createApproval: false })).statusCode).toBe(403);
    expect((await otherAdmin.post('/project/tmpl/setting', { id: template.id, createApproval: false })).statusCode).toBe(404);
    expect((await admin.get(`/project/tmpl/detail?id=${template.id}`)).json.data).toMatchObject({ createApproval: true, approvers: [{ id: users['冯总监'] }] });
  });
});

describe('creating a project (/project/add, permission 13002)', () => {
  it('makes the template\'s processes its tasks, numbered, waiting for creation approval; the approver hears of it', async () => {
    const template = await saveTemplate();
    const res = await create(sales, template.id);
    expect(res.statusCode, res.body).toBe(200);
    const project = res.json.data as ProjectDetail;
    expect(project).toMatchObject({
      name: '华南工厂改造',
      templateName: template.name,
      projectState: 0,
      phase: 'awaitingCreation',
      createUserName: '钱销售',
      progressSpeed: '0%',
      startDate: '2026-03-01',
      endDate: '2026-04-30',
      description: '三期改造',
      operations: ['delete'],
      processes: [
        { name: '勘察', tasks: [{ name: '现场勘察', kind: 'form', state: 0, operations: [] }, { name: '方案审批', kind: 'approval', state: 0 }] },
        { name: '实施', tasks: [{ name: '安装', state: 0 }] },
      ],
    });
    expect(project.projectNo).toMatch(/^XM\d{8}\d{3}$/);
    expect((await detail(director, project.id)).operations).toEqual(['approve', 'reject']);
    // Told through the notification engine's dispatch job.
    await waitUntil(
      () => t.app.db.system.select().from(notices).where(eq(notices.userId, users['冯总监'])),
      (told) => told.some((n) => n.title === '项目待审批' && n.content === `${project.projectNo} ${project.name}`),
    );
  });

  it('starts in progress when the template asks no creation approval', async () => {
    const template = await saveTemplate({ createApproval: false });
    expect((await create(sales, template.id)).json.data).toMatchObject({ projectState: 1, phase: 'inProgress' });
  });

  it('refuses a caller without permission 13002 (403) and writes nothing', async () => {
    const template = await saveTemplate();
    const res = await create(dispatcher, template.id, { name: '派单员的项目' });
    expect(res.statusCode).toBe(403);
    const rows = await t.app.db.system.select().from(projectTable).where(eq(projectTable.name, '派单员的项目'));
    expect(rows).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, and another enterprise\'s template with a 404', async () => {
    const template = await saveTemplate();
    for (const [overrides, message] of [
      [{ templateId: undefined }, 'templateId: 请选择项目模板'],
      [{ templateId: -3 }, 'templateId: templateId 须为正整数'],
      [{ templateId: 2 ** 60 }, 'templateId: templateId 须为正整数'],
      [{ name: '' }, 'name: 请输入项目名称'],
      [{ name: 'x'.repeat(101) }, 'name: 项目名称最多100个字'],
      [{ startDate: '2026-02-30' }, 'startDate: 日期不存在'],
      [{ endDate: '2026-02-01' }, 'endDate: 结束时间不能早于开始时间'],
      [{ description: 'x'.repeat(1001) }, 'description: 任务描述最多1000个字'],
    ] as const) {
      const res = await create(sales, template.id, overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const nul = await create(sales, template.id, { name: '项目\u0000名' });
    expect(nul.statusCode).toBe(400);
    const foreignTemplate = (await otherAdmin.post('/project/tmpl/save', { name: '别家模板', processes })).json.data as ProjectTemplateView;
    expect(await create(sales, foreignTemplate.id)).toMatchObject({ statusCode: 404, json: { message: 'templateId: 项目模板不存在' } });
  });
});

describe('the project lifecycle', () => {
  it('goes from creation approval through its tasks to finish approval and completed, the progress following', async () => {
    const project = await runningProject();
    expect(project).toMatchObject({ phase: 'inProgress', projectState: 1, operations: ['edit'] });
    const [survey, approval, install] = tasksOf(project);
    expect(survey.person).toEqual({ id: users['张师傅'], name: '张师傅' });

    // The engineer finishes his tasks; the approval task waits for the approver.
    let now = (await engineer.post('/project/task/finish', { id: survey.id, note: '已勘察' })).json.data as ProjectDetail;
    expect(now.progressSpeed).toBe('33%');
    now = (await engineer.post('/project/task/finish', { id: approval.id })).json.data as ProjectDetail;
    expect(tasksOf(now)[1]).toMatchObject({ state: 3, operations: [] });
    expect(tasksOf(await detail(director, project.id))[1].operations).toEqual(['approve', 'reject']);
    now = (await director.post('/project/task/examine', { id: approval.id, action: 'approve' })).json.data as ProjectDetail;
    expect(tasksOf(now)[1]).toMatchObject({ state: 1, finishedBy: { name: '冯总监' } });
    expect(now.progressSpeed).toBe('66%');

    // Finishing the project before every task is done is refused.
    expect(await sales.post('/project/finish', { id: project.id })).toMatchObject({ statusCode: 409, json: { message: '还有未完成的任务，不能完成项目' } });
    now = (await engineer.post('/project/task/finish', { id: install.id })).json.data as ProjectDetail;
    expect(now.progressSpeed).toBe('100%');
    expect((await detail(sales, project.id)).operations).toEqual(['edit', 'finish']);

    now = (await sales.post('/project/finish', { id: project.id })).json.data as ProjectDetail;
    expect(now).toMatchObject({ phase: 'awaitingFinish', projectState: 1, operations: [] });
    now = (await director.post('/project/examine', { id: project.id, action: 'approve' })).json.data as ProjectDetail;
    expect(now).toMatchObject({ phase: 'completed', projectState: 2, progressSpeed: '100%' });
    expect(now.finishTime).not.toBeNull();
    expect((await detail(sales, project.id)).operations).toEqual([]);
  });

  it('completes at once when the template asks no finish approval', async () => {
    const project = await runningProject({ finishApproval: false });
    for (const task of tasksOf(project)) await sales.post('/project/task/disable', { id: task.id, disabled: true });
    expect((await detail(sales, project.id)).progressSpeed).toBe('100%');
    expect((await sales.post('/project/finish', { id: project.id })).json.data).toMatchObject({ phase: 'completed', projectState: 2 });
  });

  it('sends a refused creation back to its creator, who edits and submits it again', async () => {
    const template = await saveTemplate();
    const project = (await create(sales, template.id)).json.data as ProjectDetail;
    expect((await director.post('/project/examine', { id: project.id, action: 'reject' })).json.message).toBe('reason: 请填写驳回原因');
    const rejected = (await director.post('/project/examine', { id: project.id, action: 'reject', reason: '预算不足' })).json.data as ProjectDetail;
    expect(rejected).toMatchObject({ phase: 'creationRejected', projectState: 0, rejectReason: '预算不足' });
    expect((await detail(sales, project.id)).operations).toEqual(['edit', 'submit', 'delete']);
    expect((await sales.post('/project/save', { id: project.id, name: '华南工厂改造（调整）' })).json.data.name).toBe('华南工厂改造（调整）');
    expect((await sales.post('/project/submit', { id: project.id })).json.data).toMatchObject({ phase: 'awaitingCreation', rejectReason: '' });
  });

  it('refuses an edit while an approval waits (409) and changes nothing', async () => {
    const template = await saveTemplate();
    const project = (await create(sales, template.id)).json.data as ProjectDetail;
    const res = await sales.post('/project/save', { id: project.id, name: '审批中改名' });
    expect(res).toMatchObject({ statusCode: 409, json: { success: false, message: '项目待审批，不能修改' } });
    expect((await stored(project.id)).name).toBe('华南工厂改造');
  });

  it('refuses a task finished twice (409), keeping the first finish', async () => {
    const project = await runningProject();
    const [survey] = tasksOf(project);
    expect((await engineer.post('/project/task/finish', { id: survey.id, note: '第一次' })).statusCode).toBe(200);
    const again = await engineer.post('/project/task/finish', { id: survey.id, note: '第二次' });
    expect(again).toMatchObject({ statusCode: 409, json: { message: '任务已完成，不能完成' } });
    const [task] = await t.app.db.system.select().from(projectTasks).where(eq(projectTasks.id, survey.id));
    expect(task.note).toBe('第一次');
    expect((await stored(project.id)).finishedTasks).toBe(1);
  });

  it('lets only one of two people finishing the same task at once win', async () => {
    const project = await runningProject();
    const [survey] = tasksOf(project);
    const results = await Promise.all([engineer.post('/project/task/finish', { id: survey.id }), sales.post('/project/task/finish', { id: survey.id })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await stored(project.id)).finishedTasks).toBe(1);
  });

  it('refuses tasks of a project not yet approved, people outside the task, and unknown assignees', async () => {
    const template = await saveTemplate();
    const waiting = (await create(sales, template.id)).json.data as ProjectDetail;
    expect(await sales.post('/project/task/finish', { id: tasksOf(waiting)[0].id })).toMatchObject({ statusCode: 409, json: { message: '项目不在进行中，不能操作任务' } });
    const project = await runningProject();
    const [survey] = tasksOf(project);
    expect((await director.post('/project/task/finish', { id: survey.id })).statusCode).toBe(403);
    expect((await engineer.post('/project/task/assign', { id: survey.id, personId: users['张师傅'] })).statusCode).toBe(403);
    expect((await sales.post('/project/task/assign', { id: survey.id, personId: 99999999 })).statusCode).toBe(404);
    expect((await sales.post('/project/task/assign', { id: survey.id, personId: users['张师傅'], coordinatorIds: [users['李派单']] })).statusCode).toBe(200);
    // A coordination user sees the project and may finish the task.
    expect((await dispatcher.get(`/project/detail?id=${project.id}`)).statusCode).toBe(200);
    expect((await dispatcher.post('/project/task/finish', { id: survey.id })).statusCode).toBe(200);
  });

  it('refuses the creator approving and strangers deciding; deletes only projects that never started', async () => {
    const template = await saveTemplate();
    const project = (await create(sales, template.id)).json.data as ProjectDetail;
    expect((await sales.post('/project/examine', { id: project.id, action: 'approve' })).statusCode).toBe(403);
    expect((await admin.post('/project/examine', { id: project.id, action: 'approve' })).json.message).toBe('您不是该项目的审批人');
    const running = await runningProject();
    expect((await sales.delete(`/project/delete?ids=${running.id}`)).statusCode).toBe(409);
    expect((await sales.delete('/project/delete?ids=')).json.message).toBe('请选择需要删除的行');
    expect((await sales.delete(`/project/delete?ids=${project.id}`)).json).toMatchObject({ success: true, message: '删除成功' });
    expect((await sales.get(`/project/detail?id=${project.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another enterprise\'s projects and tasks, and changes nothing', async () => {
    const project = await runningProject();
    const [survey] = tasksOf(project);
    for (const res of [
      await otherAdmin.get(`/project/detail?id=${project.id}`),
      await otherAdmin.post('/project/save', { id: project.id, name: '别家改名' }),
      await otherAdmin.post('/project/finish', { id: project.id }),
      await otherAdmin.post('/project/examine', { id: project.id, action: 'approve' }),
      await otherAdmin.post('/project/submit', { id: project.id }),
      await otherAdmin.delete(`/project/delete?ids=${project.id}`),
      await otherAdmin.post('/project/task/finish', { id: survey.id }),
      await otherAdmin.post('/project/task/assign', { id: survey.id, personId: null }),
      await otherAdmin.post('/project/task/examine', { id: survey.id, action: 'approve' }),
      await otherAdmin.post('/project/task/disable', { id: survey.id, disabled: true }),
    ]) expect(res.statusCode, res.body).toBe(404);
    expect((await stored(project.id)).name).toBe('华南工厂改造');
    expect((await otherAdmin.get('/project/list')).json.data.map((p: ProjectRow) => p.id)).not.toContain(project.id);
  });

  it('refuses bad ids and actions with a 400', async () => {
    for (const [path, body] of [
      ['/project/finish', { id: 0 }],
      ['/project/finish', { id: 'x' }],
      ['/project/examine', { id: 1, action: 'maybe' }],
      ['/project/task/finish', { id: -1 }],
      ['/project/task/finish', { id: 1, note: 'x'.repeat(1001) }],
      ['/project/task/disable', { id: 1 }],
      ['/project/task/assign', { id: 1, coordinatorIds: 'a' }],
    ] as const) expect((await sales.post(path, body)).statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
    expect((await sales.get('/project/detail?id=abc')).statusCode).toBe(400);
  });
});

describe('the all-projects list (/project/list, /project/count, /project/export)', () => {
  it('filters by keyword, state (-1 all) and template, sorts, pages, and counts alike', async () => {
    const template = await saveTemplate();
    const names = ['列表项目甲', '列表项目乙', '列表项目丙'];
    for (const name of names) await create(sales, template.id, { name });
    const list = async (query: string) => ((await admin.get(`/project/list?${query}`)).json.data as ProjectRow[]).map((p) => p.name);
    const count = async (query: string) => (await admin.get(`/project/count?${query}`)).json.data as number;
    expect(await list(`keyword=列表项目&templateId=${template.id}`)).toEqual(['列表项目丙', '列表项目乙', '列表项目甲']);
    expect(await list(`keyword=列表项目&sortType=2`)).toEqual(names);
    expect(await list(`keyword=列表项目&pageSize=10&pageIndex=1`)).toEqual([]);
    expect(await count(`keyword=列表项目&projectState=-1`)).toBe(3);
    expect(await count(`keyword=列表项目&projectState=0`)).toBe(3);
    expect(await count(`keyword=列表项目&projectState=1`)).toBe(0);
    expect(await count('keyword=%25')).toBe(0);
    const [row] = (await admin.get(`/project/list?keyword=列表项目甲`)).json.data as ProjectRow[];
    expect(row).toMatchObject({ templateName: template.name, projectState: 0, createUserName: '钱销售', progressSpeed: '0%', finishTime: null });
    // The demo's projects: one in progress at 50 %, one completed.
    expect(((await admin.get('/project/list?keyword=华东大厦')).json.data as ProjectRow[])[0]).toMatchObject({ projectState: 1, progressSpeed: '50%' });
    expect(await count('projectState=2')).toBeGreaterThanOrEqual(1);
  });

  it('shows the others only the projects they take part in', async () => {
    const seen = ((await engineer.get('/project/list?pageSize=100')).json.data as ProjectRow[]).map((p) => p.name);
    expect(seen).toContain('华东大厦空调安装');
    const template = await saveTemplate();
    await create(sales, template.id, { name: '张师傅不在的项目' });
    expect(((await engineer.get('/project/list?keyword=张师傅不在')).json.data as ProjectRow[])).toEqual([]);
    expect(((await admin.get('/project/list?keyword=张师傅不在')).json.data as ProjectRow[])).toHaveLength(1);
  });

  it('follows the tasks: given a task, one sees the project; its task given to another, one no longer does', async () => {
    const project = await runningProject();
    // Its number names it alone, so the list and the count answer for this project only.
    const seen = async (c: Client) => [
      ((await c.get(`/project/list?projectNo=${project.projectNo}`)).json.data as ProjectRow[]).length,
      (await c.get(`/project/count?projectNo=${project.projectNo}`)).json.data as number,
      (await c.get(`/project/detail?id=${project.id}`)).statusCode,
    ];
    const [first, ...rest] = tasksOf(project);
    // Every task but one back to nobody: 张师傅 still sees it through the one he holds, 李派单 does not.
    for (const task of rest) expect((await sales.post('/project/task/assign', { id: task.id, personId: null })).statusCode).toBe(200);
    expect(await seen(engineer)).toEqual([1, 1, 200]);
    expect(await seen(dispatcher)).toEqual([0, 0, 404]);
    // That task moved to 李派单, with 张师傅 as its coordination user: both see it.
    expect((await sales.post('/project/task/assign', { id: first.id, personId: users['李派单'], coordinatorIds: [users['张师傅']] })).statusCode).toBe(200);
    expect(await seen(dispatcher)).toEqual([1, 1, 200]);
    expect(await seen(engineer)).toEqual([1, 1, 200]);
    // Taken from 张师傅 altogether: he sees it no more.
    expect((await sales.post('/project/task/assign', { id: first.id, personId: users['李派单'] })).statusCode).toBe(200);
    expect(await seen(engineer)).toEqual([0, 0, 404]);
    expect(await seen(dispatcher)).toEqual([1, 1, 200]);
    // The holders' table keeps just the one task's person.
    const holders = await t.app.db.system.select().from(projectTaskHolders).where(eq(projectTaskHolders.projectId, project.id));
    expect(holders.map((h) => [h.userId, h.tasks])).toEqual([[users['李派单'], 1]]);
  });

  it('refuses bad filters and page sizes with a 400', async () => {
    for (const query of ['projectState=3', 'projectState=abc', 'pageSize=7', 'pageIndex=-1', 'sortType=9', 'startCreateTime=2026-13-01', `keyword=${'x'.repeat(51)}`, 'templateId=-1']) {
      const res = await admin.get(`/project/list?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('exports the filtered list through the download centre as 全部项目数据 plus the date, with number and date cells', async () => {
    const started = await admin.post('/project/export', { keyword: '华东大厦', projectState: -1 });
    expect(started.statusCode, started.body).toBe(200);
    const item = await finishedDownload(admin, started.json.data.id);
    expect(item.name).toMatch(/^全部项目数据\d{14}$/);
    const rows = await downloadedRows(t, cookieOf(admin), item);
    expect(rows[0]).toEqual(['项目编号', '项目名称', '项目模板', '项目状态', '进度(%)', '创建人', '创建时间', '完成时间']);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(1, 6)).toEqual(['华东大厦空调安装', '设备安装项目', '进行中', 50, '钱销售']);
    expect(rows[1][6]).toBeInstanceOf(Date);
    expect((await admin.post('/project/export', { keyword: '没有这个项目' })).json.message).toBe('导出数据不能为空');
  });
  it('exports the list as CSV into the download centre, which lists the file under 全部项目数据 plus the date', async () => {
    const started = await engineer.post('/project/export', { format: 'csv', keyword: '华东大厦' });
    expect(started.statusCode, started.body).toBe(200);
    const item = await finishedDownload(engineer, started.json.data.id);
    expect(item).toMatchObject({ process_state: 2, name: expect.stringMatching(/^全部项目数据\d{14}$/) });
    expect(((await engineer.get('/fileDownloadCenter/list')).json.data as { id: number }[]).map((i) => i.id)).toContain(item.id);
    const bytes = await downloadedBytes(t, cookieOf(engineer), item);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('项目编号,项目名称,项目模板,项目状态,进度(%),创建人,创建时间,完成时间');
    expect(lines).toHaveLength(2);
    expect(lines[1].split(',').slice(1, 6)).toEqual(['华东大厦空调安装', '设备安装项目', '进行中', '50', '钱销售']);
    expect(lines[1].split(',')[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await engineer.post('/project/export', { format: 'pdf' })).statusCode).toBe(400);
  });
});

describe('service-order tasks', () => {
  it('make one order each, refuse a hand finish, and finish when the order completes', async () => {
    const setting = await sampleOrderSetting(t.app, { name: '项目工单客户', phone: '13900000301' });
    const project = await runningProject({ processes: [{ name: '上门服务', tasks: [{ name: '安装工单', kind: 'order' }, { name: '回访记录', kind: 'form' }] }] });
    const [orderTask, formTask] = tasksOf(project);
    expect(orderTask.operations).toEqual(['assign', 'disable', 'createOrder']);
    expect(formTask.operations).not.toContain('createOrder');
    expect(await sales.post('/project/task/finish', { id: orderTask.id })).toMatchObject({ statusCode: 409, json: { message: '服务工单任务在其工单完成时自动完成' } });

    const body = (taskId: number) => ({ templateId: setting.defaultType, customerId: setting.customerId, title: '项目安装', serviceItemId: setting.aircon, appointmentTime: '2030-06-01 14:00', description: '机房空调安装', origin: { projectTaskId: taskId } });
    // Only an order task gives an order, and only one; a form task's id makes no order at all.
    expect(await sales.post('/v2/order/add', body(formTask.id))).toMatchObject({ statusCode: 409, json: { message: '只有服务工单任务可以创建工单' } });
    expect((await otherAdmin.post('/v2/order/add', body(orderTask.id))).statusCode).not.toBe(200);
    const made = await sales.post('/v2/order/add', body(orderTask.id));
    expect(made.statusCode, made.body).toBe(200);
    const orderId = made.json.data.id as number;
    expect(tasksOf(await detail(sales, project.id))[0]).toMatchObject({ orderId, state: 0 });
    expect(await sales.post('/v2/order/add', body(orderTask.id))).toMatchObject({ statusCode: 409, json: { message: '该任务已创建工单' } });

    // The order goes its way; its completion finishes the task.
    await dispatcher.post('/worker/batchDesignate', { ids: [orderId], ownerId: users['张师傅'] });
    expect((await engineer.post('/order/accept', { id: orderId })).statusCode).toBe(200);
    expect((await engineer.post('/order/startService', { id: orderId })).statusCode).toBe(200);
    const completed = await engineer.post('/order/serviceComplete', { id: orderId });
    expect(completed.statusCode, completed.body).toBe(200);
    const after = await detail(sales, project.id);
    expect(tasksOf(after)[0]).toMatchObject({ state: 1, note: expect.stringMatching(/^工单.+已完成$/) });
    expect(after.progressSpeed).toBe('50%');
  });
});

describe('copying a project (/project/copy, permission 13002)', () => {
  it('makes a new project of its processes, tasks and people, every task unfinished, with its own fields', async () => {
    const source = await runningProject();
    await engineer.post('/project/task/finish', { id: tasksOf(source)[0].id });
    const res = await sales.post('/project/copy', { id: source.id, name: '华南工厂改造二期', startDate: '2026-06-01' });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json.data as ProjectDetail;
    expect(copy).toMatchObject({ name: '华南工厂改造二期', templateName: source.templateName, phase: 'awaitingCreation', progressSpeed: '0%', startDate: '2026-06-01', endDate: null });
    expect(copy.projectNo).not.toBe(source.projectNo);
    expect(copy.processes.map((p) => p.name)).toEqual(source.processes.map((p) => p.name));
    expect(tasksOf(copy).map((t) => [t.name, t.kind, t.state, t.person?.name])).toEqual(tasksOf(source).map((t) => [t.name, t.kind, 0, '张师傅']));
    expect(tasksOf(await detail(sales, source.id))[0].state).toBe(1);
  });

  it('refuses without 13002 (403), another enterprise\'s project (404) and bad fields (400)', async () => {
    const source = await runningProject();
    expect((await dispatcher.post('/project/copy', { id: source.id, name: '复制' })).statusCode).toBe(403);
    expect((await otherAdmin.post('/project/copy', { id: source.id, name: '复制' })).statusCode).toBe(404);
    expect((await sales.post('/project/copy', { id: source.id, name: '' })).json.message).toBe('name: 请输入项目名称');
  });
});

describe('the list by creation day', () => {
  it('reads the search form\'s days on China time', async () => {
    const template = await saveTemplate();
    const made = (await create(sales, template.id, { name: '按日期找的项目' })).json.data as ProjectDetail;
    // Stored at 2026-03-01 23:30 China time (15:30 UTC): inside 3月1日, not 3月2日.
    await t.app.db.system.update(projectTable).set({ createdAt: new Date('2026-03-01T15:30:00Z') }).where(eq(projectTable.id, made.id));
    const count = async (query: string) => (await admin.get(`/project/count?keyword=按日期找&${query}`)).json.data as number;
    expect(await count('startCreateTime=2026-03-01&endCreateTime=2026-03-01')).toBe(1);
    expect(await count('startCreateTime=2026-03-02')).toBe(0);
    expect(await count('endCreateTime=2026-02-28')).toBe(0);
  });
});

describe('project moments through the notification engine', () => {
  const dispatches = async (trigger: string, projectNo: string) =>
    (await t.app.db.system.select().from(jobs).where(eq(jobs.kind, 'notify.dispatch')))
      .map((j) => j.payload as DispatchPayload)
      .filter((p) => p.trigger === trigger && JSON.stringify(p.messages).includes(projectNo));

  it('follows the notice settings: 项目创建后 set tells the approvers, 项目审批申请 turned off tells no one', async () => {
    const created = await admin.post('/notification/rule/save', { trigger: Trigger.projectCreated, recipients: [ProjectRecipient.approver], channel: 'notice', template: '新项目{{项目编号}} {{项目名称}}已创建。', enabled: true });
    const off = await admin.post('/notification/rule/save', { trigger: Trigger.projectApprovalRequested, recipients: [ProjectRecipient.approver], channel: 'notice', template: '{{项目编号}} {{项目名称}}', enabled: false });
    expect([created.statusCode, off.statusCode]).toEqual([200, 200]);

    const open = (await create(sales, (await saveTemplate({ createApproval: false })).id, { name: '免审批项目' })).json.data as ProjectDetail;
    const told = await waitUntil(
      () => t.app.db.system.select().from(notices).where(eq(notices.title, '新项目')),
      (rows) => rows.some((n) => n.content.includes(open.projectNo)),
    );
    expect(told.filter((n) => n.content.includes(open.projectNo)).map((n) => [n.userId, n.content])).toEqual([[users['冯总监'], `新项目${open.projectNo} 免审批项目已创建。`]]);

    const waiting = (await create(sales, (await saveTemplate()).id, { name: '待审批项目' })).json.data as ProjectDetail;
    expect(waiting.phase).toBe('awaitingCreation');
    // Queued in the creating transaction, so none now means none at all.
    expect(await dispatches(Trigger.projectApprovalRequested, waiting.projectNo)).toEqual([]);
  });
});

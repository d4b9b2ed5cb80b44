import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeleteMessage, MyTaskRow, ProjectDetail, ProjectTemplateView, ProjectUserPower, ServiceProjectDetail } from '@domain/projects/projects.schemas';
import { notices } from '@server/db/schema';
import { projectOverdueHandler } from '@server/modules/projects/project-overdue.job';
import { userIdsByName, useSignedIn, useTestApp, type Client } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

const t = useTestApp();
const [admin, sales, engineer, dispatcher, otherAdmin] = useSignedIn(t, '13800000001', '13800000005', '13800000003', '13800000002', '13800000021');
let users: Record<string, number>;
beforeAll(async () => {
  users = await userIdsByName(admin);
});

let seq = 0;
/** A project in progress at once (no creation approval) made by 钱销售: a form task for 张师傅 (李派单 helping), an order task for 张师傅, one task given to nobody. */
async function runningProject(name: string, endDate: string) {
  const processes = [{ name: '实施', tasks: [{ name: '巡查', kind: 'form' }, { name: '上门维修', kind: 'order' }, { name: '验收', kind: 'form' }] }];
  const template = (await admin.post('/project/tmpl/save', { name: `手机任务模板${++seq}`, processes, createApproval: false })).json.data as ProjectTemplateView;
  const project = (await sales.post('/project/add', { templateId: template.id, name, startDate: '2020-01-01', endDate })).json.data as ProjectDetail;
  const [form, order] = project.processes[0].tasks;
  expect((await sales.post('/project/task/assign', { id: form.id, personId: users['张师傅'], coordinatorIds: [users['李派单']] })).statusCode).toBe(200);
  expect((await sales.post('/project/task/assign', { id: order.id, personId: users['张师傅'] })).statusCode).toBe(200);
  return project;
}
const mine = async (c: Client, show = 'open') => (await c.get(`/project/task/mine?show=${show}&pageIndex=0&pageSize=100`)).json.data as MyTaskRow[];
const ofProject = (rows: MyTaskRow[], projectId: number) => rows.filter((r) => r.projectId === projectId);

describe('GET /project/task/mine (the phone\'s 项目任务)', () => {
  it('lists the caller\'s own tasks with their project and deadline, and what the caller may do with each', async () => {
    const project = await runningProject('手机任务项目', '2999-12-31');
    const rows = ofProject(await mine(engineer), project.id);
    expect(rows).toMatchObject([
      { name: '巡查', kind: 'form', state: 0, processName: '实施', projectNo: project.projectNo, projectName: '手机任务项目', endDate: '2999-12-31', overdue: false, operations: ['finish'] },
      { name: '上门维修', kind: 'order', state: 0, orderId: null, operations: ['createOrder'] },
    ]);
    // The coordination user sees the task they help with; the creator, who holds no task, sees none.
    expect(ofProject(await mine(dispatcher), project.id).map((r) => r.name)).toEqual(['巡查']);
    expect(ofProject(await mine(sales), project.id)).toEqual([]);
  });

  it('moves a task finished from the list to 已完成, and refuses finishing it twice', async () => {
    const project = await runningProject('手机完成项目', '2999-12-31');
    const [task] = ofProject(await mine(engineer), project.id);
    const done = await engineer.post('/project/task/finish', { id: task.id, note: '已巡查' });
    expect(done.statusCode, done.body).toBe(200);
    expect(ofProject(await mine(engineer), project.id).map((r) => r.name)).toEqual(['上门维修']);
    expect(ofProject(await mine(engineer, 'done'), project.id)).toMatchObject([{ name: '巡查', state: 1, note: '已巡查', operations: [] }]);
    expect((await engineer.post('/project/task/finish', { id: task.id })).statusCode).toBe(409);
  });

  it('shows under 逾期 only unfinished tasks of projects past their end date', async () => {
    const late = await runningProject('手机逾期项目', '2020-01-02');
    const early = await runningProject('手机未到期项目', '2999-12-31');
    const overdue = await mine(engineer, 'overdue');
    expect(ofProject(overdue, late.id).map((r) => [r.name, r.overdue])).toEqual([['巡查', true], ['上门维修', true]]);
    expect(ofProject(overdue, early.id)).toEqual([]);
  });

  it('answers another enterprise with nothing of ours, and bad input with a 400 naming the field', async () => {
    const project = await runningProject('手机他企项目', '2999-12-31');
    expect(ofProject(await mine(otherAdmin), project.id)).toEqual([]);
    const bad = await engineer.get('/project/task/mine?show=all');
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toMatch(/show/);
    expect((await engineer.get('/project/task/mine?pageSize=-1')).statusCode).toBe(400);
    expect((await engineer.get('/project/task/mine?pageIndex=99999999999999999999')).statusCode).toBe(400);
    expect((await engineer.get('/project/task/mine?show=open%00')).statusCode).toBe(400);
  });
});

describe('the overdue-task notice (projects.overdueTick)', () => {
  /** The 项目任务已逾期 notices of a project, by user. */
  const told = async (projectId: number) =>
    (await t.app.db.system.select().from(notices).where(and(eq(notices.title, '项目任务已逾期'), eq(notices.link, `/allproject/projectdetails/${projectId}`)))).map((n) => [n.userId, n.content]);

  it('tells a task\'s person and coordination users once, when the China date passes the project\'s end date', async () => {
    // Far-future dates, so the worker's own tick on the real clock never reaches them.
    const project = await runningProject('逾期通知项目', '2999-12-30');
    let now = new Date('2999-12-30T15:59:00Z'); // 23:59 in China on the end date: not yet overdue.
    const tick = projectOverdueHandler(t.app.db, t.app.notifications, t.app.jobs, () => now);
    const run = () => tick.run({} as Parameters<typeof tick.run>[0], { log: t.app.log, signal: new AbortController().signal });
    await run();
    expect(await told(project.id)).toEqual([]);

    now = new Date('2999-12-30T16:01:00Z'); // The next China day.
    await run();
    // The notices go out through the notification engine's dispatch job.
    const first = await waitUntil(() => told(project.id), (n) => n.length >= 3);
    // 张师傅 of both tasks, 李派单 of the one he helps with; not the creator, and nobody for the task given to no one.
    expect(first.map(([userId]) => userId).sort()).toEqual([users['张师傅'], users['张师傅'], users['李派单']].sort());
    expect(first.map(([, content]) => content)).toContain(`${project.projectNo} 逾期通知项目：巡查（项目截止 2999-12-30）`);

    now = new Date('3000-01-03T02:00:00Z');
    await run();
    expect(await told(project.id)).toHaveLength(3);

    // A later end date is a new deadline: the task still open is told again when it passes, the finished one not.
    const [form] = ofProject(await mine(engineer), project.id);
    expect((await engineer.post('/project/task/finish', { id: form.id })).statusCode).toBe(200);
    expect((await sales.post('/project/save', { id: project.id, name: '逾期通知项目', startDate: '2020-01-01', endDate: '3000-01-05' })).statusCode).toBe(200);
    await run();
    expect(await told(project.id)).toHaveLength(3);
    now = new Date('3000-01-06T01:00:00Z');
    await run();
    const second = await waitUntil(() => told(project.id), (n) => n.length >= 4);
    expect(second).toHaveLength(4);
    expect(second.at(-1)).toEqual([users['张师傅'], `${project.projectNo} 逾期通知项目：上门维修（项目截止 3000-01-05）`]);
  });
});

describe('GET /project/projectUserPower', () => {
  it('tells each role what it may do with projects, and from which templates it may create', async () => {
    const open = (await admin.post('/project/tmpl/save', { name: `权限模板${++seq}`, processes: [{ name: '实施', tasks: [{ name: '安装', kind: 'form' }] }] })).json.data as ProjectTemplateView;
    const closed = (await admin.post('/project/tmpl/save', { name: `权限模板${++seq}`, processes: [{ name: '实施', tasks: [{ name: '安装', kind: 'form' }] }] })).json.data as ProjectTemplateView;
    expect((await admin.post('/project/tmpl/personnel', { id: closed.id, creatorIds: [users['冯总监']], viewerIds: [], editorIds: [] })).statusCode).toBe(200);
    const power = async (c: Client) => (await c.get('/project/projectUserPower')).json.data as ProjectUserPower;

    const ofSales = await power(sales);
    expect(ofSales).toMatchObject({ canCreate: true, seesAll: false, setsTemplates: false, serviceDetail: false });
    expect(ofSales.templateIds).toContain(open.id);
    expect(ofSales.templateIds).not.toContain(closed.id);
    expect(await power(engineer)).toEqual({ canCreate: false, templateIds: [], seesAll: false, setsTemplates: false, serviceDetail: true });
    const ofAdmin = await power(admin);
    expect(ofAdmin).toMatchObject({ canCreate: true, seesAll: true, setsTemplates: true, serviceDetail: true });
    expect(ofAdmin.templateIds).toEqual(expect.arrayContaining([open.id, closed.id]));
    expect((await power(otherAdmin)).templateIds).not.toContain(open.id);
  });
});

describe('GET /project/delMessage', () => {
  it('confirms a delete of projects not yet started, names how many have started, and deletes nothing', async () => {
    const template = (await admin.post('/project/tmpl/save', { name: `删除模板${++seq}`, processes: [{ name: '实施', tasks: [{ name: '安装', kind: 'form' }] }], approverIds: [users['冯总监']] })).json.data as ProjectTemplateView;
    const waiting = (await sales.post('/project/add', { templateId: template.id, name: '待删项目' })).json.data as ProjectDetail;
    const started = await runningProject('已开始项目', '2999-12-31');
    const ask = async (c: Client, ids: string) => c.get(`/project/delMessage?ids=${ids}`);

    expect((await ask(sales, String(waiting.id))).json.data).toEqual({ deletable: [waiting.id], message: '确定删除所选的1个项目吗？删除后不可恢复' });
    expect((await ask(sales, `${waiting.id},${started.id}`)).json.data as DeleteMessage).toEqual({ deletable: [waiting.id], message: '所选项目中有1个已开始或无权删除，不能删除' });
    expect((await sales.get(`/project/detail?id=${waiting.id}`)).statusCode).toBe(200);

    expect((await ask(otherAdmin, String(waiting.id))).statusCode).toBe(404);
    expect((await ask(sales, '')).statusCode).toBe(400);
    expect((await ask(sales, 'abc')).statusCode).toBe(400);
    expect((await ask(sales, '-1')).statusCode).toBe(400);
  });
});

describe('GET /project/service/detail (/serviceProject/Detail/{id}, permission 12001)', () => {
  it('shows a project\'s service-order tasks with their orders to who holds 12001 and sees the project', async () => {
    const project = await runningProject('服务详情项目', '2999-12-31');
    const res = await engineer.get(`/project/service/detail?id=${project.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json.data as ServiceProjectDetail;
    expect(detail).toMatchObject({ projectNo: project.projectNo, name: '服务详情项目', phase: 'inProgress', endDate: '2999-12-31' });
    expect(detail.services).toEqual([{ id: project.processes[0].tasks[1].id, name: '上门维修', processName: '实施', state: 0, person: { id: users['张师傅'], name: '张师傅' }, order: null }]);

    expect((await sales.get(`/project/service/detail?id=${project.id}`)).statusCode).toBe(403);
    expect((await otherAdmin.get(`/project/service/detail?id=${project.id}`)).statusCode).toBe(404);
    expect((await engineer.get('/project/service/detail?id=-1')).statusCode).toBe(400);
    expect((await engineer.get('/project/service/detail?id=99999999999999999999')).statusCode).toBe(400);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { ChartData } from '@domain/reports/reports.schemas';
import type { ProjectDetail, ProjectRow, ProjectTemplateView } from '@domain/projects/projects.schemas';
import { downloadedRows, finishedDownload } from '@tests/support/sheet-fixtures';
import { userIdsByName, useSignedIn, useTestApp, type Client } from '@tests/support/test-app';

// 项目统计 (chart project of the chart centre): its figures against a recount from the projects' own list.
const t = useTestApp();
const [director, admin, sales, engineer, otherAdmin, freeAdmin] = useSignedIn(t, '13800000010', '13800000001', '13800000005', '13800000003', '13800000021', '13800000011');
let users: Record<string, number>;

const start = new Date(Date.now() - 86_400_000).toISOString();
const end = new Date(Date.now() + 86_400_000).toISOString();
const range = `start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`;
const chart = async (query: string, client: Client = director) => {
  const res = await client.get(`/v2/report/chart?${range}&chart=project&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as ChartData;
};
const allProjects = async () => (await director.get('/project/list?pageSize=100')).json.data as ProjectRow[];
/** The list's projects counted per key. */
const countBy = (rows: ProjectRow[], keyOf: (p: ProjectRow) => string) => rows.reduce((m, p) => m.set(keyOf(p), (m.get(keyOf(p)) ?? 0) + 1), new Map<string, number>());

let late: ProjectDetail;
beforeAll(async () => {
  users = await userIdsByName(admin);
  // A project in progress whose end date has passed: its three tasks are overdue, one of them given to nobody.
  const processes = [{ name: '实施', tasks: [{ name: '巡查', kind: 'form' }, { name: '维修', kind: 'form' }, { name: '验收', kind: 'form' }] }];
  const template = (await admin.post('/project/tmpl/save', { name: '图表逾期模板', processes, createApproval: false })).json.data as ProjectTemplateView;
  late = (await sales.post('/project/add', { templateId: template.id, name: '图表逾期项目', startDate: '2020-01-01', endDate: '2020-01-02' })).json.data as ProjectDetail;
  for (const task of late.processes[0].tasks.slice(0, 2)) {
    expect((await sales.post('/project/task/assign', { id: task.id, personId: users['张师傅'] })).statusCode).toBe(200);
  }
});

describe('GET /v2/report/chart?chart=project', () => {
  it('counts the projects per state as the project list has them, with the overdue tasks of the late one', async () => {
    const data = await chart('dimension=projectPhase');
    const listed = await allProjects();
    expect(Object.fromEntries(data.rows.map((r) => [r.key, r.values.total]))).toEqual(Object.fromEntries(countBy(listed, (p) => p.phase)));
    // The demo's three stages and the late project, named as the screens name them.
    expect(data.rows.map((r) => r.label).sort()).toEqual(['待审批', '已完成', '进行中'].sort());
    const running = data.rows.find((r) => r.key === 'inProgress')!;
    expect(running.values).toMatchObject({ total: 2, overdueProjects: 1, overdueTasks: 3 });
    expect(data.summary).toMatchObject({ total: listed.length, overdueProjects: 1, overdueTasks: 3, completed: 1 });
    // Average progress of the list's own percentages, one decimal.
    const progress = listed.map((p) => Number(p.progressSpeed.replace('%', '')));
    expect(data.summary.avgProgress).toBe(Math.round((progress.reduce((a, b) => a + b, 0) * 10) / listed.length) / 10);
  });

  it('counts a finished task out of the overdue ones at once', async () => {
    const [task] = late.processes[0].tasks;
    expect((await engineer.post('/project/task/finish', { id: task.id })).statusCode).toBe(200);
    expect((await chart('dimension=projectPhase')).summary).toMatchObject({ overdueProjects: 1, overdueTasks: 2 });
    // A project ending in the future has nothing overdue.
    expect((await sales.post('/project/save', { id: late.id, name: late.name, startDate: '2020-01-01', endDate: '2999-12-31' })).statusCode).toBe(200);
    expect((await chart('dimension=projectPhase')).summary).toMatchObject({ overdueProjects: 0, overdueTasks: 0 });
  });

  it('groups by template under the template\'s name, and by day, each adding up to the summary', async () => {
    const byTemplate = await chart('dimension=projectTemplate');
    const listed = await allProjects();
    const counted = countBy(listed, (p) => p.templateName);
    expect(Object.fromEntries(byTemplate.rows.map((r) => [r.label, r.values.total]))).toEqual(Object.fromEntries(counted));
    const byDay = await chart('dimension=day');
    for (const data of [byTemplate, byDay]) expect(data.rows.reduce((n, r) => n + Number(r.values.total), 0)).toBe(listed.length);
  });

  it('narrows to the projects the chosen people created, and shows another enterprise none of ours', async () => {
    expect((await chart(`staffId=${users['钱销售']}`)).summary.total).toBe((await allProjects()).filter((p) => p.createUserId === users['钱销售']).length);
    expect((await chart(`staffId=${users['王管理']}`)).summary.total).toBe(0);
    const theirs = await chart('dimension=projectTemplate', otherAdmin);
    expect(theirs.rows.map((r) => r.label)).not.toContain('图表逾期模板');
  });

  it('refuses another source\'s dimension with 400 naming it, and roles without the chart and the free plan with 403', async () => {
    const bad = await director.get(`/v2/report/chart?chart=project&dimension=part`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toContain('dimension');
    expect((await director.get(`/v2/report/chart?chart=order&dimension=projectPhase`)).statusCode).toBe(400);
    expect((await director.get(`/v2/report/chart?chart=project&staffId=-1`)).statusCode).toBe(400);
    expect((await director.get(`/v2/report/chart?chart=project&staffId=1%00`)).statusCode).toBe(400);
    expect((await engineer.get(`/v2/report/chart?chart=project`)).statusCode).toBe(403);
    expect((await sales.get(`/v2/report/chart?chart=project`)).statusCode).toBe(403);
    const free = await freeAdmin.get(`/v2/report/chart?chart=project`);
    expect(free.statusCode).toBe(403);
    expect(free.json.message).toContain('报表');
  });

  it('exports the figures like the other charts', async () => {
    const res = await director.post('/v2/report/chart/export', { chart: 'project', dimension: 'projectPhase', start, end, format: 'xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    const item = await finishedDownload(director, res.json.data.id);
    expect(item.name).toMatch(/^项目统计\d{14}$/);
    const rows = await downloadedRows(t, (director as unknown as { cookie: string }).cookie, item);
    expect(rows[0]).toEqual(['项目状态', '项目数', '逾期任务', '逾期项目', '已完成', '平均进度（%）']);
    const data = await chart('dimension=projectPhase');
    expect(rows.at(-1)).toEqual(['合计', data.summary.total, data.summary.overdueTasks, data.summary.overdueProjects, data.summary.completed, data.summary.avgProgress]);
  });
});

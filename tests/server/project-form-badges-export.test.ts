import { beforeAll, describe, expect, it } from 'vitest';
import { FieldType } from '@domain/forms/field-types';
import type { ProjectDetail, ProjectTemplateView } from '@domain/projects/projects.schemas';
import { downloadedRows, finishedDownload } from '@tests/support/sheet-fixtures';
import { userIdsByName, useSignedIn, useTestApp, type Client } from '@tests/support/test-app';

const t = useTestApp();
const [admin, sales, director, engineer, otherAdmin] = useSignedIn(t, '13800000001', '13800000005', '13800000010', '13800000003', '13800000021');
let users: Record<string, number>;
beforeAll(async () => {
  users = await userIdsByName(admin);
});

const fields = [
  { key: 'site', type: FieldType.text, title: '施工地点', required: true },
  { key: 'budget', type: FieldType.number, title: '预算', required: false },
];
let seq = 0;
async function templateWithForm() {
  const saved = await admin.post('/project/tmpl/save', { name: `表单模板${++seq}`, processes: [{ name: '实施', tasks: [{ name: '安装', kind: 'form' }] }], approverIds: [users['冯总监']] });
  expect(saved.statusCode, saved.body).toBe(200);
  const template = saved.json.data as ProjectTemplateView;
  const res = await admin.post('/project/tmpl/form', { id: template.id, form: { fields } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as ProjectTemplateView;
}

describe('a template\'s custom form (/project/tmpl/form) and a project\'s values of it', () => {
  it('keeps the form apart from the processes, and a project stores the values its form allows', async () => {
    const template = await templateWithForm();
    expect(template.form.fields.map((f) => f.title)).toEqual(['施工地点', '预算']);
    // Saving the processes again keeps the form.
    await admin.post('/project/tmpl/save', { id: template.id, name: template.name, processes: template.processes, approverIds: [users['冯总监']] });
    expect(((await admin.get(`/project/tmpl/detail?id=${template.id}`)).json.data as ProjectTemplateView).form.fields).toHaveLength(2);

    const missing = await sales.post('/project/add', { templateId: template.id, name: '表单项目', values: { budget: 100 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json.message).toMatch(/^values\.site: /);
    const wrong = await sales.post('/project/add', { templateId: template.id, name: '表单项目', values: { site: '一号楼', budget: 'abc' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json.message).toMatch(/^values\.budget: /);
    expect((await sales.get('/project/count?keyword=表单项目')).json.data).toBe(0);

    const made = await sales.post('/project/add', { templateId: template.id, name: '表单项目', values: { site: '一号楼', budget: 100, stray: 'x' } });
    expect(made.statusCode, made.body).toBe(200);
    const project = made.json.data as ProjectDetail;
    expect(project.values).toEqual({ site: '一号楼', budget: 100 });
    expect(project.form.fields.map((f) => f.key)).toEqual(['site', 'budget']);

    // The template's form changes; the project keeps the form it was made with, and its edits are checked against it.
    await admin.post('/project/tmpl/form', { id: template.id, form: { fields: [fields[1]] } });
    const detail = (await sales.get(`/project/detail?id=${project.id}`)).json.data as ProjectDetail;
    expect(detail.form.fields.map((f) => f.key)).toEqual(['site', 'budget']);
    await director.post('/project/examine', { id: project.id, action: 'approve' });
    expect((await sales.post('/project/save', { id: project.id, name: '表单项目', values: { budget: 5 } })).statusCode).toBe(400);
    const edited = await sales.post('/project/save', { id: project.id, name: '表单项目', values: { site: '二号楼' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json.data as ProjectDetail).values).toEqual({ site: '二号楼' });
  });

  it('refuses a bad form, a stranger\'s template and a role without the right, changing nothing', async () => {
    const template = await templateWithForm();
    const dup = await admin.post('/project/tmpl/form', { id: template.id, form: { fields: [fields[0], fields[0]] } });
    expect(dup.statusCode).toBe(400);
    expect((await admin.post('/project/tmpl/form', { id: template.id, form: 'x' })).statusCode).toBe(400);
    expect((await otherAdmin.post('/project/tmpl/form', { id: template.id, form: { fields: [] } })).statusCode).toBe(404);
    expect((await sales.post('/project/tmpl/form', { id: template.id, form: { fields: [] } })).statusCode).toBe(403);
    expect(((await admin.get(`/project/tmpl/detail?id=${template.id}`)).json.data as ProjectTemplateView).form.fields).toHaveLength(2);
  });
});

describe('the overdue-task badge (/project/task/overdue/count)', () => {
  const overdue = async (c: Client) => (await c.get('/project/task/overdue/count')).json.data as number;
  /** A project in progress at once (its template asks no approval), its one task given to 张师傅. */
  async function assigned(name: string, endDate: string) {
    const template = (await admin.post('/project/tmpl/save', { name: `逾期模板${++seq}`, processes: [{ name: '实施', tasks: [{ name: '巡查', kind: 'form' }] }], createApproval: false })).json.data as ProjectTemplateView;
    const project = (await sales.post('/project/add', { templateId: template.id, name, startDate: '2020-01-01', endDate })).json.data as ProjectDetail;
    const taskId = project.processes[0].tasks[0].id;
    expect((await sales.post('/project/task/assign', { id: taskId, personId: users['张师傅'] })).statusCode).toBe(200);
    return taskId;
  }

  it('counts the caller\'s unfinished tasks of projects past their end date, and drops a task once finished', async () => {
    const before = await overdue(engineer);
    const late = await assigned('逾期项目', '2020-01-02');
    await assigned('未到期项目', '2999-12-31');
    expect(await overdue(engineer)).toBe(before + 1);
    expect(await overdue(director)).toBe(0);
    expect((await engineer.post('/project/task/finish', { id: late, note: '已巡查' })).statusCode).toBe(200);
    expect(await overdue(engineer)).toBe(before);
  });
});

describe('the export of a project\'s products (/project/production/export)', () => {
  it('puts the project\'s products into the download centre with the link time a date cell; strangers get 404', async () => {
    const template = await templateWithForm();
    const made = (await sales.post('/project/add', { templateId: template.id, name: '导出产品项目', values: { site: '三号楼' } })).json.data as ProjectDetail;
    await director.post('/project/examine', { id: made.id, action: 'approve' });
    const model = (await admin.post('/v2/product/save', { name: '导出机组', model: 'DC-1' })).json.data.id as number;
    expect((await sales.post('/project/production/access', { projectId: made.id, kind: 'catalogue', productIds: [model] })).statusCode).toBe(200);

    const res = await sales.post('/project/production/export', { projectId: made.id });
    expect(res.statusCode, res.body).toBe(200);
    const item = await finishedDownload(sales, res.json.data.id);
    expect(item.name).toMatch(/^项目产品数据/);
    const rows = await downloadedRows(t, (sales as unknown as { cookie: string }).cookie, item);
    expect(rows[0]).toEqual(['项目编号', '产品类型', '产品名称', '型号/序列号', '客户', '关联时间']);
    expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([[made.projectNo, '产品档案', '导出机组', 'DC-1']]);

    expect((await otherAdmin.post('/project/production/export', { projectId: made.id })).statusCode).toBe(404);
    expect((await sales.post('/project/production/export', { projectId: -1 })).statusCode).toBe(400);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetail, ProjectFileView, ProjectProductView, ProjectRow, ProjectTemplateView } from '@domain/projects/projects.schemas';
import { Client, userIdsByName, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, sales, director, engineer, dispatcher, otherAdmin] = useSignedIn(t, '13800000001', '13800000005', '13800000010', '13800000003', '13800000002', '13800000021');
let users: Record<string, number>;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR project file')]);

beforeAll(async () => {
  users = await userIdsByName(admin);
});

const processes = [{ name: '实施', tasks: [{ name: '安装', kind: 'form' }] }];
let seq = 0;
const saveTemplate = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin.post('/project/tmpl/save', { name: `文件产品模板${++seq}`, processes, approverIds: [users['冯总监']], ...overrides });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as ProjectTemplateView;
};
/** A project of 钱销售, approved by 冯总监, its task given to 张师傅. */
async function runningProject(name = '文件产品项目', template?: ProjectTemplateView) {
  const made = await sales.post('/project/add', { templateId: (template ?? (await saveTemplate())).id, name });
  expect(made.statusCode, made.body).toBe(200);
  const project = made.json.data as ProjectDetail;
  await director.post('/project/examine', { id: project.id, action: 'approve' });
  await sales.post('/project/task/assign', { id: project.processes[0].tasks[0].id, personId: users['张师傅'] });
  return project;
}
const upload = async (c: Client, name: string) => {
  const res = await c.post('/upload/save/str', { data: `data:image/png;base64,${PNG.toString('base64')}`, name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data.id as number;
};
const filesOf = async (c: Client, projectId: number) => (await c.get(`/project/file/list?projectId=${projectId}`)).json.data as ProjectFileView[];
const productsOf = async (c: Client, projectId: number) => (await c.get(`/project/production/list?projectId=${projectId}`)).json.data as ProjectProductView[];

describe('project files (/project/file/add, /list, /delete)', () => {
  it('attaches uploads of whoever sees the project, lists them, and deletes the caller\'s own', async () => {
    const project = await runningProject();
    const drawing = await upload(engineer, '施工图.png');
    const photo = await upload(sales, '现场照片.png');
    expect((await engineer.post('/project/file/add', { projectId: project.id, fileIds: [drawing] })).statusCode).toBe(200);
    const added = await sales.post('/project/file/add', { projectId: project.id, fileIds: [photo, photo] });
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json.data as ProjectFileView[]).map((f) => [f.name, f.createUser.name, f.canDelete])).toEqual([
      ['施工图.png', '张师傅', true],
      ['现场照片.png', '钱销售', true],
    ]);
    // The engineer may delete only his own file; the batch with the creator's is refused whole.
    const [mine, theirs] = await filesOf(engineer, project.id);
    expect((await filesOf(engineer, project.id)).map((f) => f.canDelete)).toEqual([true, false]);
    const refused = await engineer.delete(`/project/file/delete?projectId=${project.id}&ids=${mine.id},${theirs.id}`);
    expect(refused).toMatchObject({ statusCode: 403, json: { message: '只有上传人、项目创建人或管理员可以删除文件' } });
    expect(await filesOf(sales, project.id)).toHaveLength(2);
    expect((await engineer.delete(`/project/file/delete?projectId=${project.id}&ids=${mine.id}`)).statusCode).toBe(200);
    expect((await filesOf(sales, project.id)).map((f) => f.name)).toEqual(['现场照片.png']);
  });

  it('refuses strangers, another enterprise (404) and uploads not of the enterprise (400)', async () => {
    const project = await runningProject('文件权限项目');
    const photo = await upload(sales, '报价单.png');
    const foreign = await upload(otherAdmin, '别家文件.png');
    await sales.post('/project/file/add', { projectId: project.id, fileIds: [photo] });
    const [file] = await filesOf(sales, project.id);
    expect((await dispatcher.get(`/project/file/list?projectId=${project.id}`)).statusCode).toBe(404);
    expect((await otherAdmin.get(`/project/file/list?projectId=${project.id}`)).statusCode).toBe(404);
    expect((await otherAdmin.post('/project/file/add', { projectId: project.id, fileIds: [foreign] })).statusCode).toBe(404);
    expect((await otherAdmin.delete(`/project/file/delete?projectId=${project.id}&ids=${file.id}`)).statusCode).toBe(404);
    expect((await sales.post('/project/file/add', { projectId: project.id, fileIds: [foreign] })).json.message).toBe('fileIds: 文件不存在');
    expect((await sales.post('/project/file/add', { projectId: project.id, fileIds: [] })).json.message).toBe('fileIds: 请选择文件');
    expect((await sales.delete(`/project/file/delete?projectId=${project.id}&ids=99999999`)).statusCode).toBe(404);
    expect(await filesOf(sales, project.id)).toHaveLength(1);
  });
});

describe('project products (/project/production/access, /list, /count, /delete)', () => {
  it('links customer and archive products as an edit of the project, lists, counts and unlinks them', async () => {
    const model = (await admin.post('/v2/product/save', { name: '项目空调机组', model: 'XM-9' })).json.data.id as number;
    const unit = await admin.post('/v2/customer/production/save', { productId: model, serialNumber: 'XM-9-001' });
    expect(unit.statusCode, unit.body).toBe(200);
    const project = await runningProject('产品项目');
    expect((await sales.post('/project/production/access', { projectId: project.id, kind: 'catalogue', productIds: [model] })).json.data).toBe(1);
    expect((await sales.post('/project/production/access', { projectId: project.id, kind: 'customer', productIds: [unit.json.data.id, unit.json.data.id] })).json.data).toBe(2);
    expect((await sales.post('/project/production/access', { projectId: project.id, kind: 'catalogue', productIds: [model] })).json.data).toBe(2);
    const rows = await productsOf(engineer, project.id);
    expect(rows.map((r) => [r.kind, r.name, r.detail])).toEqual([
      ['catalogue', '项目空调机组', 'XM-9'],
      ['customer', '项目空调机组', 'XM-9-001'],
    ]);
    expect((await engineer.get(`/project/production/count?projectId=${project.id}`)).json.data).toBe(2);
    // The engineer works on it but does not edit it.
    expect((await engineer.post('/project/production/access', { projectId: project.id, kind: 'catalogue', productIds: [model] })).statusCode).toBe(403);
    expect((await engineer.delete(`/project/production/delete?projectId=${project.id}&ids=${rows[0].id}`)).statusCode).toBe(403);
    expect((await sales.delete(`/project/production/delete?projectId=${project.id}&ids=${rows[0].id}`)).statusCode).toBe(200);
    expect((await productsOf(sales, project.id)).map((r) => r.kind)).toEqual(['customer']);
  });

  it('refuses unknown products, bad kinds, another enterprise, and a project waiting for approval', async () => {
    const project = await runningProject('产品拒绝项目');
    expect((await sales.post('/project/production/access', { projectId: project.id, kind: 'catalogue', productIds: [99999999] })).json.message).toBe('productIds: 产品不存在');
    expect((await sales.post('/project/production/access', { projectId: project.id, kind: 'spare', productIds: [1] })).statusCode).toBe(400);
    expect((await otherAdmin.get(`/project/production/list?projectId=${project.id}`)).statusCode).toBe(404);
    expect((await otherAdmin.post('/project/production/access', { projectId: project.id, kind: 'catalogue', productIds: [1] })).statusCode).toBe(404);
    expect((await sales.get(`/project/production/list?projectId=${project.id}&pageSize=7`)).statusCode).toBe(400);
    const waiting = (await sales.post('/project/add', { templateId: (await saveTemplate()).id, name: '待审批产品项目' })).json.data as ProjectDetail;
    expect((await sales.post('/project/production/access', { projectId: waiting.id, kind: 'catalogue', productIds: [1] })).statusCode).toBe(409);
  });
});

describe('personnel permissions of a template (/project/tmpl/personnel)', () => {
  it('limits who creates from it, lets its viewers see and its editors edit its projects', async () => {
    const template = await saveTemplate();
    const project = await runningProject('人员权限项目', template);
    expect((await dispatcher.get(`/project/detail?id=${project.id}`)).statusCode).toBe(404);
    expect((await director.post('/project/tmpl/personnel', { id: template.id, creatorIds: [users['钱销售']] })).statusCode).toBe(403);
    const saved = await admin.post('/project/tmpl/personnel', { id: template.id, creatorIds: [users['钱销售']], viewerIds: [users['李派单']], editorIds: [users['张师傅']] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json.data).toMatchObject({ creators: [{ name: '钱销售' }], viewers: [{ name: '李派单' }], editors: [{ name: '张师傅' }] });

    // A viewer sees its projects (list and detail) but does not edit them.
    expect((await dispatcher.get(`/project/detail?id=${project.id}`)).json.data.operations).toEqual([]);
    expect(((await dispatcher.get('/project/list?keyword=人员权限项目')).json.data as ProjectRow[]).map((p) => p.id)).toEqual([project.id]);
    expect((await dispatcher.post('/project/save', { id: project.id, name: '查看人员改名' })).statusCode).toBe(403);
    // An editor edits it, but does not finish it.
    expect((await engineer.get(`/project/detail?id=${project.id}`)).json.data.operations).toEqual(['edit']);
    expect((await engineer.post('/project/save', { id: project.id, name: '编辑人员改名' })).json.data.name).toBe('编辑人员改名');
    // Only its creators (and administrators) create from it, 13002 or not.
    const refused = await director.post('/project/add', { templateId: template.id, name: '不在新建人员' });
    expect(refused.statusCode).toBe(403);
    expect((await admin.post('/project/add', { templateId: template.id, name: '管理员新建' })).statusCode).toBe(200);
    expect((await sales.post('/project/copy', { id: project.id, name: '复制的项目' })).statusCode).toBe(200);
    // Named nobody again: no limit.
    await admin.post('/project/tmpl/personnel', { id: template.id });
    expect((await dispatcher.get(`/project/detail?id=${project.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/project/tmpl/detail?id=${template.id}`)).json.data).toMatchObject({ creators: [], viewers: [], editors: [] });
  });

  it('refuses unknown people (404), another enterprise\'s template (404) and bad lists (400), changing nothing', async () => {
    const template = await saveTemplate();
    expect((await admin.post('/project/tmpl/personnel', { id: template.id, viewerIds: [99999999] })).json.message).toBe('viewerIds: 人员不存在');
    expect((await otherAdmin.post('/project/tmpl/personnel', { id: template.id, viewerIds: [] })).statusCode).toBe(404);
    expect((await admin.post('/project/tmpl/personnel', { id: template.id, editorIds: 'a' })).statusCode).toBe(400);
    expect((await admin.post('/project/tmpl/personnel', { id: template.id, creatorIds: [-1] })).statusCode).toBe(400);
    expect((await admin.get(`/project/tmpl/detail?id=${template.id}`)).json.data).toMatchObject({ creators: [], viewers: [], editors: [] });
  });
});

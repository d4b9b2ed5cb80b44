import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProjectDetail } from '@domain/projects/projects.schemas';
import { submitDefaultOrder } from './order-form';
import { api, appInBrowser, eventually, seeMessage, textsOf } from './support';

const ADMIN = '13800000001';
const ENGINEER = '13800000003';
const DIRECTOR = '13800000010';
const DISPATCHER = '13800000002';
const app = appInBrowser();

/** The detail as the page's user reads it through the API (to check what the screen shows against the record). */
const projectOf = (page: Page, id: number) => api<ProjectDetail>(page, `/project/detail?id=${id}`);
const tasksOfProject = (p: ProjectDetail) => p.processes.flatMap((process) => process.tasks);

describe('projects', () => {
  it('a template with two processes and an order task, a project created and approved from 项目审批, its tasks done (one on the engineer’s phone, one through its order, seen on 服务详情), finish approval, completed and exported', async () => {
    // 1. The administrator sets up a template of two processes on /projectSet, approved by 冯总监.
    const admin = await app.atHome(ADMIN);
    await admin.goto('/projectSet');
    await admin.getByRole('button', { name: '新建模板' }).click();
    await admin.getByRole('textbox', { name: '模板名称' }).fill('机房建设模板');
    await admin.getByRole('textbox', { name: '第1个流程名称' }).fill('勘察设计');
    await admin.getByRole('textbox', { name: '第1个流程第1个任务名称' }).fill('现场勘察');
    await admin.getByRole('button', { name: '添加流程' }).click();
    await admin.getByRole('textbox', { name: '第2个流程名称' }).fill('施工验收');
    await admin.getByRole('textbox', { name: '第2个流程第1个任务名称' }).fill('设备安装');
    const kind = admin.getByRole('combobox', { name: '第2个流程第1个任务类型' });
    await kind.click();
    await admin.getByRole('option', { name: '服务工单' }).click();
    const approvers = admin.getByRole('combobox', { name: '审批人' });
    await approvers.click();
    await approvers.locator('input').fill('冯总监');
    await admin.getByRole('option', { name: /冯总监/ }).click();
    await admin.getByRole('button', { name: '保存模板' }).click();
    await seeMessage(admin, '保存成功');
    await admin.getByRole('row').filter({ hasText: '机房建设模板' }).getByText('勘察设计 → 施工验收').waitFor();

    // 2. Someone without permission 13002 has no new-project button.
    const dispatcher = await app.atHome(DISPATCHER);
    await dispatcher.goto('/allProject');
    await dispatcher.getByRole('combobox', { name: '项目状态' }).waitFor();
    await dispatcher.getByRole('button', { name: '导出' }).waitFor();
    expect(await dispatcher.getByRole('button', { name: '新建项目' }).count()).toBe(0);

    // 3. The administrator (holding 13002) creates a project from it on /newproject; it waits for creation approval.
    await admin.goto('/allProject');
    await admin.getByRole('button', { name: '新建项目' }).click();
    await admin.waitForURL('**/newproject');
    const template = admin.getByRole('combobox', { name: '项目模板' });
    await template.click();
    await admin.getByRole('option', { name: /^机房建设模板/ }).click();
    await admin.getByRole('textbox', { name: '项目名称' }).fill('数据中心机房建设');
    await admin.getByRole('textbox', { name: '任务描述' }).fill('一期两个机柜');
    await admin.getByRole('button', { name: '创建项目' }).click();
    await admin.waitForURL('**/allproject/projectdetails/*');
    const id = Number(new URL(admin.url()).pathname.split('/').pop());
    await admin.getByText('待审批').first().waitFor();
    expect(await admin.getByRole('button', { name: '完成 现场勘察' }).count()).toBe(0);

    // 4. 冯总监 finds it waiting for him on 项目审批 and approves it from the list.
    const director = await app.atHome(DIRECTOR);
    await director.goto('/projectexamine');
    const waiting = director.getByRole('row').filter({ hasText: '数据中心机房建设' });
    await waiting.getByRole('button', { name: '审批通过 数据中心机房建设' }).click();
    // Decided, the row leaves the list.
    await waiting.waitFor({ state: 'detached' });
    await eventually(async () => (await projectOf(director, id)).phase).toBe('inProgress');

    // 5. The form task, given to 张师傅, is finished on his phone (390 px, no sideways scroll) under 项目任务: half done.
    const users = await api<{ id: number; name: string }[]>(admin, '/v2/user/list?pageSize=100');
    const survey = tasksOfProject(await projectOf(admin, id)).find((t) => t.name === '现场勘察')!;
    expect((await api<{ success: boolean }>(admin, '/project/task/assign', { id: survey.id, personId: users.find((u) => u.name === '张师傅')!.id, coordinatorIds: [] })).success).toBe(true);
    const phone = await app.signedIn(ENGINEER);
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto('/m/more');
    await phone.getByRole('link', { name: '项目任务' }).click();
    const card = phone.getByRole('region', { name: '数据中心机房建设 现场勘察' });
    await card.getByRole('button', { name: '完成' }).click();
    await card.getByRole('textbox', { name: '完成说明（选填）' }).fill('现场勘察已完成');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.getByRole('button', { name: '确定完成' }).click();
    await card.waitFor({ state: 'detached' });
    await phone.getByRole('button', { name: '已完成' }).click();
    await card.getByText('完成说明：现场勘察已完成').waitFor();
    await phone.close();
    await admin.reload();
    await admin.getByLabel('进度 50%').waitFor();
    expect(await admin.getByRole('button', { name: '完成 设备安装' }).count()).toBe(0);

    // 6. The order task makes its order on /createOrder; the order is done by 张师傅; the task finishes with it: 100 %.
    await admin.getByRole('button', { name: '创建工单 设备安装' }).click();
    await admin.waitForURL(/\/createOrder\?projectTaskId=\d+/);
    const orderId = Number((await submitDefaultOrder(admin, '机房设备安装')).split('/').pop());
    const engineer = await app.atHome(ENGINEER);
    for (const [page, path, body] of [
      [admin, '/worker/batchDesignate', { ids: [orderId], ownerId: users.find((u) => u.name === '张师傅')!.id }],
      [engineer, '/order/accept', { id: orderId }],
      [engineer, '/order/startService', { id: orderId }],
      [engineer, '/order/serviceComplete', { id: orderId }],
    ] as const) {
      const done = await api<{ success: boolean; message: string }>(page, path, body);
      expect(done.success, `${path}: ${done.message}`).toBe(true);
    }
    await admin.goto(`/allproject/projectdetails/${id}`);
    await admin.getByLabel('进度 100%').waitFor();
    expect(tasksOfProject(await projectOf(admin, id)).find((t) => t.name === '设备安装')).toMatchObject({ state: 1, orderId });
    // 服务详情 (12001) lists the service task with its order, done.
    await admin.getByRole('button', { name: '服务详情' }).click();
    await admin.waitForURL(`**/serviceProject/Detail/${id}`);
    await admin.getByRole('row').filter({ hasText: '设备安装' }).getByRole('link', { name: /（已完成）$/ }).waitFor();
    await admin.goto(`/allproject/projectdetails/${id}`);

    // 7. The project asks for its finish approval; 冯总监 gives it; it is completed.
    await admin.getByRole('button', { name: '完成项目' }).click();
    await admin.getByRole('button', { name: /^确\s*定$/ }).click();
    await admin.getByText('完成审批中').first().waitFor();
    // 冯总监 opens it from 项目审批 to examine it, and approves; he is back on the list.
    await director.goto('/projectexamine');
    await waiting.getByRole('link').click();
    await director.waitForURL(`**/allproject/examine/${id}`);
    await director.getByRole('button', { name: '完成审批通过' }).click();
    await seeMessage(director, '保存成功');
    await director.waitForURL('**/projectexamine');
    const done = await projectOf(director, id);
    expect(done).toMatchObject({ phase: 'completed', projectState: 2, progressSpeed: '100%' });
    expect(done.processes.map((p) => p.name)).toEqual(['勘察设计', '施工验收']);

    // 8. The list shows it completed, filtered to 已完成, and exports it as CSV to the download centre.
    await admin.goto('/allProject');
    const state = admin.getByRole('combobox', { name: '项目状态' });
    await state.click();
    await admin.getByRole('option', { name: '已完成', exact: true }).click();
    const row = admin.getByRole('row').filter({ hasText: '数据中心机房建设' });
    await row.getByLabel('进度 100%').waitFor();
    await admin.getByRole('button', { name: '导出' }).click();
    await admin.getByRole('menuitem', { name: '导出CSV' }).click();
    await seeMessage(admin, '已加入下载中心');
    const downloads = await api<{ name: string }[]>(admin, '/fileDownloadCenter/list');
    expect(downloads[0].name).toMatch(/^全部项目数据\d{14}$/);

    // 9. 冯总监's chart centre counts the projects by state under 项目统计: the demo's three stages and this one, completed.
    await director.goto('/report/project');
    const byState = (phase: string) => director.getByRole('row').filter({ has: director.getByRole('cell', { name: phase, exact: true }) });
    // 项目状态, 项目数, 逾期任务, 逾期项目, 已完成, 平均进度: nothing is overdue (no project has passed its end date).
    await eventually(() => textsOf(byState('已完成').getByRole('cell'))).toEqual(['已完成', '2', '0', '0', '2', '100%']);
    expect(await textsOf(byState('进行中').getByRole('cell'))).toEqual(['进行中', '1', '0', '0', '0', '50%']);
    expect(await textsOf(byState('待审批').getByRole('cell'))).toEqual(['待审批', '1', '0', '0', '0', '0%']);
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, appInBrowser, eventually, formItem, openFromMenu, seeMessage } from './support';

const ADMIN = '13800000001';

const app = appInBrowser();
let page: Page;

beforeAll(async () => {
  page = await app.signedIn(ADMIN);
});

/** Chooses an option of the Select with this accessible name (or inside the form item with this label). */
async function choose(select: ReturnType<Page['locator']>, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/** Opens a new trigger from the menu, named, watching one order type (its other fields left as they start). */
async function newTrigger(name: string, orderType: string): Promise<void> {
  await openFromMenu(page, '系统设置', '自动化', '触发器');
  await page.getByRole('button', { name: '新建触发器' }).click();
  const form = page.locator('form');
  await formItem(form, '触发器名称').locator('input').fill(name);
  await formItem(form, '匹配范围（工单类型，不选为全部）').locator('.arco-select').click();
  await page.getByRole('option', { name: orderType, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('option', { name: orderType, exact: true }).waitFor({ state: 'hidden' });
}

describe('triggers', () => {
  it('after create, 安装工单 at 非常紧急 → its service group and a notice to the leader; the run is logged on the trigger page', async () => {
    await newTrigger('紧急安装单派服务一组', '安装工单');

    await page.getByRole('button', { name: '添加条件' }).click();
    await choose(page.getByLabel('条件1值').first(), '非常紧急');

    await page.getByRole('button', { name: '添加动作' }).click();
    await choose(page.getByLabel('动作1类型').first(), '指派给服务组');
    await choose(page.getByLabel('动作1服务组').first(), '服务一组');
    await page.getByRole('button', { name: '添加动作' }).click();
    await page.locator('label.arco-checkbox').filter({ hasText: '服务组组长' }).click();
    await page.getByLabel('动作2通知内容').fill('非常紧急的安装单 {工单编号} 到了服务一组');
    await page.getByRole('button', { name: '保存触发器' }).click();
    await seeMessage(page, '保存成功');
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/trigger\/detail\/\d+$/);
    const triggerId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const saved = await api<{ templateIds: number[]; conditions: unknown[]; actions: { kind: number }[] }>(page, `/trigger/details?id=${triggerId}`);
    expect(saved.conditions).toEqual([{ field: 'priority', operator: 'eq', value: 3 }]);
    expect(saved.actions.map((a) => a.kind)).toEqual([4, 1]);

    // A new order: an urgent 安装工单 (and an ordinary one, which the trigger leaves alone).
    const types = await api<{ id: number; name: string }[]>(page, '/orderTypeTemplate/list');
    const installType = types.find((t) => t.name === '安装工单')!.id;
    const customers = await api<{ id: number }[]>(page, '/v2/customer/list?pageSize=10');
    const newOrder = (title: string, priority: number) =>
      api<{ success: boolean; message?: string; data: { id: number; orderNo: string } }>(page, '/v2/order/add', {
        templateId: installType,
        customerId: customers[0].id,
        title,
        priority,
        appointmentTime: '2030-06-02 09:30',
        fields: { model: 'KFR-35GW' },
      });
    const ordinary = await newOrder('普通的安装单', 1);
    const urgent = await newOrder('紧急的安装单', 3);
    expect(urgent).toMatchObject({ success: true });
    expect(ordinary).toMatchObject({ success: true });

    // The run appears on the trigger's page (its list refreshes itself), done, with both actions.
    const runs = page.getByRole('table').filter({ hasText: '运行时间' });
    const row = runs.getByRole('row').filter({ hasText: urgent.data.orderNo });
    await row.waitFor({ timeout: 30_000 });
    await row.getByText('成功').waitFor();
    await row.getByText(/指派给服务组：已指派给服务组 服务一组/).waitFor();
    await row.getByText(/通知人员：已通知 张师傅/).waitFor();
    await expect(runs.getByRole('row').filter({ hasText: ordinary.data.orderNo }).count()).resolves.toBe(0);
    const order = await api<{ serviceGroup?: { name: string } | null }>(page, `/order/orderDetail?id=${urgent.data.id}`);
    expect(JSON.stringify(order)).toContain('服务一组');
  });

  it('after create, a 默认工单 that asks for a return visit → a follow-up order titled from its description; the new order is on the run', async () => {
    await newTrigger('报修后建回访单', '默认工单');

    await page.getByRole('button', { name: '添加条件' }).click();
    await choose(page.getByLabel('条件1字段').first(), '工单标题');
    await choose(page.getByLabel('条件1运算符').first(), '包含');
    await page.getByLabel('条件1值').first().fill('需回访');

    await page.getByRole('button', { name: '添加动作' }).click();
    await choose(page.getByLabel('动作1类型').first(), '新建后续工单/事件');
    await choose(page.getByLabel('动作1后续类型').first(), '默认工单');
    // The follow-up's title comes from the description (so it does not ask for a visit again).
    await page.getByRole('button', { name: '添加字段映射' }).click();
    await choose(page.getByLabel('动作1映射1来源字段').first(), '描述');
    await page.getByRole('button', { name: '保存触发器' }).click();
    await seeMessage(page, '保存成功');
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/trigger\/detail\/\d+$/);
    const triggerId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const saved = await api<{ actions: { kind: number; config: Record<string, unknown> }[] }>(page, `/trigger/details?id=${triggerId}`);
    expect(saved.actions).toMatchObject([{ kind: 8, config: { recordKind: 1, mappings: [{ sourceField: 'description', targetField: 'title' }] } }]);

    const types = await api<{ id: number; name: string }[]>(page, '/orderTypeTemplate/list');
    const customers = await api<{ id: number }[]>(page, '/v2/customer/list?pageSize=10');
    const items = await api<{ id: number; name: string }[]>(page, '/v2/serverItem/getItemList?pageIndex=0&pageSize=50');
    const source = await api<{ success: boolean; data: { id: number; orderNo: string } }>(page, '/v2/order/add', {
      templateId: types.find((t) => t.name === '默认工单')!.id,
      customerId: customers[0].id,
      title: '空调维修完成需回访',
      serviceItemId: items.find((i) => i.name === '空调维修')!.id,
      priority: 1,
      appointmentTime: '2030-06-03 10:00',
      description: '回访：空调维修效果',
    });
    expect(source, JSON.stringify(source)).toMatchObject({ success: true });

    // The run on the trigger's page names the follow-up order, which exists with the mapped title and the source's customer.
    const runs = page.getByRole('table').filter({ hasText: '运行时间' });
    const row = runs.getByRole('row').filter({ hasText: source.data.orderNo });
    await row.waitFor({ timeout: 30_000 });
    await row.getByText('成功').waitFor();
    const step = row.getByText(/新建后续工单\/事件：已新建后续工单 GD\d+/);
    await step.waitFor();
    const followUpNo = /GD\d+/.exec((await step.textContent()) ?? '')![0];
    const found = await api<{ list: { orderNo: string; title: string }[] }>(page, `/v2/order/getAllOrderList?pageSize=10&orderNo=${followUpNo}`);
    expect(found.list.map((o) => [o.orderNo, o.title])).toContainEqual([followUpNo, '回访：空调维修效果']);
  });
});

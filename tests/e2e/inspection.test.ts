import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay } from '@domain/cycle-plans/cycle';
import { InspectionPaths as P } from '@domain/maintenance/inspection.paths';
import { submitDefaultOrder } from './order-form';
import { api, appInBrowser, eventually, openFromMenu, seeMessage } from './support';

const DISPATCHER = '13800000002';
const ENGINEER = '13800000003';
const CUSTOMER = '沙井电子城';

/** A 1×1 PNG, the photo the walker takes at the panel. */
const PHOTO = { name: 'panel.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64') };

const app = appInBrowser();
let dispatcher: Page;
let engineer: Page;
let taskId: number;

beforeAll(async () => {
  dispatcher = await app.signedIn(DISPATCHER);
  const customers = await api<{ id: number; name: string }[]>(dispatcher, `/v2/customer/list?name=${encodeURIComponent(CUSTOMER)}&pageSize=10`);
  const customerId = customers.find((c) => c.name === CUSTOMER)!.id;
  engineer = await app.signedIn(ENGINEER);
  const engineerId = (await api<{ id: number }>(engineer, '/v2/sessionUser/info')).id;
  const pointIds: number[] = [];
  for (const [name, code] of [
    ['冷站水泵', 'E2E-PUMP'],
    ['冷站配电柜', 'E2E-PANEL'],
  ])
    pointIds.push((await api<{ data: { id: number } }>(dispatcher, P.pointSave, { name, customerId, location: '冷站', code })).data.id);
  const today = businessDay(new Date());
  // A weekly plan from today makes today's round at once.
  const plan = await api<{ data: { id: number } }>(dispatcher, P.planSave, {
    name: '冷站周巡检',
    customerId,
    assigneeId: engineerId,
    pointIds,
    checkItems: ['外观完好', '运行正常'],
    mode: 1,
    cycleUnit: 2,
    startDate: today,
    endDate: addDays(today, 60),
  });
  const [task] = await api<{ id: number }[]>(dispatcher, `${P.taskList}?planId=${plan.data.id}`);
  taskId = task.id;
});

describe('inspection', () => {
  it('a plan makes a round; the engineer records one point on the PC and the other on the phone, offline, with an exception and a photo; the exception becomes an order', async () => {
    // The engineer walks the round: the pump is fine, the panel is not.
    await openFromMenu(engineer, '首页', '工单中心', '巡检任务');
    await engineer.getByRole('link', { name: businessDay(new Date()) }).first().waitFor();
    await engineer.goto(`/inspectionTask/${taskId}`);
    await engineer.getByRole('button', { name: '记录冷站水泵' }).click();
    let dialog = engineer.getByRole('dialog').filter({ hasText: '记录巡检结果：冷站水泵' });
    await dialog.getByPlaceholder('E2E-PUMP').fill('E2E-PUMP');
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await seeMessage(engineer, '保存成功');
    await engineer.close();

    // The panel on the phone (390 px), in a basement without signal: scan (typed here), one item failed, a photo, finish; sent on reconnect.
    const phone = await app.signedIn(ENGINEER);
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto('/m/more');
    await phone.getByRole('link', { name: '我的巡检' }).click();
    // Begun on the PC, the round is under 巡检中 (next week's is already under 待巡检).
    await phone.getByRole('button', { name: '巡检中' }).click();
    await phone.getByRole('link', { name: /冷站周巡检/ }).click();
    await phone.getByRole('button', { name: /冷站水泵\s*正常/ }).waitFor();
    await phone.context().setOffline(true);
    await phone.getByRole('button', { name: /冷站配电柜\s*未记录/ }).click();
    const form = phone.getByRole('form', { name: '记录 冷站配电柜' });
    await form.getByRole('textbox', { name: '巡检点码（扫码或输入）' }).fill('E2E-PANEL');
    await form.getByRole('group', { name: '外观完好' }).getByRole('button', { name: '正常' }).click();
    await form.getByRole('group', { name: '运行正常' }).getByRole('button', { name: '异常' }).click();
    await form.getByRole('textbox', { name: '运行正常异常说明' }).fill('配电柜跳闸');
    await form.getByLabel('拍照').setInputFiles(PHOTO);
    await eventually(() => form.getByAltText('巡检照片').count()).toBe(1);
    await form.getByRole('button', { name: '保存巡检结果' }).click();
    await phone.getByRole('button', { name: /冷站配电柜\s*异常/ }).waitFor();
    await phone.getByRole('button', { name: '完成巡检' }).click();
    await phone.getByText(/待发送 2 项/).waitFor();
    await phone.context().setOffline(false);
    await phone.getByText('离线操作已同步').waitFor({ timeout: 30_000 });
    await eventually(() => phone.getByText(/已发送$/).count()).toBe(2);
    await eventually(async () => (await api<{ state: number }>(phone, `${P.taskDetail}?id=${taskId}`)).state).toBe(3);
    await phone.close();

    // The dispatcher finds the exception among the to-dos and turns it into an order.
    await openFromMenu(dispatcher, '首页', '工单中心', '巡检异常待办');
    await dispatcher.getByRole('row', { name: /冷站周巡检/ }).first().waitFor();
    await dispatcher.goto(`/inspectionTask/${taskId}`);
    await dispatcher.getByRole('button', { name: '转工单' }).click();
    await dispatcher.waitForURL(/\/createOrder\?inspectionTaskId=\d+/);
    await submitDefaultOrder(dispatcher, '冷站配电柜跳闸处理', CUSTOMER);
    // The order names the round it came from, linked back to it; the round shows the order.
    await dispatcher.getByLabel('工单信息').getByRole('link', { name: `巡检任务 ${taskId}` }).click();
    await dispatcher.waitForURL((url) => url.pathname === `/inspectionTask/${taskId}`);
    await eventually(() => dispatcher.locator('.arco-descriptions').getByText('已转工单', { exact: true }).count()).toBe(1);
    expect(await dispatcher.getByRole('cell', { name: '运行正常：配电柜跳闸' }).count()).toBe(1);
    expect(await dispatcher.getByAltText('冷站配电柜照片').count()).toBe(1);
    expect(await dispatcher.getByRole('link', { name: /^GD\d+/ }).count()).toBe(1);
  });
});

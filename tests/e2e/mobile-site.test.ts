import type { Frame, FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mockHostInBrowser } from './hosts-support';
import { PHONE, phoneSignedIn } from './mobile-support';
import { apiCall, appInBrowser } from './support';

/** The engineer on site with the phone version: the appointment's time, the completion, and the phone inside DingTalk. */
const standalone = appInBrowser();
const dingtalk = mockHostInBrowser('dingtalk');

const ENGINEER = '13800000003'; // 张师傅
const DISPATCHER = '13800000002'; // 李派单

/** Both browsers in China, as the users are; the test machine's own zone is UTC. */
async function inChina(page: Page): Promise<Page> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Shanghai' });
  return page;
}

/** A new order assigned to 张师傅 and received by him, made by the dispatcher's page. */
async function receivedOrder(dispatcher: Page | Frame, engineer: Page | Frame, title: string): Promise<number> {
  const types = await apiCall<{ id: number; name: string }[]>(dispatcher, '/orderTypeTemplate/list');
  const defaultType = (types.data.find((t) => t.name === '默认工单') ?? types.data[0]).id;
  // A host's new enterprise has no customer and no service item yet: one of each is added.
  let customerId = (await apiCall<{ id: number }[]>(dispatcher, '/v2/customer/list?pageIndex=0&pageSize=10')).data[0]?.id;
  if (!customerId) customerId = (await apiCall<{ id: number }>(dispatcher, '/v2/customer/add', { name: '上门客户', phone: '13912345678', contacts: [{ name: '王先生', phone: '13912345678' }], addresses: [] })).data.id;
  const items = (await apiCall<{ id: number }[] | { list: { id: number }[] }>(dispatcher, '/v2/serverItem/getItemList?pageIndex=0&pageSize=10')).data;
  let serviceItemId = (Array.isArray(items) ? items : items.list)[0]?.id;
  if (!serviceItemId) serviceItemId = (await apiCall<{ id: number }>(dispatcher, '/v2/serverItem/save', { name: '上门维修' })).data.id;
  const created = await apiCall<{ id: number }>(dispatcher, '/v2/order/add', { templateId: defaultType, customerId, serviceItemId, title, appointmentTime: '2030-05-30T09:00:00+08:00', description: '上门', address: '上海市浦东新区张江路1号' });
  expect(created.success, created.message).toBe(true);
  const me = (await apiCall<{ id: number }>(engineer, '/v2/sessionUser/info')).data.id;
  const assigned = await apiCall<{ done: number[] }>(dispatcher, '/worker/batchDesignate', { ids: [created.data.id], ownerId: me });
  expect(assigned.data.done, assigned.message).toEqual([created.data.id]);
  const received = await apiCall(engineer, '/order/accept', { id: created.data.id });
  expect(received.success, received.message).toBe(true);
  return created.data.id;
}

const button = (page: Page | FrameLocator, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const phoneState = (page: Page) => page.getByLabel('工单信息').locator('strong').first();

/** The 预约时间 the PC version's order detail shows. */
async function pcAppointment(pc: Page, orderId: number): Promise<string> {
  await pc.goto(`/allOrder/orderDetail/${orderId}`);
  const info = pc.getByLabel('工单信息');
  await info.getByText('预约时间').waitFor();
  return (await info.innerText()).match(/预约时间\s*(\d{4}-\d{2}-\d{2} \d{2}:\d{2})/)![1];
}

describe('the phone version on site', () => {
  it('an appointment set on the phone at 09:30 reads 09:30 on the PC, online and queued offline', async () => {
    const engineer = await inChina(await phoneSignedIn(standalone, ENGINEER));
    const pc = await inChina(await standalone.signedIn(DISPATCHER));
    const orderId = await receivedOrder(pc, engineer, '预约时区');

    await engineer.goto(`/m/order/${orderId}`);
    await button(engineer, '修改预约').click();
    await engineer.locator('input[name="appointmentTime"]').fill('2030-06-01T09:30');
    await button(engineer, '确定预约').click();
    await engineer.getByText('修改预约成功').waitFor();
    await engineer.getByRole('status').getByText(/待发送/).waitFor({ state: 'detached' });
    await engineer.getByText('2030-06-01 09:30').waitFor();
    expect(await pcAppointment(pc, orderId)).toBe('2030-06-01 09:30');

    // Queued offline, sent on reconnect.
    await engineer.context().setOffline(true);
    await engineer.getByText(/当前离线/).waitFor();
    await button(engineer, '修改预约').click();
    await engineer.locator('input[name="appointmentTime"]').fill('2030-06-02T14:00');
    await button(engineer, '确定预约').click();
    await engineer.getByText('2030-06-02 14:00').waitFor();
    await engineer.context().setOffline(false);
    await engineer.getByText('离线操作已同步').waitFor({ timeout: 30_000 });
    await engineer.getByText('2030-06-02 14:00').waitFor();
    expect(await pcAppointment(pc, orderId)).toBe('2030-06-02 14:00');
  });

  it('签到 at the site sends the phone’s position, and the PC version’s log shows where and when', async () => {
    const engineer = await phoneSignedIn(standalone, ENGINEER);
    await engineer.context().grantPermissions(['geolocation'], { origin: standalone.server.origin });
    await engineer.context().setGeolocation({ longitude: 121.473701, latitude: 31.230416 });
    const pc = await standalone.signedIn(DISPATCHER);
    const orderId = await receivedOrder(pc, engineer, '上门签到');
    await engineer.goto(`/m/order/${orderId}`);
    await button(engineer, '签到').click();
    await engineer.getByText('签到成功').waitFor();
    await pc.goto(`/allOrder/orderDetail/${orderId}`);
    await pc.getByRole('tab', { name: /^工单进度/ }).click();
    const entry = pc.locator('.arco-timeline-item').filter({ hasText: '签到位置：(121.473701, 31.230416)' });
    await entry.waitFor();
    expect(await entry.innerText()).toMatch(/签到[\s\S]*张师傅|张师傅[\s\S]*签到/);
  });

  it('completing online shows 已完成 and never falls back to 服务中 on the way', async () => {
    const engineer = await phoneSignedIn(standalone, ENGINEER);
    const pc = await standalone.signedIn(DISPATCHER);
    const orderId = await receivedOrder(pc, engineer, '完成不闪');
    expect((await apiCall(engineer, '/order/startService', { id: orderId })).success).toBe(true);
    await engineer.goto(`/m/order/${orderId}`);
    await button(engineer, '完成工单').waitFor();
    // Every state the screen shows from the tap on, in order.
    await phoneState(engineer).evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { seenStates: string[] }).seenStates = seen;
      new MutationObserver(() => {
        if (seen.at(-1) !== el.textContent) seen.push(el.textContent ?? '');
      }).observe(el, { childList: true, characterData: true, subtree: true });
    });
    await button(engineer, '完成工单').click();
    await engineer.getByText('已完成成功').waitFor();
    const order = (await apiCall<{ state: number }>(engineer, `/order/orderDetail?id=${orderId}`)).data;
    expect(order.state).toBe(5);
    // Wait for the refetch the completion set off to have landed too.
    await engineer.waitForLoadState('networkidle');
    expect(await engineer.evaluate(() => (window as unknown as { seenStates: string[] }).seenStates)).toEqual(['已完成']);
  });
});

describe('the phone version inside DingTalk', () => {
  it('starts with no page error, and 更多 has no 退出登录 (the host signs the user in)', async () => {
    const { page, app } = await dingtalk.open(PHONE);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack}`));
    await app.getByRole('navigation', { name: '主导航' }).waitFor({ timeout: 30_000 });
    await app.getByRole('heading', { name: '我的待办' }).waitFor();
    await app.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '更多' }).click();
    await button(app, '切换到电脑版').waitFor();
    expect(await button(app, '退出登录').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  it('签到 takes the position from DingTalk’s device.geolocation.get, with the place’s name', async () => {
    const { page, app } = await dingtalk.open(PHONE);
    await app.getByRole('navigation', { name: '主导航' }).waitFor({ timeout: 30_000 });
    const frame = page.frames().find((f) => f.url().startsWith(dingtalk.run.server.origin))!;
    const orderId = await receivedOrder(frame, frame, '钉钉签到');
    await frame.goto(`${dingtalk.run.server.origin}/m/order/${orderId}`);
    // Where the mock DingTalk says the phone is (the page's bridge state starts afresh with each page load).
    await frame.evaluate(() => {
      (window as unknown as { __MOCK_HOST__: { location: unknown } }).__MOCK_HOST__.location = { longitude: 120.15507, latitude: 30.274084, address: '浙江省杭州市西湖区' };
    });
    await button(app, '签到').click();
    await app.getByText('签到成功').waitFor();
    const order = (await apiCall<{ timeline: { op: string; remark: string }[] }>(frame, `/order/orderDetail?id=${orderId}`)).data;
    expect(order.timeline.at(-1)).toMatchObject({ op: 'checkIn', remark: '签到位置：浙江省杭州市西湖区 (120.155070, 30.274084)' });
  });
});

import { deflateSync } from 'node:zlib';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { mockHostInBrowser } from './hosts-support';
import { expectScreensFit, PHONE, phoneSignedIn, widerThanViewport } from './mobile-support';
import { apiCall, appInBrowser, eventually, screenshot } from './support';

const standalone = appInBrowser();
const wecom = mockHostInBrowser('wecom');
const dingtalk = mockHostInBrowser('dingtalk');

/** Where the app runs: a page (standalone) or the host's frame; `ui` finds elements in it. */
interface AppView {
  page: Page;
  frame: Frame;
  ui: Page | FrameLocator;
  origin: string;
}


/** A solid-colour PNG of the given size (a "camera photo" the browser compresses before upload). */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3])]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const PHOTOS = [png(3000, 2000, [200, 60, 60]), png(2000, 3000, [60, 200, 60]), png(1200, 900, [60, 60, 200])].map((buffer, i) => ({
  name: `photo-${i + 1}.png`,
  mimeType: 'image/png',
  buffer,
}));

interface OrderView {
  state: number;
  version: number;
  receipt: { finishImages: { url: string }[]; signature: { url: string } | null } | null;
}

/** A new order for the signed-in user of `frame` (an administrator, who may serve too), assigned to `ownerId`. */
async function newAssignedOrder(frame: Frame, ownerId: number, title: string): Promise<number> {
  const types = await apiCall<{ id: number; name: string }[]>(frame, '/orderTypeTemplate/list');
  const customers = await apiCall<{ id: number }[]>(frame, '/v2/customer/list?pageIndex=0&pageSize=10');
  let customerId = customers.data[0]?.id;
  if (!customerId) {
    const phone = `139${String(Date.now()).slice(-8)}`;
    const added = await apiCall<{ id: number }>(frame, '/v2/customer/add', { name: '手机端客户', phone, contacts: [{ name: '王先生', phone }], addresses: [] });
    expect(added.success, added.message).toBe(true);
    customerId = added.data.id;
  }
  const items = (await apiCall<{ id: number }[] | { list: { id: number }[] }>(frame, '/v2/serverItem/getItemList?pageIndex=0&pageSize=10')).data;
  let serviceItemId = (Array.isArray(items) ? items : items.list)[0]?.id;
  if (!serviceItemId) {
    const saved = await apiCall<{ id: number }>(frame, '/v2/serverItem/save', { name: '上门维修' });
    expect(saved.success, saved.message).toBe(true);
    serviceItemId = saved.data.id;
  }
  const created = await apiCall<{ id: number }>(frame, '/v2/order/add', { templateId: types.data[0].id, customerId, serviceItemId, title, appointmentTime: '2030-05-30 09:00:00', address: '上海市浦东新区张江路1号', description: '手机端测试' });
  expect(created.success, created.message).toBe(true);
  const assigned = await apiCall<{ done: number[] }>(frame, '/worker/batchDesignate', { ids: [created.data.id], ownerId });
  expect(assigned.data.done, assigned.message).toEqual([created.data.id]);
  return created.data.id;
}

/** Draws a signature stroke on the receipt's signature canvas. */
async function sign(view: AppView) {
  const pad = view.ui.getByLabel('签名区域');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const { mouse } = view.page;
  await mouse.move(box.x + 20, box.y + box.height / 2);
  await mouse.down();
  for (let i = 1; i <= 10; i++) await mouse.move(box.x + 20 + i * ((box.width - 40) / 10), box.y + box.height / 2 + (i % 2 ? -20 : 20));
  await mouse.up();
}

const button = (view: AppView, name: string | RegExp) => view.ui.getByRole('button', { name, exact: typeof name === 'string' });

/**
 * The engineer's whole path on the phone: receive, appoint, start, then a stretch offline (start,
 * receipt with three photos and a signature, complete) sent on reconnect, each operation once.
 */
async function engineerPath(view: AppView, orderId: number, name: string) {
  await view.frame.goto(`${view.origin}/m/order/${orderId}`);
  await button(view, '接单').click();
  // The order came with the customer's date; the engineer agrees another one.
  await button(view, '修改预约').click();
  await view.ui.locator('input[name="appointmentTime"]').fill('2030-06-01T14:00');
  await button(view, '确定预约').click();
  await button(view, '开始服务').waitFor();
  await screenshot(view.page, `mobile-${name}-detail`);

  // The basement: no signal from here on.
  await view.page.context().setOffline(true);
  await view.ui.getByText(/当前离线/).waitFor();
  await button(view, '开始服务').click();
  await button(view, '填写回执').click();
  await view.ui.getByLabel('拍照').setInputFiles(PHOTOS);
  await eventually(() => view.ui.getByAltText('完成图片').count()).toBe(3);
  await sign(view);
  await button(view, '提交回执').click();
  const finish = button(view, /^(完成工单|申请完成)$/);
  await finish.click();
  await view.ui.getByText(/待发送 3 项/).waitFor();
  await screenshot(view.page, `mobile-${name}-offline`);
  // Nothing reached the server while offline.
  await view.page.context().setOffline(false);

  await view.ui.getByText('离线操作已同步').waitFor({ timeout: 30_000 });
  await eventually(() => view.ui.getByText(/已发送$/).count()).toBe(3);
  const order = (await apiCall<OrderView>(view.frame, `/order/orderDetail?id=${orderId}`)).data;
  expect([5, 7]).toContain(order.state); // completed, or waiting for its completion approval
  expect(order.receipt?.finishImages).toHaveLength(3);
  expect(order.receipt?.signature).not.toBeNull();
  // Each photo was uploaded once, compressed to a long side of 1,600 px.
  const sizes = await view.frame.evaluate(async (urls) => {
    return Promise.all(
      urls.map(async (url) => {
        const bitmap = await createImageBitmap(await (await fetch(url)).blob());
        return Math.max(bitmap.width, bitmap.height);
      }),
    );
  }, order.receipt!.finishImages.map((i) => i.url));
  expect(sizes).toEqual([1600, 1600, 1200]);
  await screenshot(view.page, `mobile-${name}-synced`);
}

async function standaloneAt(phone: string, viewport = PHONE): Promise<AppView> {
  const page = await phoneSignedIn(standalone, phone, viewport);
  return { page, frame: page.mainFrame(), ui: page, origin: standalone.server.origin };
}

async function hostView(host: typeof wecom): Promise<AppView> {
  const { page, app } = await host.open(PHONE);
  await app.getByRole('navigation', { name: '主导航' }).waitFor({ timeout: 30_000 });
  const frame = page.frames().find((f) => f.url().startsWith(host.run.server.origin))!;
  return { page, frame, ui: app, origin: host.run.server.origin };
}

const meId = async (frame: Frame) => (await apiCall<{ id: number }>(frame, '/v2/sessionUser/info')).data.id;

describe('the mobile version at 390×844', () => {
  it('standalone: a phone lands on the mobile to-do home; the engineer works an order through, partly offline', async () => {
    const dispatcher = await standaloneAt('13800000002');
    const engineer = await standaloneAt('13800000003');
    await engineer.page.waitForURL('**/m');
    await engineer.page.getByRole('heading', { name: '我的待办' }).waitFor();
    await engineer.page.getByRole('link', { name: /我的待办工单/ }).waitFor();
    await screenshot(engineer.page, 'mobile-standalone-home');
    expect(await seriousViolations(engineer.page)).toEqual([]);

    const users = await apiCall<{ id: number; name: string }[]>(dispatcher.frame, '/v2/user/list?pageSize=100');
    const orderId = await newAssignedOrder(dispatcher.frame, users.data.find((u) => u.name === '张师傅')!.id, '手机端全流程');
    // The order shows in my orders (待接单) and opens from the list.
    await engineer.page.getByRole('link', { name: '我的工单' }).click();
    await engineer.page.getByRole('heading', { name: '手机端全流程' }).first().click();
    await engineer.page.waitForURL(`**/m/order/${orderId}`);
    await button(engineer, '接单').waitFor();
    expect(await seriousViolations(engineer.page)).toEqual([]);
    await engineerPath(engineer, orderId, 'standalone');
  });

  it('no element is wider than the viewport on any mobile screen, at 390 and 360 px', async () => {
    const engineer = await standaloneAt('13800000003');
    const dispatcher = await standaloneAt('13800000002', { width: 360, height: 740 });
    const [order] = (await apiCall<{ list: { id: number }[] }>(engineer.frame, '/v2/order/getAllOrderList?view=mine&pageSize=10')).data.list;
    for (const view of [engineer, dispatcher]) await expectScreensFit(view.page, ['/m', '/m/orders', '/m/orders?state=all', `/m/order/${order.id}`, '/m/pool', '/m/assign', '/m/more', '/m/scan', '/m/messages']);
    await screenshot(dispatcher.page, 'mobile-more-360');
  });

  it('switches versions: 电脑版 is remembered for the user, 手机版 comes back, and a failed switch says 切换失败', async () => {
    const view = await standaloneAt('13800000005');
    await view.page.waitForURL('**/m');
    await button(view, '电脑版').click();
    await view.page.waitForURL('**/guideOne');
    await view.page.getByRole('button', { name: '帮助' }).waitFor();
    // Remembered on the server: a new visit to the landing stays on the PC version, even on a phone.
    await view.page.goto('/');
    await view.page.waitForURL('**/guideOne');
    await view.page.getByRole('button', { name: '帮助' }).click();
    await view.page.getByRole('menuitem', { name: '手机版' }).click();
    await view.page.waitForURL('**/m');
    await view.page.getByRole('heading', { name: '我的待办' }).waitFor();
    // A wide window with the mobile version chosen still opens it.
    await view.page.setViewportSize({ width: 1440, height: 900 });
    await view.page.goto('/');
    await view.page.waitForURL('**/m');

    await view.page.route('**/api/user/changePcVersion', (route) => route.fulfill({ status: 500, body: '{}' }));
    await button(view, '电脑版').click();
    await view.page.getByText('切换失败').waitFor();
    expect(new URL(view.page.url()).pathname).toBe('/m');
  });

  for (const [name, host] of [['wecom', wecom], ['dingtalk', dingtalk]] as const) {
    it(`inside the mock ${name === 'wecom' ? 'WeCom sidebar' : 'DingTalk client'}: the mobile version, and the engineer's path with a stretch offline`, async () => {
      const view = await hostView(host);
      await screenshot(view.page, `mobile-${name}-home`);
      expect(await widerThanViewport(view.frame)).toEqual([]);
      const orderId = await newAssignedOrder(view.frame, await meId(view.frame), `${name} 手机工单`);
      await engineerPath(view, orderId, name);
      expect(await widerThanViewport(view.frame)).toEqual([]);
    });
  }
});

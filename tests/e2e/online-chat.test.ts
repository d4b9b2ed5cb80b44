import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KF } from '@server/modules/online-chat/online-chat.public';
import { startFakeOpenPlatform, type FakeOpenPlatform } from '../../container-mocks/fake-open-platform';
import { PHONE } from './mobile-support';
import { api, appInBrowser, eventually, openFromMenu, sideGroup, textsOf } from './support';

const RECEPTION = '13800000006';
const CUSTOMER = '微信李四';
const PORTAL_CUSTOMER = '13900000001';
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let fake: FakeOpenPlatform;
beforeAll(async () => {
  fake = await startFakeOpenPlatform('wecom');
});
afterAll(() => fake?.close());

const app = appInBrowser({ env: () => ({ WEIXIN_KF_API_BASE: fake.url }) });
let page: Page;

const customerWrites = (msgtype: string, body: Record<string, unknown> = {}) =>
  fake.kf.customerWrites({ openKfid: DEMO_KF.openKfid, externalUserId: 'wm-e2e-lisi', nickname: CUSTOMER, msgtype, body });

beforeAll(async () => {
  page = await app.signedIn(RECEPTION);
  const { enterpriseId } = await api<{ enterpriseId: number }>(page, '/v2/sessionUser/info');
  fake.kf.setup({ corpId: DEMO_KF.corpId, openKfid: DEMO_KF.openKfid, token: DEMO_KF.callbackToken, encodingAesKey: DEMO_KF.encodingAesKey, callbackUrl: `${app.server.origin}/api/kefu/wecom/callback/${enterpriseId}` });
});

describe('online customer service', () => {
  it('a WeChat customer writes with a photo; the receptionist takes it, replies, makes an event, closes it, and the record shows it', async () => {
    // Off the chat page, a customer's message shows a notice that leads to the desk.
    await openFromMenu(page, '首页', '服务台', '在线客服');
    await page.getByRole('status').filter({ hasText: '已连接' }).waitFor();
    await openFromMenu(page, '首页', '办公', '功能导航');
    await page.waitForURL('**/personIndex');
    expect((await customerWrites('text', { content: '你好，热水器不出热水' })).status).toBe(200);
    const notice = page.locator('.arco-notification').filter({ hasText: '在线客服新消息' });
    await notice.waitFor();
    await notice.getByRole('button', { name: '去接待' }).click();
    await page.waitForURL('**/customerservice');
    // The chat waits in the queue: 在线客服's menu badge counts it (the session's push refreshed it).
    const badge = (await sideGroup(page, '服务台')).filter({ hasText: '在线客服' }).locator('.arco-badge-number');
    await eventually(() => badge.allInnerTexts()).toEqual(['1']);

    await customerWrites('image');
    await page.getByRole('tab', { name: /排队中/ }).click();
    const waiting = page.getByRole('listitem', { name: `会话 ${CUSTOMER}` });
    await waiting.getByRole('button', { name: '接入' }).click();
    await page.getByRole('tab', { name: /我的会话/ }).waitFor();
    // Taken: the queue is empty and the badge goes.
    await eventually(() => badge.count()).toBe(0);
    const log = page.getByRole('log', { name: '聊天记录' });
    await log.getByText('你好，热水器不出热水').waitFor();
    const photo = log.getByRole('img', { name: '图片消息' });
    await eventually(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    // The reply goes to the customer through kf/send_msg.
    await page.getByRole('textbox', { name: '回复内容' }).fill('您好，请问热水器是什么型号？');
    const sent = page.waitForResponse((r) => r.url().includes('/api/kefu/message/send'));
    await page.getByRole('button', { name: /^发\s*送$/ }).click();
    const answer = await sent;
    expect(answer.status(), await answer.text()).toBe(200);
    await log.getByText('您好，请问热水器是什么型号？').waitFor();
    expect(fake.kf.sent.at(-1)).toMatchObject({ touser: 'wm-e2e-lisi', msgtype: 'text', body: { content: '您好，请问热水器是什么型号？' } });
    // The customer answers while the receptionist is on the page: it arrives over the socket.
    await customerWrites('text', { content: 'JSQ-20' });
    await log.getByText('JSQ-20').waitFor();

    // 转事件: the event form opens with the customer filled in.
    await page.getByRole('button', { name: '转事件' }).click();
    await page.waitForURL(/\/newEvent\?/);
    const form = page.getByRole('form', { name: '事件表单' });
    await expect(form.getByPlaceholder('请输入客户名称', { exact: true }).inputValue()).resolves.toBe(CUSTOMER);
    await form.getByPlaceholder('请输入事件标题', { exact: true }).fill('热水器不出热水（在线客服）');
    await form.getByPlaceholder('请输入联系电话', { exact: true }).fill('13922224444');
    await form.getByRole('button', { name: /^提\s*交$/ }).click();
    await page.waitForURL(/\/Myevent\/eventDetail\/\d+$/);
    // The event's history says where it came from.
    await eventually(() => textsOf(page.getByLabel('处理记录').locator('.arco-timeline-item-content'))).toEqual([expect.stringContaining(`孙接待创建了事件（来自在线客服会话：${CUSTOMER}）`)]);

    // Back on the desk, the session is closed.
    await page.goto('/customerservice');
    await page.getByRole('tab', { name: /我的会话/ }).click();
    await page.getByRole('listitem', { name: `会话 ${CUSTOMER}` }).click();
    await page.getByRole('button', { name: '结束会话' }).click();
    await page.locator('.arco-popconfirm').getByRole('button', { name: /^确\s*定$/ }).click();
    await eventually(() => page.getByRole('listitem', { name: `会话 ${CUSTOMER}` }).count()).toBe(0);

    // The reception record shows it: the staff member and six messages (the four written, the line naming the event and the rating request sent at close).
    await openFromMenu(page, '首页', '服务台', '接待记录');
    const row = page.getByRole('row').filter({ hasText: CUSTOMER });
    await row.waitFor();
    await expect(row.innerText()).resolves.toMatch(/微信客服[\s\S]*孙接待[\s\S]*\s6\s*$/);
  });
});

describe('the portal’s web chat', () => {
  it('a portal customer writes at 390 px, the receptionist answers on the desk, the customer sees it and rates the ended chat', async () => {
    const context = await page.context().browser()!.newContext({ baseURL: app.server.origin, viewport: PHONE, locale: 'zh-CN', isMobile: true, hasTouch: true });
    const customer = await context.newPage();
    customer.setDefaultTimeout(15_000);
    try {
      await customer.goto('/portal/demo000001');
      await customer.getByLabel('手机号').fill(PORTAL_CUSTOMER);
      const known = app.server.smsCodes(PORTAL_CUSTOMER).length;
      await customer.getByRole('button', { name: '获取验证码' }).click();
      await customer.getByLabel('验证码').fill(await app.server.nextSmsCode(PORTAL_CUSTOMER, known));
      await customer.getByRole('button', { name: '登录' }).click();
      await customer.getByRole('link', { name: /在线客服/ }).click();
      const chat = customer.getByRole('log', { name: '聊天记录' });
      await customer.getByLabel('消息内容').fill('净水器漏水了');
      await customer.getByRole('button', { name: '发送' }).click();
      await chat.getByText('净水器漏水了').waitFor();

      // The portal's entry gives it to 孙接待, linked to the customer's record.
      await page.goto('/customerservice');
      await page.getByRole('tab', { name: /我的会话/ }).click();
      await page.getByRole('listitem', { name: '会话 陈客户' }).click();
      const log = page.getByRole('log', { name: '聊天记录' });
      await log.getByText('净水器漏水了').waitFor();
      await page.getByRole('textbox', { name: '回复内容' }).fill('请拍一下漏水的位置');
      await page.getByRole('button', { name: /^发\s*送$/ }).click();
      // Over the event stream, without a reload.
      await chat.getByText('请拍一下漏水的位置').waitFor();
      await customer.getByRole('status').filter({ hasText: '客服已接入，正在为您服务' }).waitFor();
      // A photo the receptionist sends shows to the customer, who has no staff session (the visitor's read path).
      await page.getByLabel('发送图片').setInputFiles({ name: '示意图.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
      await log.getByRole('img', { name: '图片消息' }).waitFor();
      const photo = chat.getByRole('img', { name: '图片消息' });
      await eventually(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

      await page.getByRole('button', { name: '结束会话' }).click();
      await page.locator('.arco-popconfirm').getByRole('button', { name: /^确\s*定$/ }).click();
      await customer.getByRole('status').filter({ hasText: '本次会话已结束' }).waitFor();
      const rating = customer.getByRole('region', { name: '评价本次服务' });
      await rating.getByRole('button', { name: '非常满意' }).click();
      await customer.getByRole('status').filter({ hasText: '感谢您的评价' }).waitFor();
      expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await context.close();
    }
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate, isoWeekday } from '@domain/dispatch/day-time';
import { api, appInBrowser, eventually, openFromMenu, seeMessage } from './support';

const DISPATCHER = '13800000002';
const app = appInBrowser();
let page: Page;
let orderId: number;
let orderNo: string;
// The first of the next days 张师傅 works (the demo calendar: Monday to Saturday, from 08:30).
const today = businessDate(new Date());
const day = [1, 2, 3].map((n) => addDays(today, n)).find((d) => isoWeekday(d) <= 6)!;

beforeAll(async () => {
  page = await app.signedIn(DISPATCHER);
  const [customer] = await api<{ id: number; name: string }[]>(page, '/v2/customer/list?pageIndex=0&pageSize=10');
  const items = await api<{ id: number; name: string }[]>(page, '/v2/serverItem/getItemList?pageIndex=0&pageSize=50');
  const rules = await api<{ templateId: number; templateName: string }[]>(page, '/v2/dispatch/rule/list');
  const templateId = rules.find((r) => r.templateName === '默认工单')!.templateId;
  const created = await api<{ data: { id: number; orderNo: string } }>(page, '/v2/order/add', {
    templateId,
    customerId: customer.id,
    serviceItemId: items.find((i) => i.name === '空调维修')?.id,
    title: '看板派单测试',
    description: '空调不制冷',
    appointmentTime: `${day} 09:00`,
  });
  ({ id: orderId, orderNo } = created.data);
});

describe('dispatch board', () => {
  it('the dispatcher sees candidates with reasons for a waiting order and assigns it; the order shows the assignee and the appointment', async () => {
    await openFromMenu(page, '首页', '工单中心', '派工看板');
    await page.getByRole('tab', { name: day.slice(5) }).click();
    const waiting = page.getByRole('complementary', { name: '待指派工单' });
    await waiting.getByRole('button', { name: new RegExp(orderNo) }).waitFor();
    const card = waiting.locator('li').filter({ hasText: orderNo });
    await card.getByRole('button', { name: '候选人' }).click();
    const drawer = page.locator('.arco-drawer').filter({ hasText: `候选人 · ${orderNo}` });
    const zhang = drawer.getByRole('listitem', { name: '候选人 张师傅' });
    await zhang.getByText('当天还没有上门').or(zhang.getByText(/当天已有 \d+ 个上门/)).first().waitFor();
    await zhang.getByText(/空闲$/).first().waitFor();
    const assign = zhang.getByRole('button', { name: /^指派 \d\d:\d\d$/ });
    const time = (await assign.textContent())!.replace(/\s+/g, ' ').trim().slice(3);
    await assign.focus();
    await page.keyboard.press('Enter');
    await seeMessage(page, '已指派');
    await page.getByTestId(`block-${orderId}`).waitFor();
    await eventually(() => waiting.getByText(orderNo).count()).toBe(0);
    const detail = await api<{ owner: { name: string } | null; appointmentTime: string; state: number }>(page, `/order/orderDetail?id=${orderId}`);
    expect(detail.state).toBe(2);
    expect(detail.owner?.name).toBe('张师傅');
    expect(businessDate(new Date(detail.appointmentTime))).toBe(day);
    expect(new Date(detail.appointmentTime).toLocaleTimeString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }).slice(0, 5)).toBe(time);
  });
});

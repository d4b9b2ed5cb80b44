import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate, isoWeekday } from '@domain/dispatch/day-time';
import type { BoardView, RuleRow } from '@domain/dispatch/dispatch.types';
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

/** Drags with the mouse from one element's middle to another's, in steps (the board lifts after 5 px). */
async function drag(page: Page, from: Locator, to: Locator) {
  // As a user scrolls the waiting list and the grid to both ends of the move (the list may run past its panel).
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const [a, b] = [(await from.boundingBox())!, (await to.boundingBox())!];
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  await page.mouse.up();
}

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

  it("a second dispatcher's board follows the first's drop of a block onto another day without reloading", async () => {
    const second = await app.signedIn('13800000001');
    await second.goto(`${app.server.origin}/dispatch`);
    await second.getByRole('tab', { name: day.slice(5) }).click();
    await second.getByTestId(`block-${orderId}`).waitFor();
    // Another day 张师傅 works where the block's time is free (the demo has his visits on the next days).
    const board = await api<BoardView>(page, `/v2/dispatch/board?from=${today}&days=7`);
    const block = board.blocks.find((b) => b.orderId === orderId)!;
    const zhang = board.rows.find((r) => r.userId === block.userId)!;
    const free = (d: string) => !board.blocks.some((b) => b.userId === block.userId && b.day === d && b.startMinute < block.endMinute && block.startMinute < b.endMinute);
    const target = zhang.days.find((d) => d.day !== day && d.day !== today && d.work && !d.leave && d.work.startMinute <= block.startMinute && block.endMinute <= d.work.endMinute && free(d.day))!.day;
    await drag(page, page.getByTestId(`block-${orderId}`), page.getByRole('tab', { name: target.slice(5) }));
    await seeMessage(page, `已派工，预约 ${target}`);
    // The second page heard it over its socket: the block left the day it shows, and waits on the target day.
    await eventually(() => second.getByTestId(`block-${orderId}`).count()).toBe(0);
    await second.getByRole('tab', { name: target.slice(5) }).click();
    await second.getByTestId(`block-${orderId}`).waitFor();
    // The keyboard twin: Enter on the block opens 改派或改期, which names a conflict before anything lands.
    await second.getByTestId(`block-${orderId}`).focus();
    await second.keyboard.press('Enter');
    const dialog = second.getByRole('dialog', { name: /改派或改期/ });
    await dialog.getByRole('combobox', { name: '时间' }).click();
    await second.getByRole('option', { name: '07:00' }).click();
    await dialog.getByText('预约时间不在该人员的工作时间内').waitFor();
    expect(await dialog.getByRole('button', { name: /^确\s*定$/ }).isDisabled()).toBe(true);
    await second.close();
  });
  it("a waiting order dragged onto an engineer's hour is assigned at that time, and the engineer's phone shows it in the day's order", async () => {
    const [customer] = await api<{ id: number }[]>(page, '/v2/customer/list?pageIndex=0&pageSize=10');
    const items = await api<{ id: number; name: string }[]>(page, '/v2/serverItem/getItemList?pageIndex=0&pageSize=50');
    const rules = await api<{ templateId: number; templateName: string }[]>(page, '/v2/dispatch/rule/list');
    const created = await api<{ data: { id: number; orderNo: string } }>(page, '/v2/order/add', {
      templateId: rules.find((r) => r.templateName === '默认工单')!.templateId,
      customerId: customer.id,
      serviceItemId: items.find((i) => i.name === '空调维修')?.id,
      title: '看板拖拽派单',
      description: '热水器漏水',
      appointmentTime: `${day} 09:00`,
    });
    expect(created.data?.orderNo, JSON.stringify(created)).toBeTruthy();
    // An hour of the day 张师傅 works with nothing booked (the block lasts the type's service length, an hour by default).
    const board = await api<BoardView>(page, `/v2/dispatch/board?from=${day}&days=1`);
    const zhang = board.rows.find((r) => r.name === '张师傅')!;
    const work = zhang.days[0].work!;
    const hour = [10, 11, 12, 13, 14, 15, 16].find((h) => h * 60 >= work.startMinute && h * 60 + 60 <= work.endMinute && !board.blocks.some((b) => b.userId === zhang.userId && b.startMinute < h * 60 + 60 && h * 60 < b.endMinute))!;
    const time = `${String(hour).padStart(2, '0')}:00`;
    await page.goto(`${app.server.origin}/dispatch`);
    await page.getByRole('tab', { name: day.slice(5) }).click();
    const card = page.getByRole('complementary', { name: '待指派工单' }).getByRole('button', { name: new RegExp(created.data.orderNo) });
    await drag(page, card, page.getByRole('gridcell', { name: `张师傅 ${time}` }));
    await seeMessage(page, `已派工，预约 ${day} ${time}`);
    await page.getByTestId(`block-${created.data.id}`).waitFor();

    // 张师傅's phone: 我的行程 of that day lists the visit at its place in the day, at that time.
    const phone = await app.signedIn('13800000003');
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`/m/day?day=${day}`);
    const stop = phone.getByRole('listitem', { name: new RegExp(created.data.orderNo) });
    await stop.getByText(`${time} 看板拖拽派单`).waitFor();
    const mine = await api<{ visits: { orderId: number; time: string }[] }>(phone, `/v2/dispatch/my-day?day=${day}`);
    const times = mine.visits.map((v) => v.time);
    expect([...times].sort()).toEqual(times);
    const place = mine.visits.findIndex((v) => v.orderId === created.data.id);
    expect(await stop.getAttribute('aria-label')).toBe(`第 ${place + 1} 站 ${created.data.orderNo}`);
    await phone.close();
  });

  it('a new order of a type with 自动派单 on is assigned by the rule, and its log says so with why', async () => {
    const rule = (await api<RuleRow[]>(page, '/v2/dispatch/rule/list')).find((r) => r.templateName === '默认工单')!;
    expect(await api(page, '/v2/dispatch/rule/save', { templateId: rule.templateId, mode: 2, weights: rule.weights })).toMatchObject({ success: true });
    const [customer] = await api<{ id: number }[]>(page, '/v2/customer/list?pageIndex=0&pageSize=10');
    const items = await api<{ id: number; name: string }[]>(page, '/v2/serverItem/getItemList?pageIndex=0&pageSize=50');
    const created = await api<{ data: { id: number } }>(page, '/v2/order/add', { templateId: rule.templateId, customerId: customer.id, serviceItemId: items.find((i) => i.name === '空调维修')?.id, title: '自动派单测试', description: '空调不制冷', appointmentTime: `${day} 16:00` });
    expect(created.data?.id, JSON.stringify(created)).toBeTruthy();
    await page.goto(`/allOrder/orderDetail/${created.data.id}`);
    await page.getByRole('tab', { name: /^工单进度/ }).click();
    await page.locator('.arco-timeline-item').filter({ hasText: '自动指派' }).getByText(/^自动派单：\S+（[\d.]+ 分）：\S/).waitFor();
  });

  it("an optimised day, accepted, stands on the board at the proposed times, in the proposed order, and on the engineer's phone in that order", async () => {
    await page.goto('/dispatch');
    await page.getByRole('tab', { name: day.slice(5) }).click();
    await page.getByRole('button', { name: '优化路线' }).click();
    const dialog = page.getByRole('dialog', { name: /优化路线/ });
    await dialog.getByRole('button', { name: /^计\s*算$/ }).click();
    const sequence = dialog.getByRole('list', { name: /优化后的顺序$/ });
    const stops = sequence.getByRole('listitem');
    await stops.first().waitFor();
    const engineer = (await sequence.getAttribute('aria-label'))!.replace(/ 优化后的顺序$/, '');
    const proposed = (await stops.allTextContents()).map((text) => text.match(/^第 \d+ 站 (\d\d:\d\d) (\S+) /)!.slice(1));
    await dialog.getByRole('button', { name: '接受并应用' }).click();
    await seeMessage(page, '已按优化后的路线预约');
    const xs: number[] = [];
    for (const [time, orderNo] of proposed) {
      const block = page.getByRole('button', { name: new RegExp(`^预约 ${orderNo} .* ${time}$`) });
      await block.waitFor();
      xs.push((await block.boundingBox())!.x);
    }
    expect(xs).toEqual([...xs].sort((a, b) => a - b));

    // The engineer's phone: 我的行程 of that day lists the accepted visits in the proposed order.
    const users = await api<{ name: string; phone: string }[]>(page, '/v2/user/list?pageSize=100');
    const phone = await app.signedIn(users.find((u) => u.name === engineer)!.phone);
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`/m/day?day=${day}`);
    const visits = phone.getByRole('list', { name: `${day} 的上门顺序` }).getByRole('listitem');
    const [lastTime, lastOrderNo] = proposed.at(-1)!;
    await phone.getByRole('listitem', { name: new RegExp(` ${lastOrderNo}$`) }).getByText(new RegExp(`${lastTime} `)).first().waitFor();
    const onPhone = (await visits.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''))).map((label) => label.replace(/^第 \d+ 站 /, ''));
    const accepted = proposed.map(([, orderNo]) => orderNo);
    expect(onPhone.filter((orderNo) => accepted.includes(orderNo))).toEqual(accepted);
    await phone.close();
  });
});

import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { eventually, formItem } from './support';

/** Fills a date-time picker (typed text, confirmed with Enter). */
export async function pickTime(scope: Locator, label: string, value: string): Promise<void> {
  const input = formItem(scope, label).locator('input').first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await eventually(() => input.inputValue()).toBe(value);
}

/**
 * On /createOrder (with whatever origin its query carries): chooses 默认工单, fills its form for the
 * named customer (or the first one the picker offers) and submits; resolves to the new order's detail path.
 */
export async function submitDefaultOrder(page: Page, title: string, customerName?: string): Promise<string> {
  // The type card's name starts with the type's (its kind tag follows).
  await page.getByRole('button', { name: /^默认工单/ }).click();
  await page.waitForURL(/\/order\/createExternal\/\d+/);
  const form = page.locator('.arco-card');
  // Picking the customer (again) lets its default contact fill the order's.
  const customer = formItem(form, '客户名称').locator('.arco-select').first();
  await customer.click();
  if (customerName) await page.getByRole('option', { name: new RegExp(customerName) }).first().click();
  else await page.getByRole('option').first().click();
  const item = formItem(form, '服务项目').locator('.arco-tree-select').first();
  await item.click();
  await item.locator('input').fill('空调维修');
  await page.locator('.arco-tree-node-title', { hasText: '空调维修' }).first().click();
  await formItem(form, '工单标题').locator('input').fill(title);
  await pickTime(form, '预约时间', '2030-01-15 10:00');
  await expect.poll(() => formItem(form, '联系人').locator('input').inputValue()).not.toBe('');
  await formItem(form, '企业名称').locator('input').fill('示例客户');
  await formItem(form, '详细描述').locator('textarea').fill('三楼会议室空调不制冷');
  await page.getByRole('button', { name: /^提\s*交$/ }).click();
  await page.waitForURL(/\/allOrder\/orderDetail\/\d+$/);
  return new URL(page.url()).pathname;
}

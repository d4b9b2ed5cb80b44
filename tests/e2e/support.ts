import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Frame, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { launchBrowser, openPage } from '@tests/support/browser';
import { startE2eServer, type E2eServer } from '@tests/support/e2e-server';
import { E2E_FAILURE_REPORTS } from '@tests/support/e2e-failures';
import { REPO_ROOT } from '@tests/support/server-process';

const SCREENSHOT_DIR = path.join(REPO_ROOT, 'tests', 'e2e', 'screenshots');

/** Prints what a failed step left behind and keeps it in E2E_FAILURE_REPORTS under the test's name. */
export async function reportFailure(testName: string, report: string): Promise<void> {
  console.error(report);
  await mkdir(path.dirname(E2E_FAILURE_REPORTS), { recursive: true });
  await appendFile(E2E_FAILURE_REPORTS, `##### ${testName}\n${report}\n`);
}

/** The sign-in page's submit button (Arco may space out two-character labels). */
const submitButton = (page: Page) => page.getByRole('button', { name: /^登\s*录$/ });

export interface AppInBrowser {
  /** The app's server (its origin, log and texted codes); set once the file's tests start. */
  readonly server: E2eServer;
  /** A fresh browser context (own cookies) on the app, signed out. */
  newPage(): Promise<Page>;
  /** A fresh browser context signed in with the password; resolves once it has left /login. */
  signedIn(phone: string): Promise<Page>;
  /** A fresh browser context signed in with the password and on the home page. */
  atHome(phone: string): Promise<Page>;
}

/**
 * The app on a fresh demo database and one Chromium, started before the calling test file's tests and
 * stopped after them; `env` (read when it starts) adds server settings, such as a fake platform's address.
 */
export function appInBrowser(options: { env?: () => Record<string, string> } = {}): AppInBrowser {
  let server: E2eServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer({ seededDataDir: inject('e2eSeededDataDir'), serverEntry: inject('e2eServerEntry'), env: options.env?.() }), launchBrowser()]);
  });
  // A failed step says in the test log what each page showed and what the server said last (CI keeps no screenshots).
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && browser && server) await reportFailure(task.fullName, await failureReport(browser, server));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = () => {
    if (!server || !browser) throw new Error('the app starts in beforeAll: use it inside a test or hook');
    return { server, browser };
  };
  const newPage = () => openPage(started().browser, started().server.origin);
  const signedIn = async (phone: string) => {
    const page = await newPage();
    await signInByPassword(page, phone);
    return page;
  };
  return {
    get server() {
      return started().server;
    },
    newPage,
    signedIn,
    async atHome(phone) {
      const page = await signedIn(phone);
      await page.waitForURL('**/guideOne');
      return page;
    },
  };
}

async function failureReport(browser: Browser, server: E2eServer): Promise<string> {
  const pages = browser.contexts().flatMap((context) => context.pages());
  const shown = await Promise.all(
    pages.map(async (page) => {
      const text = await page.locator('body').innerText({ timeout: 2_000 }).catch((error: Error) => `(unreadable: ${error.message})`);
      return `--- ${page.url()}\n${text.replace(/\n{2,}/g, '\n').slice(0, 1_500)}`;
    }),
  );
  // One line per log entry (an entry starts with its [hh:mm:ss] time), so the last ones fit on a screen.
  const entries = server.logs().join('\n').split(/\n(?=\[\d\d:\d\d:\d\d)/).map((entry) => entry.replace(/\s+/g, ' '));
  return ['===== what the pages showed when the test failed =====', ...shown, '--- the server log, last 40 entries', ...entries.slice(-40)].join('\n');
}

/** Fills in and submits the password sign-in on /login, without waiting for where it leads. */
export async function submitPasswordSignIn(page: Page, phone: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByText('密码登录', { exact: true }).click();
  await page.getByPlaceholder(/手机号/).fill(phone);
  await page.getByPlaceholder(/密码/).fill(password);
  await submitButton(page).click();
}

/** Signs in on /login with phone and password; resolves once the page has left /login. */
export async function signInByPassword(page: Page, phone: string, password = DEMO_PASSWORD): Promise<void> {
  await submitPasswordSignIn(page, phone, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Signs in on /login with a phone code read from the server's log; resolves once the page has left /login. */
export async function signInByCode(page: Page, phone: string, server: E2eServer): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder(/手机号/).fill(phone);
  const known = server.smsCodes(phone).length;
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder(/验证码/).fill(await server.nextSmsCode(phone, known));
  await submitButton(page).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Saves a full-page screenshot as tests/e2e/screenshots/<name>.png (the folder is gitignored). */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  // Let lazy chunks and first queries settle; a page that keeps polling is shot as it is after 5 s.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Polls `read` until the expectation chained on it holds; the page may take a few seconds on a busy machine. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** The trimmed visible texts of the elements a locator finds, in page order. */
export async function textsOf(locator: Locator): Promise<string[]> {
  return (await locator.allInnerTexts()).map((text) => text.trim());
}

/** Waits until a message (Arco's toast, or an alert) saying `text` is on screen. */
export async function seeMessage(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** Opens the top bar's user menu and chooses one of its actions (修改密码 … 退出登录). */
export async function chooseFromUserMenu(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** The names in the top menu (首页, 系统设置 …). */
export const topMenuNames = (page: Page) => textsOf(page.locator('.shell-top-menu').getByRole('menuitem'));

/** What the left menu shows: its entries, and the titles of its groups, in order. */
export const sideMenuNames = (page: Page) =>
  textsOf(page.getByRole('complementary').locator('[role="menuitem"]:visible, .arco-menu-inline-header'));

/**
 * Opens a group of the left menu (groups are an accordion; a group title is a menu item too, and may
 * share its name with one of its entries); returns the group's entries.
 */
export async function sideGroup(page: Page, group: string): Promise<Locator> {
  const header = page.getByRole('complementary').locator('.arco-menu-inline-header', { hasText: group });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  const entries = page.locator(`#${await header.getAttribute('aria-controls')}`).getByRole('menuitem');
  await entries.first().waitFor();
  return entries;
}

/** Opens a group of the left menu; returns the names of its entries. */
export const openSideGroup = async (page: Page, group: string): Promise<string[]> => textsOf(await sideGroup(page, group));

/** Chooses an entry of the left menu under a top menu and group. */
export async function openFromMenu(page: Page, top: string, group: string, entry: string): Promise<void> {
  await page.locator('.shell-top-menu').getByRole('menuitem', { name: top, exact: true }).click();
  await (await sideGroup(page, group)).getByText(entry, { exact: true }).click();
}

/** The titles of the tab strip's tabs, the fixed 首页 first. */
export const tabTitles = (page: Page) => textsOf(page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab'));

/** A node of an Arco tree at a depth (0: the roots), found by its title; its aria-level counts from 1 (src/lib/aria-repairs.ts). */
export const treeItem = (scope: Page | Locator, title: string | RegExp, depth: number) =>
  scope.locator(`[role="treeitem"][aria-level="${depth + 1}"]`).filter({ has: scope.locator('.arco-tree-node-title', { hasText: title }) });

/** Presses a dialog's 确定 (Arco may space out two-character labels). */
export const confirmDialog = (dialog: Locator) => dialog.getByRole('button', { name: /^确\s*定$/ }).click();

/** The item of an Arco form with this label (the required mark before it aside). */
export const formItem = (scope: Locator, label: string) =>
  scope.locator('.arco-form-item').filter({ has: scope.page().locator('.arco-form-label-item > label', { hasText: new RegExp(`^[\\s*]*${label}$`) }) });

/** Chooses options of a multiple Select in a dialog's form, then closes its list by clicking the dialog's title. */
export async function pickOptions(dialog: Locator, label: string, options: string[]): Promise<void> {
  const select = formItem(dialog, label).getByRole('combobox');
  await select.click();
  for (const option of options) await dialog.page().getByRole('option', { name: option, exact: true }).click();
  await dialog.locator('.arco-modal-title').click();
  await eventually(() => select.getAttribute('aria-expanded')).toBe('false');
}

export type Envelope<T = unknown> = { success: boolean; message?: string; data: T };

/** Calls the API as the signed-in user of a page or frame (with the session's csrf token on writes): the whole answer. */
export function apiCall<T>(target: Page | Frame, path: string, body?: object): Promise<Envelope<T>> {
  return target.evaluate(
    async ([path, body]) => {
      const init: RequestInit = {};
      if (body) {
        const me = await (await fetch('/api/v2/sessionUser/info')).json();
        init.method = 'POST';
        init.headers = { 'content-type': 'application/json' };
        init.body = JSON.stringify({ ...body, ctoken: me.data.csrfToken });
      }
      return (await fetch(`/api${path}`, init)).json();
    },
    [path, body] as const,
  ) as Promise<Envelope<T>>;
}

/** Calls the API as the page's signed-in user: the data of a read, the whole answer of a write. */
export async function api<T>(page: Page, path: string, body?: object): Promise<T> {
  const answer = await apiCall<T>(page, path, body);
  return (body ? answer : answer.data) as T;
}

import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInByPassword, type AppInBrowser } from './support';

/** A phone (iPhone 12–15 size): the viewport every mobile test runs at. */
export const PHONE = { width: 390, height: 844 };

/** A page of the app at a phone's size, signed in with the password; resolves once it has left /login. */
export async function phoneSignedIn(app: AppInBrowser, phone: string, viewport = PHONE): Promise<Page> {
  const page = await app.newPage();
  await page.setViewportSize(viewport);
  await signInByPassword(page, phone);
  return page;
}

/** Every element inside the viewport's width (scrolled strips excepted: their overflow is meant to scroll). */
export async function widerThanViewport(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const overflow = getComputedStyle(e).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll('body *')].filter((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      return (box.right > width + 0.5 || box.left < -0.5) && !scrolls(el.parentElement);
    });
    const overflow = document.documentElement.scrollWidth > width ? [`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`] : [];
    return [...overflow, ...wide.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`)];
  });
}

/** Opens each mobile screen and expects nothing on it wider than the viewport once its content has loaded. */
export async function expectScreensFit(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await page.getByRole('navigation', { name: '主导航' }).waitFor();
    await page.locator('.m-main').getByText(/./).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await widerThanViewport(page.mainFrame()), `${path} at ${page.viewportSize()!.width} px`).toEqual([]);
  }
}

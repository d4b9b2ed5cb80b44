import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium package; playwright-core drives it and keeps its own throw-away profile. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `extraArgs`: a test's own launch adds flags (a file played as the camera) without touching the others'. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A fake microphone, granted without asking (the call centre's SIP softphone).
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      ...extraArgs,
    ],
  });
}

/** A fresh context (own cookies) with a desktop window, the Chinese locale and the server's origin as base. */
export async function openPage(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000); // well inside the 60 s a test may take, so a stuck step names itself
  return page;
}

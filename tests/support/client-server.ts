import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { render } from '@testing-library/react';
import type { DetachedWindowAPI } from 'happy-dom';
import type { AddressInfo } from 'node:net';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { SESSION_COOKIE } from '@server/modules/auth/session-store';
import { createStore } from '@/app/store';
import { setCsrfToken } from '@adapters/session-token';
import { startTestApp, type TestApp } from './test-app';

const happyDOM = () => (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM;

export interface ClientServer extends TestApp {
  /** http://127.0.0.1:PORT: the page's origin, so relative '/api' calls reach the server. */
  origin: string;
  /** Moves happy-dom's window to a path on the server's origin (cookies are kept per origin). */
  visit(path: string): void;
  /** Signs the browser in with the demo password, as the sign-in page would. */
  signIn(mobile: string, password?: string): Promise<void>;
  /** Drops the browser's session cookie, so the next page starts signed out. */
  forgetSession(): void;
}

/** The real app listening on a free port, for component tests that talk to it from happy-dom. */
export async function startClientServer(): Promise<ClientServer> {
  const t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    ...t,
    origin,
    async close() {
      // Pending page requests (polls) would otherwise fail with "socket hang up" as the server stops;
      // aborting them rejects them with AbortError, which is the point, not a failure.
      await Promise.resolve()
        .then(() => happyDOM().abort())
        .catch(() => undefined);
      await t.close();
    },
    visit(path) {
      happyDOM().setURL(`${origin}${path}`);
    },
    async signIn(mobile, password = DEMO_PASSWORD) {
      const res = await fetch('/api/stand/pwdLogin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile, password }),
      });
      const json = (await res.json()) as { data?: { csrfToken: string }; message?: string };
      if (!json.data) throw new Error(`sign-in of ${mobile} failed: ${json.message}`);
      setCsrfToken(json.data.csrfToken);
    },
    forgetSession() {
      // happy-dom lets a page expire even an HttpOnly cookie, which a real browser would refuse.
      document.cookie = `${SESSION_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
      setCsrfToken('');
    },
  };
}

/** Renders UI the way the app does (a fresh store, zh-CN Arco) at the window's current URL. */
export function renderWithStore(ui: ReactNode) {
  const store = createStore();
  const view = render(createElement(Provider, { store, children: createElement(ConfigProvider, { locale: zhCN, children: ui }) }));
  return { store, ...view };
}

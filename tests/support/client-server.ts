import { render } from '@testing-library/react';
import type { DetachedWindowAPI } from 'happy-dom';
import type { AddressInfo } from 'node:net';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { SESSION_COOKIE } from '@server/modules/auth/session-store';
import { api } from '@/app/api';
import { AppProviders } from '@/app/app-providers';
import { createStore, type AppStore } from '@/app/store';
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
  /** Opens `path` as a user would: visits it, signs in as `mobile` and renders `ui` there. */
  open(path: string, mobile: string, ui: ReactNode): Promise<ReturnType<typeof renderWithStore>>;
}

/** The real app listening on a free port, for component tests that talk to it from happy-dom. */
export async function startClientServer(): Promise<ClientServer> {
  const t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const server: ClientServer = {
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
    async open(path, mobile, ui) {
      server.visit(path);
      await server.signIn(mobile);
      return renderWithStore(ui);
    },
  };
  return server;
}

export interface ClientSuiteOptions {
  /** The page the file's tests start at. */
  page?: string;
  /**
   * Signs the browser in once, at `page`, for all the file's tests. Without it each test signs in itself
   * and its session is dropped after it.
   */
  signedInAs?: string;
}

/**
 * The server of one component test file: listening before the file's first test and closed after its
 * last. The object is returned at once and filled in when the server is up, so tests read `t.app` as
 * usual. After each test the calls the rendered stores still have in flight are waited for.
 */
export function useClientServer({ page, signedInAs }: ClientSuiteOptions = {}): ClientServer {
  const t = {} as ClientServer;
  beforeAll(async () => {
    Object.assign(t, await startClientServer());
    if (page) t.visit(page);
    if (signedInAs) await t.signIn(signedInAs);
  }, 60_000);
  afterAll(() => t.close?.());
  afterEach(async () => {
    await settle();
    if (!signedInAs) t.forgetSession();
  });
  return t;
}

const rendered: AppStore[] = [];

/** Renders UI the way the app does (a fresh store, the app's providers) at the window's current URL. */
export function renderWithStore(ui: ReactNode) {
  const store = createStore();
  rendered.push(store);
  const view = render(createElement(AppProviders, { store, children: ui }));
  return { store, ...view };
}

/** Waits for the calls the rendered stores still have in flight, so none outlives its test's server. */
export async function settle() {
  for (const store of rendered.splice(0)) {
    await Promise.all([...store.dispatch(api.util.getRunningQueriesThunk()), ...store.dispatch(api.util.getRunningMutationsThunk())]);
  }
}

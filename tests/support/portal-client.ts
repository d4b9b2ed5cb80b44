import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { PORTAL_COOKIE, PORTAL_CSRF_HEADER } from '@domain/portal/portal.constants';
import { PortalPaths as P } from '@domain/portal/portal.paths';
import type { TestApp } from './test-app';

/** A portal customer's browser: the portal cookie, and the csrf token in its header on writes. */
export class PortalClient {
  private cookie = '';
  csrf = '';
  constructor(private readonly t: TestApp) {}
  private get app(): FastifyInstance {
    return this.t.app;
  }
  async request(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) {
    const res = await this.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...(method === 'POST' && this.csrf ? { [PORTAL_CSRF_HEADER]: this.csrf } : {}) },
      ...(method === 'POST' ? { payload: body ?? {} } : {}),
    });
    const set = res.cookies.find((c) => c.name === PORTAL_COOKIE);
    if (set) this.cookie = set.value ? `${PORTAL_COOKIE}=${set.value}` : '';
    return { statusCode: res.statusCode, body: res.body, json: res.json() as { success: boolean; message?: string; data?: any } };
  }
  get = (url: string) => this.request('GET', url);
  /** A GET whose answer is not JSON (an image): status, content type and bytes; `url` is the whole address. */
  async download(url: string) {
    const res = await this.app.inject({ method: 'GET', url, headers: this.cookie ? { cookie: this.cookie } : {} });
    return { statusCode: res.statusCode, type: String(res.headers['content-type'] ?? ''), bytes: res.rawPayload };
  }
  post = (url: string, body?: Record<string, unknown>) => this.request('POST', url, body);
  async signIn(portal: string, mobile: string) {
    const sent = await this.post(P.sendCode, { portal, mobile });
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await this.post(P.signIn, { portal, mobile, code: this.t.sms.lastCode(mobile) });
    expect(res.statusCode, res.body).toBe(200);
    this.csrf = res.json.data.csrfToken;
    return this;
  }
}

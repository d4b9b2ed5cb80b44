import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '@server/app';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import type { SmsSender } from '@server/modules/auth/sms-sender';
import { openTestDatabase } from './test-database';

/** Captures the SMS texts the app sends, so tests can read the codes. */
export class MemorySmsSender implements SmsSender {
  readonly sent: { phone: string; text: string }[] = [];
  async send(phone: string, text: string) {
    this.sent.push({ phone, text });
  }
  lastCode(phone: string): string {
    const hit = [...this.sent].reverse().find((s) => s.phone === phone);
    const code = hit?.text.match(/\d{6}/)?.[0];
    if (!code) throw new Error(`no code sent to ${phone}`);
    return code;
  }
}

export interface TestApp {
  app: FastifyInstance;
  sms: MemorySmsSender;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a fresh database with the demo enterprises seeded; files under its own data folder unless a store is given. */
export async function startTestApp(options: Pick<BuildOptions, 'trustProxy' | 'onRoute' | 'storage' | 'telephony' | 'runWorker'> = {}): Promise<TestApp> {
  const database = await openTestDatabase({ seeded: true });
  const sms = new MemorySmsSender();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fsm-test-'));
  const app = await buildApp({
    database,
    smsSender: sms,
    config: { dataDir, hotline: '400-800-6688', appDownloadUrl: 'https://app.test/fsm', paymentUrl: 'https://pay.test/fsm' },
    ...options,
  });
  await app.ready();
  return { app, sms, dataDir, close: () => app.close() };
}

type StartOptions = Parameters<typeof startTestApp>[0];

/**
 * The app of one test file (or describe block): started before its first test and closed after its last.
 * The object is returned at once and filled in when the app has started, so tests read `t.app` as usual.
 * Options that need something started first (a store on a test server) are given as a function.
 */
export function useTestApp(options: StartOptions | (() => StartOptions) = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await startTestApp(typeof options === 'function' ? options() : options));
  });
  afterAll(() => t.close?.());
  return t;
}

/** Clients of the file's app, signed in one after another (in the order given) before the file's first test. */
export function useSignedIn(t: TestApp, ...mobiles: string[]): Client[] {
  const clients = mobiles.map(() => new Client(() => t.app));
  beforeAll(async () => {
    for (const [i, client] of clients.entries()) await client.signIn(mobiles[i]);
  }, 60_000);
  return clients;
}

/** The ids of the users of the client's enterprise, by name, as its user list answers them. */
export async function userIdsByName(client: Client): Promise<Record<string, number>> {
  const rows = (await client.get('/v2/user/list?pageSize=100')).json.data as { id: number; name: string }[];
  return Object.fromEntries(rows.map((u) => [u.name, u.id]));
}

/** The id of the enterprise the client is signed in to. */
export async function enterpriseIdOf(client: Client): Promise<number> {
  return (await client.get('/v2/sessionUser/info')).json.data.enterpriseId;
}

/** A signed-in client: carries the session cookie and adds the csrf token to unsafe requests. */
export class Client {
  private cookie = '';
  csrfToken = '';

  private readonly appOf: () => FastifyInstance;

  /**
   * `app` may be given as a function, read at each request: a client made before its file's app has started.
   * `remoteAddress`: the client's address (per-address rate limits count it apart), 127.0.0.1 by default.
   */
  constructor(
    app: FastifyInstance | (() => FastifyInstance),
    private readonly remoteAddress?: string,
  ) {
    this.appOf = typeof app === 'function' ? app : () => app;
  }

  private get app() {
    return this.appOf();
  }

  static async signIn(app: FastifyInstance, mobile: string, password = DEMO_PASSWORD): Promise<Client> {
    const client = new Client(app);
    await client.signIn(mobile, password);
    return client;
  }

  async signIn(mobile: string, password = DEMO_PASSWORD) {
    const res = await this.post('/stand/pwdLogin', { mobile, password });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${mobile} failed: ${res.body}`);
  }

  async request(method: InjectOptions['method'], url: string, body?: Record<string, unknown>) {
    const unsafe = method !== 'GET';
    const withToken = unsafe && this.csrfToken ? { ...body, ctoken: this.csrfToken } : body;
    const fullUrl =
      method === 'DELETE' && this.csrfToken ? `/api${url}${url.includes('?') ? '&' : '?'}ctoken=${this.csrfToken}` : `/api${url}`;
    const res = await this.app.inject({
      method,
      url: fullUrl,
      headers: this.cookie ? { cookie: this.cookie } : {},
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: withToken ?? {} }),
    });
    const setCookie = res.cookies.find((c) => c.name === 'fsm_sid');
    if (setCookie) this.cookie = setCookie.value ? `fsm_sid=${setCookie.value}` : '';
    const json = res.json() as { success: boolean; message?: string; data?: any };
    if (json?.data?.csrfToken) this.csrfToken = json.data.csrfToken;
    return { statusCode: res.statusCode, body: res.body, json };
  }

  /** The same session sent to another app (another API node behind the same balancer). */
  via(app: FastifyInstance): Client {
    const other = new Client(app);
    other.cookie = this.cookie;
    other.csrfToken = this.csrfToken;
    return other;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: Record<string, unknown>) => this.request('POST', url, body);
  put = (url: string, body?: Record<string, unknown>) => this.request('PUT', url, body);
  delete = (url: string) => this.request('DELETE', url);
}

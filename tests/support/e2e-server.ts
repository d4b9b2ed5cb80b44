import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, REPO_ROOT, ServerProcess } from './server-process';

export interface E2eServer {
  /** http://127.0.0.1:PORT, where the built app and its API are served. */
  origin: string;
  dataDir: string;
  /** The server's log so far, one line per entry, colours stripped. */
  logs(): string[];
  /** Codes texted to a phone so far (read from the demo SMS sender's log lines), oldest first. */
  smsCodes(phone: string): string[];
  /** Waits for a code beyond the first `known` ones texted to the phone and returns it. */
  nextSmsCode(phone: string, known: number): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The real server entry, as `npm start` runs it, on a fresh embedded database with the demo data (or a copy of
 * `seededDataDir`, an embedded database folder seeded before), compiled (`serverEntry`) or through tsx,
 * serving the built client from dist/ (run `npm run build` first).
 */
export async function startE2eServer(options: { env?: Record<string, string>; seededDataDir?: string; serverEntry?: string } = {}): Promise<E2eServer> {
  if (!existsSync(path.join(REPO_ROOT, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npm run build` before `npm run test:e2e`');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fsm-e2e-'));
  if (options.seededDataDir) await cp(options.seededDataDir, path.join(dataDir, 'pglite'), { recursive: true });
  const env = { ...process.env };
  delete env.DATABASE_URL; // always the embedded database
  if (options.serverEntry) delete env.NODE_OPTIONS; // plain node: no loader from the test runner
  const start = async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = new ServerProcess(process.execPath, options.serverEntry ? [options.serverEntry] : ['--import', 'tsx', 'server/server.ts'], {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_MODE: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      APP_URL: origin, // the app's public address is where this server answers
      STATIC_DIR: path.join(REPO_ROOT, 'dist'), // a compiled server elsewhere would look beside itself
      ...options.env,
    });
    try {
      // Starting takes long when the machine is busy.
      await server.waitUntilAnswering(`${origin}/api/v2/system/customServicePhone`, { timeoutMs: 240_000 });
      return { server, origin };
    } catch (error) {
      await server.stop();
      // Browser test files run two at once: another file's server may have taken the free port first.
      if (server.lines.some((line) => line.includes('EADDRINUSE'))) return null;
      throw error;
    }
  };
  let started = await start();
  for (let tries = 1; !started && tries < 3; tries++) started = await start();
  if (!started) throw new Error('no free port found for the server in three tries');
  const { server, origin } = started;

  const smsCodes = (phone: string) =>
    server.lines.flatMap((line) => {
      const hit = line.match(/SMS to (\d+): .*?验证码为\s*(\d{6})/);
      return hit && hit[1] === phone ? [hit[2]] : [];
    });

  return {
    origin,
    dataDir,
    logs: () => [...server.lines],
    smsCodes,
    async nextSmsCode(phone, known) {
      for (let waited = 0; waited < 10_000; waited += 50) {
        const codes = smsCodes(phone);
        if (codes.length > known) return codes[codes.length - 1];
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no new SMS code for ${phone} in the server log`);
    },
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

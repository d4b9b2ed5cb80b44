import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A port nobody listens on right now (the OS picks it; another process could still take it first). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const ANSI = /\u001b\[[0-9;]*m/g;

/** A child process whose output is kept line by line, stopped with SIGTERM. */
export class ServerProcess {
  readonly lines: string[] = [];
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcess;

  constructor(command: string, args: string[], env: NodeJS.ProcessEnv) {
    this.child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [this.child.stdout!, this.child.stderr!]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop()!;
        for (const line of parts) this.lines.push(line.replace(ANSI, ''));
      });
    }
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Polls `url` every `intervalMs` until it answers 200; returns the milliseconds that took. */
  async waitUntilAnswering(url: string, { intervalMs = 50, timeoutMs = 60_000 } = {}): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < timeoutMs) {
      if (!this.running) throw new Error(`server exited before answering:\n${this.lines.slice(-30).join('\n')}`);
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, intervalMs));
    }
    throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${this.lines.slice(-30).join('\n')}`);
  }

  async stop(): Promise<number | null> {
    if (this.running) this.child.kill('SIGTERM');
    return this.exited;
  }
}

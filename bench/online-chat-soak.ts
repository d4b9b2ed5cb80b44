/**
 * Online chat soak (issue 41): for MINUTES (10), CUSTOMERS WeChat customers write to the demo kf
 * account at RATE messages a second in all (each callback → kf/sync_msg pull → stored → pushed), while
 * DESKS staff sockets of the receptionist 孙接待 are dropped at random (terminated, about every DROP_S
 * seconds each) and reconnect as the app's own socket does (src/lib/chat-socket.ts: 2^n s, heartbeat).
 * Each desk keeps what it shows as the desk does: merged by seq, a push taken when it is the next seq,
 * else (a gap) the session read after its last seq; after every reconnect the queue is read and every
 * session synced from its last seq. At the end it counts, against what the customers sent and what the
 * server stored: messages lost (never shown, even after a final sync), stored or shown twice, and how
 * many each desk got only through a sync; and the push latency (write → first push) with its p99/p50.
 *
 *   node --import tsx bench/online-chat-soak.ts
 *   MINUTES=1 DESKS=4 RATE=5 DROP_S=10 SEED=7 node --import tsx bench/online-chat-soak.ts
 */
import WebSocket from 'ws';
import { ChatEventKind } from '@domain/chat/chat-socket';
import { CHAT_LIMITS, ChatPushEvent } from '@domain/online-chat/online-chat.constants';
import { OnlineChatPaths as P } from '@domain/online-chat/online-chat.paths';
import type { ChatMessageRow, ChatSessionRow } from '@domain/online-chat/online-chat.schemas';
import { ChatSocket } from '@/lib/chat-socket';
import { fmt, pct, startChatBench } from './chat-bench-app';

const MINUTES = Number(process.env.MINUTES ?? 10);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 50);
const RATE = Number(process.env.RATE ?? 5);
const DESKS = Number(process.env.DESKS ?? 4);
const DROP_S = Number(process.env.DROP_S ?? 20);
const PREFIX = 'soak-';

// A seeded generator (mulberry32), so a run's drops and writes can be repeated.
let seed = Number(process.env.SEED ?? 41) >>> 0;
const random = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
  return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
};
/** An exponential wait with this mean (a Poisson process's gaps). */
const gap = (meanMs: number) => -Math.log(1 - random()) * meanMs;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Get = <T>(url: string) => Promise<T>;
/** The soak's sessions the receptionist sees: waiting in the queue, or given to them by the share rule. */
const soakSessions = async (get: Get) => [...(await get<ChatSessionRow[]>(P.queue)), ...(await get<ChatSessionRow[]>(P.mine))].filter((s) => s.customerKey.startsWith(PREFIX));

/** One staff socket and the conversations it shows, kept as the desk keeps them. */
class Desk {
  readonly shown = new Map<number, Map<number, string>>();
  private readonly last = new Map<number, number>();
  private readonly syncing = new Map<number, Promise<void>>();
  private raw: WebSocket | null = null;
  readonly socket: ChatSocket;
  pushed = 0;
  synced = 0;
  opens = 0;
  drops = 0;
  /** Reads that failed (the next gap or reconnect reads again). */
  failedReads = 0;

  constructor(
    base: string,
    cookie: string,
    private readonly get: Get,
    private readonly onPushed: (text: string) => void,
  ) {
    this.socket = new ChatSocket({
      url: () => `ws://${base}/api/kefu/user/socket`,
      createSocket: (url) => (this.raw = new WebSocket(url, { headers: { cookie, origin: `http://${base}` } })) as never,
      onMessage: (m) => {
        if (m.type === ChatEventKind.sendMessage && m.event === ChatPushEvent.message) this.heard(m.data as ChatMessageRow);
      },
      onState: (state) => state === 'open' && void this.reopened().catch(() => this.failedReads++),
    });
  }

  private show(m: ChatMessageRow, how: 'pushed' | 'synced') {
    const seqs = this.shown.get(m.sessionId) ?? new Map<number, string>();
    this.shown.set(m.sessionId, seqs);
    if (seqs.has(m.seq)) return;
    seqs.set(m.seq, String(m.content.text ?? ''));
    this[how]++;
    if (how === 'pushed') this.onPushed(String(m.content.text ?? ''));
    if (m.seq > (this.last.get(m.sessionId) ?? 0)) this.last.set(m.sessionId, m.seq);
  }

  private heard(m: ChatMessageRow) {
    const last = this.last.get(m.sessionId) ?? 0;
    if (m.seq === last + 1) this.show(m, 'pushed');
    else if (m.seq > last) void this.sync(m.sessionId).catch(() => this.failedReads++);
  }

  /** Reads the session after its last seq, one read at a time per session, until nothing more comes. */
  sync(sessionId: number): Promise<void> {
    const previous = this.syncing.get(sessionId) ?? Promise.resolve();
    const run = previous.then(async () => {
      for (;;) {
        const rows = await this.get<ChatMessageRow[]>(`${P.messages}?sessionId=${sessionId}&afterSeq=${this.last.get(sessionId) ?? 0}`);
        for (const m of rows) this.show(m, 'synced');
        if (rows.length < CHAT_LIMITS.syncBatch) return;
      }
    });
    this.syncing.set(sessionId, run.catch(() => undefined));
    return run;
  }

  /** After every (re)open: sessions may have opened while the socket was down (the lists are read again); every session syncs. */
  private async reopened() {
    this.opens++;
    const ids = new Set([...this.shown.keys(), ...(await soakSessions(this.get)).map((s) => s.id)]);
    await Promise.all([...ids].map((id) => this.sync(id)));
  }

  /** Drops the connection abruptly (no close frame), as a lost network does; the socket reconnects by itself. */
  drop() {
    if (this.socket.state !== 'open' || !this.raw) return;
    this.drops++;
    this.raw.terminate();
  }
}

async function main() {
  const t = await startChatBench();
  const get: Get = async (url) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: t.cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: never }).data;
  };

  const sentAt = new Map<string, number>();
  // Write → the first desk that shows it by a push.
  const latency: number[] = [];
  const pushedOnce = new Set<string>();
  const onPushed = (text: string) => {
    if (pushedOnce.has(text) || !sentAt.has(text)) return;
    pushedOnce.add(text);
    latency.push(performance.now() - sentAt.get(text)!);
  };
  const desks = Array.from({ length: DESKS }, () => new Desk(t.base, t.cookie, get, onPushed));
  for (const d of desks) d.socket.open();
  while (desks.some((d) => d.opens === 0)) await sleep(50);

  const until = Date.now() + MINUTES * 60_000;
  let refused = 0;
  const write = async (customer: number, n: number) => {
    const text = `${PREFIX}${customer}-${n}`;
    sentAt.set(text, performance.now());
    const r = await t.customerWrites(`${PREFIX}${customer}`, text, `浸泡客户${customer}`);
    if (r.status !== 200) refused++;
  };
  // Each customer writes at RATE / CUSTOMERS a second; each desk is dropped about every DROP_S seconds.
  const writers = Array.from({ length: CUSTOMERS }, async (_, c) => {
    for (let n = 0; Date.now() < until; n++) {
      await sleep(gap((CUSTOMERS / RATE) * 1000));
      if (Date.now() < until) await write(c, n);
    }
  });
  const droppers = desks.map(async (d) => {
    while (Date.now() < until) {
      await sleep(Math.min(gap(DROP_S * 1000), Math.max(0, until - Date.now())));
      if (Date.now() < until) d.drop();
    }
  });
  await Promise.all([...writers, ...droppers]);
  // A last message pulls whatever a refused callback left at WeCom (the next pull reads from the cursor).
  await write(CUSTOMERS, 0);
  // Let pushes in flight land and reconnects finish, then take the server's word.
  while (desks.some((d) => d.socket.state !== 'open')) await sleep(100);
  await sleep(2_000);

  const sessions = await soakSessions(get);
  const stored = new Map<number, ChatMessageRow[]>();
  for (const s of sessions) stored.set(s.id, await get<ChatMessageRow[]>(`${P.messages}?sessionId=${s.id}&afterSeq=0`));
  const storedTexts = [...stored.values()].flat().map((m) => String(m.content.text));
  const storedSet = new Set(storedTexts);
  const storedTwice = storedTexts.length - storedSet.size;
  const lostAtServer = [...sentAt.keys()].filter((text) => !storedSet.has(text)).length;
  // What each desk shows that the server stored, before and after a final sync of every session.
  const missing = (d: Desk) => [...stored].reduce((n, [id, rows]) => n + rows.filter((m) => !d.shown.get(id)?.has(m.seq)).length, 0);
  const missingLive = desks.map(missing);
  for (const d of desks) await Promise.all(sessions.map((s) => d.sync(s.id)));
  const missingAfterSync = desks.map(missing);
  const shownTwice = desks.map((d) => [...d.shown.values()].reduce((n, seqs) => n + (seqs.size - new Set(seqs.values()).size), 0));

  const row = {
    minutes: MINUTES,
    customers: CUSTOMERS,
    desks: DESKS,
    sent: sentAt.size,
    stored: storedTexts.length,
    refusedCallbacks: refused,
    lostAtServer,
    storedTwice,
    drops: desks.map((d) => d.drops),
    reopens: desks.map((d) => d.opens - 1),
    pushed: desks.map((d) => d.pushed),
    synced: desks.map((d) => d.synced),
    missingLive,
    missingAfterSync,
    shownTwice,
    failedReads: desks.map((d) => d.failedReads),
    pushP50: pct(latency, 50),
    pushP99: pct(latency, 99),
  };
  console.log(JSON.stringify(row));
  const lost = lostAtServer + missingAfterSync.reduce((a, b) => a + b, 0);
  const twice = storedTwice + shownTwice.reduce((a, b) => a + b, 0);
  const viaSync = row.synced.reduce((a, b) => a + b, 0) / Math.max(1, row.synced.reduce((a, b) => a + b, 0) + row.pushed.reduce((a, b) => a + b, 0));
  console.log(
    `${MINUTES} min, ${CUSTOMERS} customers, ${DESKS} staff sockets dropped ${row.drops.reduce((a, b) => a + b, 0)} times: ${row.sent} sent, ${row.stored} stored; ` +
      `lost ${lost}, twice ${twice}; ${(viaSync * 100).toFixed(1)}% of what the desks show came by a sync after a gap or reconnect; ` +
      `write → first push p50 ${fmt(row.pushP50)} ms, p99 ${fmt(row.pushP99)} ms (p99/p50 ${fmt(row.pushP99 / row.pushP50)}×)`,
  );
  for (const d of desks) d.socket.close();
  await t.close();
  process.exit(lost === 0 && twice === 0 ? 0 : 1);
}

void main();

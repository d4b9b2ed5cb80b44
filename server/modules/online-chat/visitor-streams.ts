import type { ServerResponse } from 'node:http';
import type { Bus } from '../../lib/bus';

const keyOf = (enterpriseId: number, accountId: number, customerKey: string) => `${enterpriseId}:${accountId}:${customerKey}`;

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

/**
 * The web chat visitors' open event streams on this node, by visitor. A staff reply (committed,
 * then on the bus, so any node's visitors hear it) writes one `message` event to each of the
 * visitor's streams; the page then reads by seq, and reads again whenever its stream reopens.
 */
export class VisitorStreams {
  private readonly byVisitor = new Map<string, Set<ServerResponse>>();
  private readonly stop: () => void;
  private readonly beat: NodeJS.Timeout;

  constructor(bus: Bus) {
    this.stop = bus.subscribe('chat-visitor', ({ enterpriseId, accountId, customerKey }) => {
      for (const res of this.byVisitor.get(keyOf(enterpriseId, accountId, customerKey)) ?? []) res.write('event: message\ndata: {}\n\n');
    });
    this.beat = setInterval(() => {
      for (const set of this.byVisitor.values()) for (const res of set) res.write(': keep-alive\n\n');
    }, KEEP_ALIVE_MS).unref();
  }

  /** Opens the stream on `res` (already checked: the visitor's signed token) until the page goes. */
  open(res: ServerResponse, visitor: { enterpriseId: number; accountId: number; customerKey: string }) {
    const key = keyOf(visitor.enterpriseId, visitor.accountId, visitor.customerKey);
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });
    // The browser reconnects 2 s after a drop; the page reads what it missed on each open.
    res.write('retry: 2000\n\n');
    const set = this.byVisitor.get(key) ?? new Set<ServerResponse>();
    set.add(res);
    this.byVisitor.set(key, set);
    res.on('close', () => {
      set.delete(res);
      if (set.size === 0 && this.byVisitor.get(key) === set) this.byVisitor.delete(key);
    });
  }

  /**
   * Drops every stream (the server is closing): its connection is destroyed, since an ended response
   * would leave a keep-alive connection holding the close; the page's EventSource reconnects elsewhere.
   */
  close() {
    this.stop();
    clearInterval(this.beat);
    for (const set of this.byVisitor.values()) for (const res of set) res.destroy();
    this.byVisitor.clear();
  }
}

/**
 * At most one call of `fire(key)` per key per window: the first nudge fires at once, nudges inside the window
 * fire once more when it ends (so the last change is never lost), and a quiet key is forgotten. The live
 * board uses it so that a burst of commits (an optimisation accepting 150 visits, an import) costs each
 * enterprise's pages one read a second, not one per commit.
 */
export class Coalescer<K> {
  private readonly open = new Map<K, { pending: boolean; timer: NodeJS.Timeout }>();

  constructor(
    private readonly windowMs: number,
    private readonly fire: (key: K) => void,
  ) {}

  nudge(key: K): void {
    const slot = this.open.get(key);
    if (slot) {
      slot.pending = true;
      return;
    }
    this.fire(key);
    this.openWindow(key);
  }

  private openWindow(key: K): void {
    const slot = {
      pending: false,
      timer: setTimeout(() => {
        this.open.delete(key);
        if (slot.pending) this.nudge(key);
      }, this.windowMs).unref(),
    };
    this.open.set(key, slot);
  }

  /** Drops every open window without firing (the server is closing). */
  stop(): void {
    for (const { timer } of this.open.values()) clearTimeout(timer);
    this.open.clear();
  }
}

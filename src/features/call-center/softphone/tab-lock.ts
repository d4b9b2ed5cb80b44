/** The part of the Web Locks API the softphone uses (navigator.locks; absent in old browsers and in happy-dom). */
export interface TabLocks {
  request(name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, callback: (lock: unknown) => unknown): Promise<unknown>;
}

export const browserLocks = (): TabLocks | null => (typeof navigator !== 'undefined' && (navigator as { locks?: TabLocks | null }).locks) || null;

/**
 * One tab of this browser at a time holds `name`: `onHeld` runs at once when no other tab holds it;
 * otherwise `onWaiting` runs, and `onHeld` follows when the other tab lets go (closed, or signed out).
 * Returns the function that lets go, or stops waiting. Without the Web Locks API every tab holds it.
 */
export function claimTab(locks: TabLocks | null, name: string, onHeld: () => void, onWaiting: () => void): () => void {
  const aborter = new AbortController();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = () => {
    if (aborter.signal.aborted) return undefined;
    onHeld();
    return held;
  };
  if (!locks) {
    hold();
    return () => aborter.abort();
  }
  const elsewhere = Symbol('elsewhere');
  void locks
    .request(name, { ifAvailable: true }, (lock) => (lock ? hold() : elsewhere))
    .then((result) => {
      if (result !== elsewhere || aborter.signal.aborted) return undefined;
      onWaiting();
      return locks.request(name, { signal: aborter.signal }, hold);
    })
    .catch(() => undefined); // aborted while waiting
  return () => {
    aborter.abort();
    release();
  };
}

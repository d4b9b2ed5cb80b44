/** Spec part 1 section 9: a scanner types faster than 30 ms a key, and codes are longer than 5 characters. */
export const SCAN_IDLE_MS = 30;
export const SCAN_MIN_LENGTH = 6;

export interface ScanReaderOptions {
  onScan: (code: string) => void;
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  idleMs?: number;
  minLength?: number;
  /** The clock, in milliseconds; tests pass their own. */
  now?: () => number;
}

/**
 * Tells a barcode scanner (a keyboard that types a code in a burst and usually ends with Enter)
 * from a person typing: keys less than `idleMs` apart build one code, and Enter or a pause ends it.
 * A code is reported only when it has at least `minLength` characters. Returns the dispose function.
 */
export function createScanReader({
  onScan,
  target = window,
  idleMs = SCAN_IDLE_MS,
  minLength = SCAN_MIN_LENGTH,
  now = () => Date.now(),
}: ScanReaderOptions): () => void {
  let code = '';
  let lastKeyAt = 0;
  let pause: ReturnType<typeof setTimeout> | undefined;

  const finish = () => {
    clearTimeout(pause);
    if (code.length >= minLength) onScan(code);
    code = '';
  };

  const handleKeyDown = (event: Event) => {
    const { key = '', ctrlKey, metaKey, altKey } = event as KeyboardEvent; // autofill sends keydown without a key
    const at = now();
    // A slow key closes the burst before it (the pause timer may not have run yet) and starts anew.
    if (code && at - lastKeyAt >= idleMs) finish();
    if (key === 'Enter') return finish();
    if (key.length !== 1 || ctrlKey || metaKey || altKey) return;
    code += key;
    lastKeyAt = at;
    clearTimeout(pause);
    pause = setTimeout(finish, idleMs);
  };

  target.addEventListener('keydown', handleKeyDown);
  return () => {
    clearTimeout(pause);
    target.removeEventListener('keydown', handleKeyDown);
  };
}

/** Polls `probe` until `done` holds (background jobs finish on their own time); fails with the last value. */
export async function waitUntil<T>(probe: () => Promise<T> | T, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * One secret value (an access token or a JSAPI ticket) fetched when needed and kept until shortly
 * before it expires. Concurrent callers share one fetch, so the host's rate limits are respected.
 * The value is never logged: errors carry the host's message, not the value or the request URL.
 */
export class ExpiringValue {
  private value: string | undefined;
  private expiresAt = 0;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly fetcher: () => Promise<{ value: string; expiresInSeconds: number }>,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<string> {
    if (this.value && this.now() < this.expiresAt) return Promise.resolve(this.value);
    this.pending ??= this.fetcher()
      .then(({ value, expiresInSeconds }) => {
        this.value = value;
        // Renew five minutes early (or at half-life for short values) so no call races the expiry.
        this.expiresAt = this.now() + Math.max(expiresInSeconds * 500, (expiresInSeconds - 300) * 1000);
        return value;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }

  /** The host said the value is no longer valid (it can be revoked before its expiry). */
  forget(): void {
    this.value = undefined;
    this.expiresAt = 0;
  }
}

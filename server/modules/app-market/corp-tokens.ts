import type { Redis } from 'ioredis';

/** Where shared tokens live: Redis when several nodes run (REDIS_URL), else this process. */
export interface TokenStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Deletes the key only while it still holds `value` (a stale token two callers noticed is dropped once). */
  deleteIf(key: string, value: string): Promise<void>;
  /** Takes a short lock (one node fetches a new token); false when another holds it. */
  lock(key: string, ttlMs: number): Promise<boolean>;
  unlock(key: string): Promise<void>;
}

export class MemoryTokenStore implements TokenStore {
  private readonly values = new Map<string, { value: string; expiresAt: number }>();

  async get(key: string) {
    const hit = this.values.get(key);
    if (!hit || hit.expiresAt <= Date.now()) return null;
    return hit.value;
  }
  async set(key: string, value: string, ttlMs: number) {
    // Replay guards add a key per callback: drop the expired ones now and then.
    if (this.values.size > 10_000) for (const [k, v] of this.values) if (v.expiresAt <= Date.now()) this.values.delete(k);
    this.values.set(key, { value, expiresAt: Date.now() + ttlMs });
  }
  async deleteIf(key: string, value: string) {
    if (this.values.get(key)?.value === value) this.values.delete(key);
  }
  async lock(key: string, ttlMs: number) {
    const lockKey = `${key}:lock`;
    if (await this.get(lockKey)) return false;
    await this.set(lockKey, '1', ttlMs);
    return true;
  }
  async unlock(key: string) {
    this.values.delete(`${key}:lock`);
  }
}

const DELETE_IF = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export class RedisTokenStore implements TokenStore {
  constructor(private readonly redis: Redis) {}

  get(key: string) {
    return this.redis.get(key);
  }
  async set(key: string, value: string, ttlMs: number) {
    await this.redis.set(key, value, 'PX', Math.max(1, Math.floor(ttlMs)));
  }
  async deleteIf(key: string, value: string) {
    await this.redis.eval(DELETE_IF, 1, key, value);
  }
  async lock(key: string, ttlMs: number) {
    return (await this.redis.set(`${key}:lock`, '1', 'PX', ttlMs, 'NX')) === 'OK';
  }
  async unlock(key: string) {
    await this.redis.del(`${key}:lock`);
  }
}

export type TokenFetcher = () => Promise<{ value: string; expiresInSeconds: number }>;

const LOCK_MS = 10_000;
const WAIT_STEP_MS = 100;

/**
 * Access tokens kept per key (a suite's token; a corp's token under host and corp id), shared by
 * every node: a node that finds none takes the lock and fetches it once; the others wait for it.
 * A token is kept until five minutes before the host's expiry. A key names one corp, so a corp's
 * token is only ever handed to that corp's client.
 */
export class SharedTokens {
  private readonly inFlight = new Map<string, Promise<string>>();
  /** How many times a token was fetched from a host (the bench and tests read it). */
  fetches = 0;

  constructor(private readonly store: TokenStore) {}

  static corpKey(host: string, corpId: string) {
    return `fsm:market:corp-token:${host}:${corpId}`;
  }
  static suiteKey(host: string, suiteId: string) {
    return `fsm:market:suite-token:${host}:${suiteId}`;
  }

  async get(key: string, fetcher: TokenFetcher): Promise<string> {
    const cached = await this.store.get(key);
    if (cached) return cached;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.refresh(key, fetcher).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** The cached value, without fetching. */
  peek(key: string): Promise<string | null> {
    return this.store.get(key);
  }

  /** The host refused this token (revoked or expired early): the next get fetches a new one, once. */
  forget(key: string, stale: string): Promise<void> {
    return this.store.deleteIf(key, stale);
  }

  private async refresh(key: string, fetcher: TokenFetcher): Promise<string> {
    if (!(await this.store.lock(key, LOCK_MS))) {
      // Another node is fetching: wait for its token rather than asking the host again.
      for (let waited = 0; waited < LOCK_MS; waited += WAIT_STEP_MS) {
        await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
        const value = await this.store.get(key);
        if (value) return value;
      }
    }
    try {
      const again = await this.store.get(key);
      if (again) return again;
      this.fetches++;
      const { value, expiresInSeconds } = await fetcher();
      await this.store.set(key, value, Math.max(expiresInSeconds * 500, (expiresInSeconds - 300) * 1000));
      return value;
    } finally {
      await this.store.unlock(key);
    }
  }
}

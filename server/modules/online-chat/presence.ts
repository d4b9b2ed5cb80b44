import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { HEARTBEAT_MS } from '@domain/chat/chat-socket';

/** A chat socket as the socket module tells of it. */
export interface SocketRef {
  enterpriseId: number;
  userId: number;
  /** The client's random id of this socket. */
  socketId: string;
}

/** Who of an enterprise has a chat socket open now (on any node): the share rules give chats only to them. */
export interface OnlineStaff {
  onlineUserIds(enterpriseId: number): Promise<ReadonlySet<number>>;
}

/**
 * A socket's entry lives three heartbeats past its last refresh: a node that dies sends no close,
 * and its sockets drop out of everyone's view once their entries run out.
 */
export const PRESENCE_TTL_MS = 3 * HEARTBEAT_MS;

/** Entries (one a socket) with their expiry, per enterprise. */
export interface PresenceStore {
  put(entries: readonly { enterpriseId: number; member: string; expiresAt: number }[]): Promise<void>;
  drop(enterpriseId: number, member: string): Promise<void>;
  /** The entries not expired at `now` (the expired ones are dropped). */
  live(enterpriseId: number, now: number): Promise<string[]>;
}

/** One process: the entries in a map. */
export class MemoryPresenceStore implements PresenceStore {
  private readonly byEnterprise = new Map<number, Map<string, number>>();

  async put(entries: readonly { enterpriseId: number; member: string; expiresAt: number }[]) {
    for (const { enterpriseId, member, expiresAt } of entries) {
      const members = this.byEnterprise.get(enterpriseId) ?? new Map<string, number>();
      members.set(member, expiresAt);
      this.byEnterprise.set(enterpriseId, members);
    }
  }
  async drop(enterpriseId: number, member: string) {
    this.byEnterprise.get(enterpriseId)?.delete(member);
  }
  async live(enterpriseId: number, now: number) {
    const members = this.byEnterprise.get(enterpriseId);
    if (!members) return [];
    for (const [member, expiresAt] of members) if (expiresAt <= now) members.delete(member);
    return [...members.keys()];
  }
}

const keyOf = (enterpriseId: number) => `fsm:chat-presence:${enterpriseId}`;

/** Several nodes (REDIS_URL): a sorted set per enterprise, scored by expiry; the set itself expires when no node refreshes it. */
export class RedisPresenceStore implements PresenceStore {
  constructor(private readonly redis: Redis) {}

  async put(entries: readonly { enterpriseId: number; member: string; expiresAt: number }[]) {
    if (entries.length === 0) return;
    const batch = this.redis.multi();
    for (const { enterpriseId, member, expiresAt } of entries) batch.zadd(keyOf(enterpriseId), expiresAt, member).pexpire(keyOf(enterpriseId), PRESENCE_TTL_MS);
    await batch.exec();
  }
  async drop(enterpriseId: number, member: string) {
    await this.redis.zrem(keyOf(enterpriseId), member);
  }
  async live(enterpriseId: number, now: number) {
    const result = await this.redis.multi().zremrangebyscore(keyOf(enterpriseId), '-inf', now).zrangebyscore(keyOf(enterpriseId), `(${now}`, '+inf').exec();
    return (result?.[1]?.[1] as string[] | undefined) ?? [];
  }
}

/**
 * Presence: the chat socket tells it of each socket as it opens, on every heartbeat round while it
 * is open, and as it closes; the record is shared by the nodes through the store. A store's failure
 * is logged, never thrown into the socket.
 */
export class ChatPresence implements OnlineStaff {
  /** Tells apart two nodes' sockets that a client named alike. */
  private readonly node = randomUUID();

  constructor(
    private readonly store: PresenceStore,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  private memberOf(socket: SocketRef) {
    return `${socket.userId}:${this.node}:${socket.socketId}`;
  }

  opened(socket: SocketRef): void {
    this.alive([socket]);
  }

  /** Pushes the expiry of this node's open sockets on (the socket module's heartbeat round). */
  alive(sockets: readonly SocketRef[]): void {
    const expiresAt = this.now() + PRESENCE_TTL_MS;
    this.store.put(sockets.map((s) => ({ enterpriseId: s.enterpriseId, member: this.memberOf(s), expiresAt }))).catch(this.onError);
  }

  closed(socket: SocketRef): void {
    this.store.drop(socket.enterpriseId, this.memberOf(socket)).catch(this.onError);
  }

  async onlineUserIds(enterpriseId: number): Promise<ReadonlySet<number>> {
    const members = await this.store.live(enterpriseId, this.now());
    return new Set(members.map((m) => Number(m.split(':')[0])));
  }
}

/** The presence of this app: shared through Redis with several nodes, in this process otherwise. */
export function createPresence(redis: Redis | null, onError: (error: unknown) => void): ChatPresence {
  return new ChatPresence(redis ? new RedisPresenceStore(redis) : new MemoryPresenceStore(), onError);
}

import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ChatPresence, MemoryPresenceStore, PRESENCE_TTL_MS, RedisPresenceStore, type PresenceStore } from '@server/modules/online-chat/presence';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
afterAll(() => redis.quit());

/** A clock the test moves. */
const clock = (start: number) => {
  const c = { at: start, now: () => c.at };
  return c;
};
const fail = (error: unknown) => {
  throw error;
};

const stores: [string, () => PresenceStore][] = [
  ['in process', () => new MemoryPresenceStore()],
  ['shared through Redis', () => new RedisPresenceStore(redis)],
];

describe.each(stores)('presence %s', (_name, makeStore) => {
  // An enterprise id of its own per run, so runs sharing a Redis never see each other's sockets.
  const enterpriseId = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
  const other = enterpriseId + 1;

  it('counts a user online while any socket of theirs is open, on either node, and only in their enterprise', async () => {
    const store = makeStore();
    const time = clock(Date.now());
    const [nodeA, nodeB] = [new ChatPresence(store, fail, time.now), new ChatPresence(store, fail, time.now)];
    // Both nodes' clients may pick the same socket id: still two sockets.
    const onA = { enterpriseId, userId: 7, socketId: 'tab-1' };
    const onB = { enterpriseId, userId: 7, socketId: 'tab-1' };
    nodeA.opened(onA);
    nodeB.opened(onB);
    nodeB.opened({ enterpriseId: other, userId: 8, socketId: 'tab-9' });
    expect([...(await nodeA.onlineUserIds(enterpriseId))]).toEqual([7]);
    expect([...(await nodeB.onlineUserIds(other))]).toEqual([8]);
    nodeA.closed(onA);
    expect([...(await nodeB.onlineUserIds(enterpriseId))]).toEqual([7]);
    nodeB.closed(onB);
    expect([...(await nodeA.onlineUserIds(enterpriseId))]).toEqual([]);
  });

  it('forgets the sockets of a node that stopped refreshing them (died without closing), and keeps the ones refreshed', async () => {
    const store = makeStore();
    const time = clock(Date.now());
    const [live, dead] = [new ChatPresence(store, fail, time.now), new ChatPresence(store, fail, time.now)];
    const kept = { enterpriseId, userId: 21, socketId: 'desk' };
    live.opened(kept);
    dead.opened({ enterpriseId, userId: 22, socketId: 'desk' });
    expect([...(await live.onlineUserIds(enterpriseId))].sort()).toEqual([21, 22]);
    // Two heartbeat rounds: the live node refreshes its socket each time; the dead one says nothing.
    for (const step of [PRESENCE_TTL_MS / 2, PRESENCE_TTL_MS / 2 + 1]) {
      time.at += step;
      live.alive([kept]);
    }
    expect([...(await live.onlineUserIds(enterpriseId))]).toEqual([21]);
    time.at += PRESENCE_TTL_MS;
    expect([...(await live.onlineUserIds(enterpriseId))]).toEqual([]);
  });
});

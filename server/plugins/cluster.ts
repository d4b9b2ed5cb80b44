import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Bus } from '../lib/bus';
import { RedisRelay } from '../lib/relay';

declare module 'fastify' {
  interface FastifyInstance {
    /** Change notices, relayed to the other API nodes when Redis is configured. */
    bus: Bus;
    /** The shared Redis of several API nodes (rate-limit counters); null for a single process. */
    redis: Redis | null;
  }
}

/**
 * What API nodes share beyond the database. Without Redis the bus stays in this process, which is
 * all one node needs; with it, bus events reach every node and rate limits count across nodes.
 * The app owns the given connection and closes it.
 */
async function clusterPlugin(app: FastifyInstance, options: { redis?: Redis }) {
  const { redis } = options;
  if (!redis) {
    app.decorate('bus', new Bus());
    app.decorate('redis', null);
    return;
  }
  const relay = new RedisRelay(redis, (error) => app.log.error({ err: error }, 'bus relay failed'));
  await relay.start();
  app.decorate('bus', new Bus(relay));
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await relay.close();
    await redis.quit();
  });
}

export default fp(clusterPlugin, { name: 'cluster' });

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Per-route rate limits for the routes of this plugin (each route sets `config.rateLimit`). With
 * several API nodes the counters live in the shared Redis, so a client meets one limit, not one per node.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false, ...(app.redis ? { redis: app.redis, nameSpace: 'fsm:rate:' } : {}) });
}

import type { FastifyInstance } from 'fastify';
import { HealthPaths } from '@domain/health/health.paths';
import { pingDatabase } from './health.queries';

const pub = { config: { auth: 'public' as const } };

/**
 * Probes for a load balancer or an orchestrator. /health: the process answers (liveness).
 * /ready: it can serve, i.e. the database and, with several nodes, Redis answer. Once the node is
 * closing, Fastify answers every new request, these included, with 503, so traffic moves away
 * while the requests in flight finish.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get(HealthPaths.health, pub, async () => ({ status: 'ok' }));

  app.get(HealthPaths.ready, pub, async (request, reply) => {
    const checks: Record<string, 'ok' | 'failed'> = {};
    const probe = async (name: string, run: () => Promise<unknown>) => {
      checks[name] = await run().then(
        () => 'ok' as const,
        (error: unknown) => {
          request.log.warn({ err: error, check: name }, 'readiness check failed');
          return 'failed' as const;
        },
      );
    };
    await Promise.all([probe('database', () => pingDatabase(app.db.system)), app.redis && probe('redis', () => app.redis!.ping())]);
    const ready = Object.values(checks).every((state) => state === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}

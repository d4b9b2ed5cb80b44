import type { FastifyInstance } from 'fastify';
import { registerTriggerHook, TRIGGER_JOB, triggerJobHandler, WEBHOOK_JOB, webhookJobHandler, type EngineDeps } from './trigger-engine';
import { triggerRoutes } from './triggers.routes';
import { TriggersService } from './triggers.service';

/** Triggers: the order-operation hook that enqueues runs, the run and webhook jobs, and the routes. */
export async function triggersPlugin(app: FastifyInstance, options: { webhook?: EngineDeps['webhook'] } = {}) {
  const deps: EngineDeps = { db: app.db, jobs: app.jobs, notifications: app.notifications, webhook: options.webhook };
  registerTriggerHook(app.jobs);
  app.jobs.register(TRIGGER_JOB, triggerJobHandler(deps));
  app.jobs.register(WEBHOOK_JOB, webhookJobHandler(deps));
  await app.register(triggerRoutes, { triggers: new TriggersService(app.db, async (enterpriseId) => (await app.notifications.host?.connected(enterpriseId)) ?? false) });
}

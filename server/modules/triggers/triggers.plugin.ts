import type { FastifyInstance } from 'fastify';
import { registerTriggerHook, TRIGGER_JOB, triggerJobHandler, WEBHOOK_JOB, webhookJobHandler, type EngineDeps } from './trigger-engine';
import { registerSplitHook, SPLIT_JOB, splitJobHandler } from './split-engine';
import { splitRoutes } from './split.routes';
import { SplitRulesService } from './split.service';
import { triggerRoutes } from './triggers.routes';
import { TriggersService } from './triggers.service';

/** Triggers: the order-operation hooks that enqueue runs and splits (自动拆单), their jobs, and the routes. */
export async function triggersPlugin(app: FastifyInstance, options: { webhook?: EngineDeps['webhook'] } = {}) {
  const deps: EngineDeps = { db: app.db, jobs: app.jobs, notifications: app.notifications, webhook: options.webhook };
  registerTriggerHook(app.jobs);
  app.jobs.register(TRIGGER_JOB, triggerJobHandler(deps));
  app.jobs.register(WEBHOOK_JOB, webhookJobHandler(deps));
  registerSplitHook(app.jobs);
  app.jobs.register(SPLIT_JOB, splitJobHandler(deps));
  await app.register(triggerRoutes, { triggers: new TriggersService(app.db, async (enterpriseId) => (await app.notifications.host?.connected(enterpriseId)) ?? false) });
  await app.register(splitRoutes, { split: new SplitRulesService(app.db) });
}

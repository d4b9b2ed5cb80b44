import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dispatchJobHandler, SEND_JOB, sendJobHandler } from './dispatch.job';
import { DISPATCH_JOB, NotificationEngine } from './notification-engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.notifications.notify(tx, { enterpriseId, trigger, context })` at a trigger moment. */
    notifications: NotificationEngine;
  }
}

/** The notification engine for every module, and the jobs that deliver its messages. */
async function notificationsPlugin(app: FastifyInstance) {
  const engine = new NotificationEngine(app.jobs);
  app.decorate('notifications', engine);
  const deps = { db: app.db, jobs: app.jobs, sms: app.sms, engine };
  app.jobs.register(DISPATCH_JOB, dispatchJobHandler(deps));
  app.jobs.register(SEND_JOB, sendJobHandler(deps));
}

export default fp(notificationsPlugin, { name: 'notifications', dependencies: ['jobs'] });

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DeliveriesService } from './deliveries.service';
import { dispatchJobHandler, SEND_JOB, sendJobHandler } from './dispatch.job';
import { DISPATCH_JOB, NotificationEngine } from './notification-engine';
import { notificationsRoutes } from './notifications.routes';
import { NotifySettingsService } from './notify-settings.service';

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

/** The notification settings and deliveries: their services and routes (under the API prefix, beside the other modules). */
export async function notificationSettingsPlugin(app: FastifyInstance) {
  await app.register(notificationsRoutes, { settings: new NotifySettingsService(app.db, app.notifications), deliveries: new DeliveriesService(app.db) });
}

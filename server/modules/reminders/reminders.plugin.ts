import type { FastifyInstance } from 'fastify';
import { REMINDER_TICK_JOB, reminderTickHandler, scheduleTick } from './reminder-tick.job';
import { remindersRoutes } from './reminders.routes';
import { RemindersService } from './reminders.service';

/** Reminders: the service, the tick job and the routes. */
export async function remindersPlugin(app: FastifyInstance) {
  app.jobs.register(REMINDER_TICK_JOB, reminderTickHandler(app.db, app.jobs));
  // Queued at start (due at once, to catch up after a stop) unless a tick is already waiting.
  app.addHook('onReady', async () => scheduleTick(app.db.system, app.jobs, new Date()));
  await app.register(remindersRoutes, { service: new RemindersService(app.db) });
}

import type { FastifyInstance } from 'fastify';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { ExportService } from '../downloads/downloads.public';
import { registerOrderOrigin } from '../orders/orders.public';
import { registerHandoverStep } from '../users/users.public';
import { linkOrderToEvent } from './event-order';
import { EVENT_OVERDUE_JOB, eventOverdueHandler, scheduleOverdueTick } from './event-overdue.job';
import { eventsExport } from './events.export';
import { eventsHandoverStep } from './events.handover';
import { eventsRoutes } from './events.routes';
import { EventsService } from './events.service';

/**
 * Service events: a user's open events are part of a handover, an order made from an event is
 * linked to it, the list's export, the overdue check once a minute, and the routes.
 */
export async function eventsPlugin(app: FastifyInstance) {
  registerHandoverStep(eventsHandoverStep);
  registerOrderOrigin('eventId', linkOrderToEvent);
  registerExportSource('events', eventsExport);
  app.jobs.register(EVENT_OVERDUE_JOB, eventOverdueHandler(app.db, app.jobs, app.notifications));
  app.addHook('onReady', async () => scheduleOverdueTick(app.db.system, app.jobs, new Date()));
  await app.register(eventsRoutes, { service: new EventsService(app.db, app.notifications), exports: new ExportService(app.db, app.jobs) });
}

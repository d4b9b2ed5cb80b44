import type { FastifyInstance } from 'fastify';
import { ANNOUNCEMENT_DELIVER_JOB, announcementDeliveryHandler } from './announcement-delivery.job';
import { announcementsRoutes } from './announcements.routes';
import { AnnouncementsService } from './announcements.service';

/** Announcements: the service, the delivery job and the routes. */
export async function announcementsPlugin(app: FastifyInstance, options: { hotline: string }) {
  app.jobs.register(ANNOUNCEMENT_DELIVER_JOB, announcementDeliveryHandler(app.db));
  await app.register(announcementsRoutes, { service: new AnnouncementsService(app.db, app.jobs, options.hotline) });
}

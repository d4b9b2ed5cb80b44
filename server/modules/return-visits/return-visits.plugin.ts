import type { FastifyInstance } from 'fastify';
import { returnVisitsRoutes } from './return-visits.routes';
import { VisitPlansService, VisitTasksService } from './return-visits.service';
import { scheduleVisitTick, VISIT_PLAN_JOB, VISIT_TICK_JOB, visitPlanHandler, visitTickHandler } from './visit-task.job';

/** Return visits: the services, the tick and plan jobs that make visit tasks, and the routes. */
export async function returnVisitsPlugin(app: FastifyInstance, { hotline }: { hotline: string }) {
  app.jobs.register(VISIT_TICK_JOB, visitTickHandler(app.db, app.jobs));
  app.jobs.register(VISIT_PLAN_JOB, visitPlanHandler(app.db));
  app.addHook('onReady', async () => scheduleVisitTick(app.db.system, app.jobs, new Date()));
  await app.register(returnVisitsRoutes, { plans: new VisitPlansService(app.db, app.jobs), tasks: new VisitTasksService(app.db, app.jobs, hotline) });
}

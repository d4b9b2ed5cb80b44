import type { FastifyInstance } from 'fastify';
import { CyclePlanFollowService } from './cycle-plan-follow.service';
import { CYCLE_PLAN_RUN_JOB, CYCLE_PLAN_TICK_JOB, cyclePlanRunHandler, cyclePlanTickHandler, scheduleCyclePlanTick } from './cycle-plan-run.job';
import { CyclePlanSmsService } from './cycle-plan-sms.service';
import { cyclePlansRoutes } from './cycle-plans.routes';
import { CyclePlansService } from './cycle-plans.service';

/** Customer service plans: the services, the once-a-minute tick and the run job that make periodic orders, and the routes. */
export async function cyclePlansPlugin(app: FastifyInstance, { hotline }: { hotline: string }) {
  app.jobs.register(CYCLE_PLAN_TICK_JOB, cyclePlanTickHandler(app.db, app.jobs, app.notifications));
  app.jobs.register(CYCLE_PLAN_RUN_JOB, cyclePlanRunHandler(app.db, app.notifications));
  app.addHook('onReady', async () => scheduleCyclePlanTick(app.db.system, app.jobs, new Date()));
  await app.register(cyclePlansRoutes, {
    plans: new CyclePlansService(app.db, app.jobs),
    follow: new CyclePlanFollowService(app.db),
    sms: new CyclePlanSmsService(app.db, app.jobs, hotline),
    hotline,
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ScheduleFilterSchema, ScheduleListQuerySchema } from '@domain/orders/schedule.schemas';
import { OrderPaths as P } from '@domain/orders/orders.paths';
import { SCHEDULE_TIME_INTERVAL } from '@domain/orders/schedule.types';
import { parse } from '../../lib/parse';
import { actorOf } from './order-actor';
import type { ScheduleService } from './schedule.service';


/** The schedule tables' calls (domain/orders/schedule.schemas.ts says what they answer). */
export async function scheduleRoutes(app: FastifyInstance, { schedule }: { schedule: ScheduleService }) {
  const ok = <T>(data: T) => ({ success: true, data });
  const count = async (request: FastifyRequest) => ok({ count: await schedule.count(actorOf(request), parse(ScheduleFilterSchema, request.query)) });

  app.get(P.scheduleDispatchList, async (request) => ok(await schedule.dispatchList(actorOf(request), parse(ScheduleListQuerySchema, request.query))));
  app.get(P.scheduleDispatchCount, count);
  app.get(P.scheduleReportList, async (request) => ok(await schedule.reportList(actorOf(request), parse(ScheduleListQuerySchema, request.query))));
  // Both tables page the same staff list.
  app.get(P.scheduleReportCount, count);
  app.get(P.scheduleTimeInterval, async () => ok(SCHEDULE_TIME_INTERVAL));
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import {
  CreateEventSchema,
  DeleteEventsQuerySchema,
  DispatchEventSchema,
  EscalateEventSchema,
  EventFilterSchema,
  EventIdQuerySchema,
  EventListQuerySchema,
  ExportEventsSchema,
  OperateEventSchema,
} from '@domain/events/events.schemas';
import { MANAGER_ROLES } from '@domain/events/event.machine';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { exportRoute, type ExportService } from '../downloads/downloads.public';
import type { EventActor } from './event-operation';
import { EventPaths } from '@domain/events/events.paths';
import { viewerOf, type EventsService } from './events.service';

const actorOf = (request: FastifyRequest): EventActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, userName: user.name, role: user.currentRole };
};
const managers = { config: { roles: MANAGER_ROLES } };

/**
 * Service events (spec part 1 section 7). Anyone signed in may create an event and see the events
 * they take part in; what each may do to an event is the state machine's call (403 for the wrong
 * person, 409 for the wrong state).
 */
export async function eventsRoutes(app: FastifyInstance, { service, exports }: { service: EventsService; exports: ExportService }) {

  app.post(EventPaths.add, async (request) => {
    const input = parseBody(CreateEventSchema, request);
    return { success: true, message: Messages.saveOk, data: await service.create(actorOf(request), input) };
  });

  app.get(EventPaths.list, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(EventListQuerySchema, request.query);
    return { success: true, data: await service.list(actorOf(request), filter, { pageIndex, pageSize }) };
  });

  app.get(EventPaths.count, async (request) => {
    const filter = parse(EventFilterSchema, request.query);
    return { success: true, data: await service.count(actorOf(request), filter) };
  });

  app.get(EventPaths.unassignedCount, async (request) => {
    const filter = parse(EventFilterSchema, request.query);
    return { success: true, data: await service.count(actorOf(request), { ...filter, scope: 'undelivered' }) };
  });

  app.get(EventPaths.principalCount, async (request) => {
    const filter = parse(EventFilterSchema, request.query);
    return { success: true, data: await service.principalCount(actorOf(request), filter) };
  });

  app.get(EventPaths.detail, async (request) => {
    const { id } = parse(EventIdQuerySchema, request.query);
    return { success: true, data: await service.detail(actorOf(request), id) };
  });

  app.get(EventPaths.messages, async (request) => {
    const { id } = parse(EventIdQuerySchema, request.query);
    return { success: true, data: await service.messages(actorOf(request), id) };
  });

  const simple = {
    claim: service.claim,
    start: service.start,
    returnEscalation: service.returnEscalation,
    pause: service.pause,
    resume: service.resume,
    complete: service.complete,
    close: service.close,
  } as const;
  for (const name of Object.keys(simple) as (keyof typeof simple)[]) {
    const operation = simple[name];
    app.post(EventPaths[name], async (request) => {
      const { id, remark } = parseBody(OperateEventSchema, request);
      return { success: true, message: '操作成功', data: await operation.call(service, actorOf(request), id, remark) };
    });
  }

  app.post(EventPaths.dispatch, managers, async (request) => {
    const input = parseBody(DispatchEventSchema, request);
    return { success: true, message: '指派成功', data: await service.dispatch(actorOf(request), input) };
  });

  app.post(EventPaths.escalate, async (request) => {
    const { id, userId, remark } = parseBody(EscalateEventSchema, request);
    return { success: true, message: '升级成功', data: await service.escalate(actorOf(request), id, userId, remark) };
  });

  app.delete(EventPaths.delete, async (request) => {
    const { ids } = parse(DeleteEventsQuerySchema, request.query);
    const result = await service.remove(actorOf(request), ids);
    const message = result.refused.length === 0 ? Messages.deleteOk : `${result.deleted.length}个已删除，${result.refused.length}个不能删除`;
    return { success: true, message, data: result };
  });

  exportRoute(app, exports, { path: EventPaths.export, schema: ExportEventsSchema, source: 'events', filter: (rest, who) => ({ ...rest, viewer: viewerOf(who) }) });
}

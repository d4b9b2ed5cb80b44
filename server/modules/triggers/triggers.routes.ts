import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRIGGER_READERS, TRIGGER_WRITERS } from '@domain/triggers/triggers.constants';
import { TriggerPaths as P } from '@domain/triggers/triggers.paths';
import {
  ConditionBatchSchema,
  CopyTriggerSchema,
  DeleteQuerySchema,
  FieldMappingBatchSchema,
  IdQuerySchema,
  MatchRangeBatchSchema,
  NodeBatchSchema,
  PreviewQuerySchema,
  RunListQuerySchema,
  SaveActionSchema,
  SaveTriggerSchema,
  TriggerFilterSchema,
  TriggerIdQuerySchema,
  TriggerListQuerySchema,
  TriggerStateSchema,
  UpdateActionSchema,
  UpdateTriggerSchema,
} from '@domain/triggers/triggers.schemas';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { TriggerActor, TriggersService } from './triggers.service';

export const readers = { config: { roles: TRIGGER_READERS } };
export const writers = { config: { roles: TRIGGER_WRITERS } };

export const actorOf = (request: FastifyRequest): TriggerActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole };
};
export const ok = <T>(data: T) => ({ success: true, data });

/** Triggers (/trigger/...): HTTP to service calls. */
export async function triggerRoutes(app: FastifyInstance, { triggers }: { triggers: TriggersService }) {
  app.get(P.count, readers, async (request) => ok(await triggers.count(actorOf(request), parse(TriggerFilterSchema, request.query))));
  app.get(P.list, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(TriggerListQuerySchema, request.query);
    return ok(await triggers.list(actorOf(request), filter, { pageIndex, pageSize }));
  });
  app.get(P.details, readers, async (request) => ok(await triggers.details(actorOf(request), parse(IdQuerySchema, request.query).id)));
  app.delete(P.delete, writers, async (request) => ok(await triggers.remove(actorOf(request), parse(DeleteQuerySchema, request.query).ids)));
  app.post(P.save, writers, async (request) => ok(await triggers.save(actorOf(request), parseBody(SaveTriggerSchema, request))));
  app.put(P.update, writers, async (request) => ok(await triggers.update(actorOf(request), parseBody(UpdateTriggerSchema, request))));
  app.post(P.copy, writers, async (request) => ok(await triggers.copy(actorOf(request), parseBody(CopyTriggerSchema, request).id)));
  app.post(P.state, writers, async (request) => {
    const { id, enabled } = parseBody(TriggerStateSchema, request);
    return ok(await triggers.setEnabled(actorOf(request), id, enabled));
  });

  app.post(P.matchRangeBatchSave, writers, async (request) => {
    const body = parseBody(MatchRangeBatchSchema, request);
    return ok(await triggers.saveRanges(actorOf(request), body.triggerId, body.templateIds));
  });
  app.get(P.matchRangeList, readers, async (request) => ok(await triggers.ranges(actorOf(request), parse(TriggerIdQuerySchema, request.query).triggerId)));
  app.post(P.rangeConditionBatchSave, writers, async (request) => {
    const body = parseBody(ConditionBatchSchema, request);
    return ok(await triggers.saveConditions(actorOf(request), body.triggerId, body.conditions));
  });
  app.get(P.rangeConditionList, readers, async (request) => ok(await triggers.conditions(actorOf(request), parse(TriggerIdQuerySchema, request.query).triggerId)));
  app.post(P.nodeBatchSave, writers, async (request) => {
    const body = parseBody(NodeBatchSchema, request);
    return ok(await triggers.saveNodes(actorOf(request), body.triggerId, body.nodes));
  });
  app.get(P.nodeList, readers, async (request) => ok(await triggers.nodes(actorOf(request), parse(TriggerIdQuerySchema, request.query).triggerId)));
  app.post(P.fieldMappingBatchSave, writers, async (request) => {
    const body = parseBody(FieldMappingBatchSchema, request);
    return ok(await triggers.saveMappings(actorOf(request), body.triggerId, body.mappings));
  });
  app.get(P.fieldMappingList, readers, async (request) => ok(await triggers.mappings(actorOf(request), parse(TriggerIdQuerySchema, request.query).triggerId)));

  app.get(P.actionList, readers, async (request) => ok(await triggers.actions(actorOf(request), parse(TriggerIdQuerySchema, request.query).triggerId)));
  app.get(P.actionDetails, readers, async (request) => ok(await triggers.action(actorOf(request), parse(IdQuerySchema, request.query).id)));
  app.post(P.actionSave, writers, async (request) => {
    const { triggerId, ...action } = parseBody(SaveActionSchema, request);
    return ok(await triggers.saveAction(actorOf(request), triggerId, action));
  });
  app.put(P.actionUpdate, writers, async (request) => {
    const { id, ...action } = parseBody(UpdateActionSchema, request);
    return ok(await triggers.updateAction(actorOf(request), id, action));
  });
  app.delete(P.actionDelete, writers, async (request) => ok(await triggers.removeActions(actorOf(request), parse(DeleteQuerySchema, request.query).ids)));

  app.get(P.runList, readers, async (request) => {
    const { triggerId, pageIndex, pageSize } = parse(RunListQuerySchema, request.query);
    return ok(await triggers.runs(actorOf(request), triggerId, { pageIndex, pageSize }));
  });
  app.get(P.preview, readers, async (request) => {
    const { id, limit } = parse(PreviewQuerySchema, request.query);
    return ok(await triggers.preview(actorOf(request), id, limit));
  });
}

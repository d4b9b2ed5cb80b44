import type { FastifyInstance } from 'fastify';
import { DeleteQuerySchema } from '@domain/triggers/triggers.schemas';
import { SaveSplitRuleSchema, SplitFieldsQuerySchema, SplitRunsQuerySchema } from '@domain/triggers/split.schemas';
import { SplitPaths as P } from '@domain/triggers/split.paths';
import { parse, parseBody } from '../../lib/parse';
import type { SplitRulesService } from './split.service';
import { actorOf, ok, readers, writers } from './triggers.routes';

/** 自动拆单 (/automate/split/...): HTTP to service calls; who reads and writes as for triggers. */
export async function splitRoutes(app: FastifyInstance, { split }: { split: SplitRulesService }) {
  app.get(P.list, readers, async (request) => ok(await split.list(actorOf(request))));
  app.get(P.fields, readers, async (request) => ok(await split.fields(actorOf(request), parse(SplitFieldsQuerySchema, request.query).templateId)));
  app.get(P.runs, readers, async (request) => {
    const { ruleId, pageIndex, pageSize } = parse(SplitRunsQuerySchema, request.query);
    return ok(await split.runs(actorOf(request), ruleId, { pageIndex, pageSize }));
  });
  app.post(P.save, writers, async (request) => ok(await split.save(actorOf(request), parseBody(SaveSplitRuleSchema, request))));
  app.delete(P.delete, writers, async (request) => ok(await split.remove(actorOf(request), parse(DeleteQuerySchema, request.query).ids)));
}

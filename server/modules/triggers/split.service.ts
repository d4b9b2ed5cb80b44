import { productFieldsOf, type SplitFormField } from '@domain/triggers/order-split';
import type { SaveSplitRuleInput, SplitRuleRow, SplitRunRow } from '@domain/triggers/split.schemas';
import { SplitErrors } from '@domain/triggers/errors';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import type { Database, Executor } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { orderTypeQueries } from '../templates/templates.public';
import * as q from './split.queries';
import type { TriggerActor } from './triggers.service';

const productFieldsOfType = (type: { form: unknown }) => productFieldsOf((type.form as TemplateForm).fields as SplitFormField[]);

async function typeOf(tx: Executor, enterpriseId: number, templateId: number) {
  const [type] = await orderTypeQueries.find(tx, enterpriseId, [templateId]);
  if (!type) throw badRequest(SplitErrors.typeNotFound);
  return type;
}

/** 自动拆单 (/automate/split/...): one rule per order type, naming product fields of that type's form. */
export class SplitRulesService {
  constructor(private readonly db: Database) {}

  list(actor: TriggerActor): Promise<SplitRuleRow[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const rules = await q.splitRules(tx, actor.enterpriseId);
      const types = new Map((await orderTypeQueries.find(tx, actor.enterpriseId, [...new Set(rules.map((r) => r.templateId))])).map((t) => [t.id, t]));
      const counts = await q.runCounts(tx, actor.enterpriseId);
      return rules.map((r) => {
        const type = types.get(r.templateId);
        const titles = new Map((type ? productFieldsOfType(type) : []).map((f) => [f.key, f.title]));
        return {
          id: r.id,
          templateId: r.templateId,
          templateName: type?.name ?? '',
          fieldKeys: r.fieldKeys,
          fieldTitles: r.fieldKeys.map((k) => titles.get(k) ?? ''),
          enabled: r.enabled,
          version: r.version,
          runCount: counts.get(r.id) ?? 0,
          updatedAt: r.updatedAt.toISOString(),
        };
      });
    });
  }

  /** The product fields an order type's form offers a rule. */
  fields(actor: TriggerActor, templateId: number): Promise<{ key: string; title: string }[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => productFieldsOfType(await typeOf(tx, actor.enterpriseId, templateId)));
  }

  /** Creates a rule (no id) or updates one at the version seen; every field must be a product field of the type. */
  save(actor: TriggerActor, input: SaveSplitRuleInput): Promise<{ id: number; version: number }> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const { enterpriseId } = actor;
      const offered = new Set(productFieldsOfType(await typeOf(tx, enterpriseId, input.templateId)).map((f) => f.key));
      const stray = input.fieldKeys.find((k) => !offered.has(k));
      if (stray !== undefined) throw badRequest(SplitErrors.notProductField(stray));
      const values = { templateId: input.templateId, fieldKeys: input.fieldKeys, enabled: input.enabled };
      if (input.id === undefined) {
        const row = await q.insertRule(tx, { enterpriseId, ...values, createdBy: actor.userId });
        if (!row) throw conflict(SplitErrors.typeTaken);
        return { id: row.id, version: row.version };
      }
      const current = await q.splitRule(tx, enterpriseId, input.id);
      if (!current) throw notFound(SplitErrors.notFound);
      if (input.templateId !== current.templateId && (await q.ruleOfTypeExists(tx, enterpriseId, input.templateId))) throw conflict(SplitErrors.typeTaken);
      const row = await q.updateRule(tx, enterpriseId, input.id, input.version ?? current.version, values);
      if (!row) throw conflict(SplitErrors.stale);
      return { id: row.id, version: row.version };
    });
  }

  remove(actor: TriggerActor, ids: readonly number[]): Promise<number> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const removed = await q.deleteRules(tx, actor.enterpriseId, ids);
      if (removed === 0) throw notFound(SplitErrors.notFound);
      return removed;
    });
  }

  runs(actor: TriggerActor, ruleId: number, paging: { pageIndex: number; pageSize: number }): Promise<{ rows: SplitRunRow[]; total: number }> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      if (!(await q.splitRule(tx, actor.enterpriseId, ruleId))) throw notFound(SplitErrors.notFound);
      const { rows, total } = await q.splitRuns(tx, actor.enterpriseId, ruleId, paging);
      return { rows: rows.map((r) => ({ id: r.id, orderId: r.orderId, orderNo: r.orderNo, copyIds: r.copyIds, copyNos: r.copyNos, createdAt: r.createdAt.toISOString() })), total };
    });
  }
}

import { Messages } from '@domain/common/messages';
import type { FormOwnerKindValue } from '@domain/templates/template.constants';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import type { Database, Executor, Tx } from '../../db/database';
import type { eventTemplates, orderTypes } from '../../db/schema/templates';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { removedFields } from './form-changes';
import { recycleFields } from './recycle-bin.service';
import type { templateTableQueries } from './template-table.queries';
import { lockTemplates, logTemplateChange, saveSummary, type TemplateActor } from './templates-common';

type TemplateTable = typeof orderTypes | typeof eventTemplates;
type Row<T extends TemplateTable> = T['$inferSelect'];
type Fields<T extends TemplateTable> = Parameters<ReturnType<typeof templateTableQueries<T>>['insert']>[2];

/** What differs between order types and event templates in their life: the table, names and the enabled rule. */
export interface TemplateFamily<T extends TemplateTable> {
  queries: ReturnType<typeof templateTableQueries<T>>;
  ownerKind: FormOwnerKindValue;
  /** '工单类型' or '事件模板', for the log. */
  label: string;
  action: string;
  errors: { notFound: string; nameTaken: string; first: string; last: string };
  /** Enabled templates per group (an order type's kind); a group that has one must keep one. */
  enabledGroups(tx: Executor, enterpriseId: number): Promise<Map<string, number>>;
  lastEnabled(group: string): string;
  auditShape(row: Row<T>): unknown;
}

/**
 * Saving, enabling and deleting a template: names unique among the live ones, at least one enabled
 * template kept per group, and fields a save removes kept in the recycle bin.
 */
export class TemplateLifecycle<T extends TemplateTable> {
  constructor(
    private readonly db: Database,
    private readonly family: TemplateFamily<T>,
  ) {}

  /** `prepare` checks the rest of the input against the stored template (if any) and gives the columns to store. */
  save(actor: TemplateActor, input: { id?: number; name: string }, prepare: (tx: Tx, before?: Row<T>) => Promise<Fields<T>>): Promise<Row<T>> {
    const { enterpriseId } = actor;
    const { queries, errors } = this.family;
    return this.inLock(actor, async (tx) => {
      const [before] = input.id ? await queries.find(tx, enterpriseId, [input.id]) : [];
      if (input.id && !before) throw notFound(errors.notFound);
      if (await queries.nameTaken(tx, enterpriseId, input.name, input.id)) throw conflict(errors.nameTaken);
      const fields = await prepare(tx, before);
      const record = before ? await queries.update(tx, enterpriseId, before.id, fields) : await queries.insert(tx, enterpriseId, fields);
      if (before) await recycleFields(tx, actor, this.family.ownerKind, record.id, removedFields(before.form as TemplateForm, record.form as TemplateForm));
      await this.log(tx, actor, before ? 'update' : 'create', record.id, saveSummary(this.family.label, before?.name, record.name), before, record);
      return record;
    });
  }

  setEnabled(actor: TemplateActor, id: number, enabled: boolean): Promise<Row<T>> {
    const { enterpriseId } = actor;
    return this.inLock(actor, async (tx) => {
      const [before] = await this.family.queries.find(tx, enterpriseId, [id]);
      if (!before) throw notFound(this.family.errors.notFound);
      const record = await this.family.queries.update(tx, enterpriseId, id, { enabled } as Partial<Fields<T>>);
      const summary = `${enabled ? '启用' : '停用'}${this.family.label}：${record.name}`;
      await this.log(tx, actor, enabled ? 'enable' : 'disable', id, summary, before, record);
      return record;
    });
  }

  /**
   * Moves a template one place up (-1) or down (1) in the display order every list and picker uses,
   * past the live template next to it; the first cannot go up nor the last down (409).
   */
  move(actor: TemplateActor, id: number, step: -1 | 1): Promise<void> {
    const { enterpriseId } = actor;
    const { queries, errors, label, action } = this.family;
    return this.inLock(actor, async (tx) => {
      const all = await queries.all(tx, enterpriseId);
      const index = all.findIndex((r) => r.id === id);
      if (index < 0) throw notFound(errors.notFound);
      const other = all[index + step];
      if (!other) throw conflict(step < 0 ? errors.first : errors.last);
      const ids = all.map((r) => r.id);
      [ids[index], ids[index + step]] = [other.id, id];
      // Renumbering them all also mends equal sort values left by older data.
      await queries.renumber(tx, enterpriseId, ids);
      await logTemplateChange(tx, actor, {
        action: `${action}.sort`,
        targetId: id,
        summary: `${step < 0 ? '上移' : '下移'}${label}：${all[index].name}`,
        before: all.map((r) => r.id),
        after: ids,
      });
    });
  }

  /** Deletes all the templates or none; deleted ones leave the lists but stay for the orders and events that use them. */
  remove(actor: TemplateActor, ids: number[]): Promise<void> {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    const { enterpriseId } = actor;
    return this.inLock(actor, async (tx) => {
      const found = await this.family.queries.find(tx, enterpriseId, ids);
      if (found.length !== ids.length) throw notFound(this.family.errors.notFound);
      await this.family.queries.softDelete(tx, enterpriseId, ids);
      await logTemplateChange(tx, actor, {
        action: `${this.family.action}.delete`,
        targetId: ids.join(','),
        summary: `删除${this.family.label}：${found.map((r) => r.name).join('、')}`,
        before: found.map((r) => this.family.auditShape(r)),
      });
    });
  }

  /** Runs a change under the templates lock, then refuses it if a group lost its last enabled template. */
  private inLock<R>(actor: TemplateActor, change: (tx: Tx) => Promise<R>): Promise<R> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockTemplates(tx, enterpriseId);
      const before = await this.family.enabledGroups(tx, enterpriseId);
      const result = await change(tx);
      const after = await this.family.enabledGroups(tx, enterpriseId);
      for (const [group, n] of before) if (n > 0 && !after.get(group)) throw conflict(this.family.lastEnabled(group));
      return result;
    });
  }

  private log(tx: Tx, actor: TemplateActor, verb: string, id: number, summary: string, before: Row<T> | undefined, after: Row<T>) {
    const { auditShape, action } = this.family;
    return logTemplateChange(tx, actor, {
      action: `${action}.${verb}`,
      targetId: id,
      summary,
      before: before && auditShape(before),
      after: auditShape(after),
    });
  }
}

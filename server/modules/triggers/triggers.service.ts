import { TriggerErrors } from '@domain/triggers/errors';
import { matches } from '@domain/triggers/conditions';
import { triggerMachine, TriggerOp } from '@domain/triggers/trigger.machine';
import { kindMisfit, type KindedParts } from '@domain/triggers/record-kinds';
import { mappingMisfit, sourceField, targetField, type FieldMapping, type FormFieldLike } from '@domain/triggers/field-mappings';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import { ActionKind, RecordKind, TriggerState, type MomentValue, type RecordKindValue } from '@domain/triggers/triggers.constants';
import { NotifyChannel } from '@domain/notifications/triggers';
import { notifyChannelsOf, type ActionInput, type ConditionInput, type PreviewRow, type TriggerActionRow, type TriggerDetail, type TriggerInput, type TriggerRow, type TriggerRunRow } from '@domain/triggers/triggers.schemas';
import type { RoleType } from '@domain/shell/roles';
import type { Database, Executor, Tx } from '../../db/database';
import { badRequest, conflict, enforce, notFound } from '../../lib/app-error';
import { findGroups } from '../catalogue/catalogue.public';
import { eventCodes, recentEvents } from '../events/events.public';
import { orderNumbers, recentOrders } from '../orders/orders.public';
import { eventTemplateQueries, orderTypeQueries } from '../templates/templates.public';
import { activeUsersAmong } from '../users/users.public';
import * as q from './triggers.queries';

type HostCheck = (enterpriseId: number) => Promise<boolean>;

export interface TriggerActor {
  enterpriseId: number;
  userId: number;
  role: RoleType;
}
type Paging = { pageIndex: number; pageSize: number };

/** Triggers and their parts (/trigger/...): every write checks that what it names is the enterprise's. */
export class TriggersService {
  constructor(
    private readonly db: Database,
    /** Whether the enterprise's WeCom/DingTalk work messages can be sent (the message settings' host connection). */
    private readonly hostConnected: HostCheck = async () => false,
  ) {}

  list(actor: TriggerActor, filter: q.TriggerFilter, paging: Paging): Promise<TriggerRow[]> {
    return this.db.tenantRead(actor.enterpriseId, (tx) => q.listTriggers(tx, actor.enterpriseId, filter, paging));
  }

  count(actor: TriggerActor, filter: q.TriggerFilter): Promise<number> {
    return this.db.tenantRead(actor.enterpriseId, (tx) => q.countTriggers(tx, actor.enterpriseId, filter));
  }

  details(actor: TriggerActor, id: number): Promise<TriggerDetail> {
    return this.db.tenantRead(actor.enterpriseId, (tx) => detailOf(tx, actor.enterpriseId, id));
  }

  save(actor: TriggerActor, input: TriggerInput): Promise<TriggerDetail> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const { enterpriseId } = actor;
      await checkParts(tx, enterpriseId, input.recordKind, input, this.hostConnected);
      checkFit(input.recordKind, { moment: input.moment, conditions: input.conditions ?? [], actions: input.actions ?? [] });
      await checkFollowUps(tx, enterpriseId, input.recordKind, input.templateIds ?? [], input.actions ?? []);
      const row = await q.insertTrigger(tx, { enterpriseId, name: input.name, recordKind: input.recordKind, moment: input.moment, remark: input.remark, enabled: input.enabled, createdBy: actor.userId });
      await writeParts(tx, enterpriseId, row.id, input);
      return detailOf(tx, enterpriseId, row.id);
    });
  }

  update(actor: TriggerActor, input: TriggerInput & { id: number; version?: number }): Promise<TriggerDetail> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const { enterpriseId } = actor;
      const row = await lockTrigger(tx, enterpriseId, input.id, input.version);
      await checkParts(tx, enterpriseId, input.recordKind, input, this.hostConnected);
      // A part left out is kept, so it must fit the trigger as it will be (its kind may change).
      const stored = input.templateIds && input.conditions && input.actions ? null : await detailOf(tx, enterpriseId, row.id);
      if (!input.templateIds) await checkTemplates(tx, enterpriseId, input.recordKind, stored!.templateIds);
      checkFit(input.recordKind, { moment: input.moment, conditions: input.conditions ?? stored!.conditions, actions: input.actions ?? stored!.actions });
      await checkFollowUps(tx, enterpriseId, input.recordKind, input.templateIds ?? stored!.templateIds, input.actions ?? stored!.actions);
      await q.updateTrigger(tx, enterpriseId, row.id, { name: input.name, recordKind: input.recordKind, moment: input.moment, remark: input.remark, enabled: input.enabled });
      await writeParts(tx, enterpriseId, row.id, input);
      return detailOf(tx, enterpriseId, row.id);
    });
  }

  remove(actor: TriggerActor, ids: number[]): Promise<void> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const found = await q.findTriggers(tx, actor.enterpriseId, ids);
      if (found.length !== ids.length) throw notFound(TriggerErrors.notFound);
      await q.deleteTriggers(tx, actor.enterpriseId, ids);
    });
  }

  /** A copy named "… 副本", disabled until its owner enables it, with every part of the original. */
  copy(actor: TriggerActor, id: number): Promise<TriggerDetail> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const { enterpriseId } = actor;
      const source = await detailOf(tx, enterpriseId, id);
      const row = await q.insertTrigger(tx, {
        enterpriseId,
        name: `${source.name} 副本`.slice(0, 60),
        recordKind: source.recordKind,
        moment: source.moment,
        remark: source.remark,
        enabled: false,
        createdBy: actor.userId,
      });
      await q.replaceRanges(tx, enterpriseId, row.id, source.templateIds);
      await q.replaceConditions(tx, enterpriseId, row.id, source.conditions);
      await q.replaceNodes(tx, enterpriseId, row.id, source.nodes.map((n) => ({ name: n.name })));
      const nodes = await q.nodesOf(tx, enterpriseId, row.id);
      const nodeOf = new Map(source.nodes.map((n, i) => [n.id, nodes[i].id]));
      const actions = await q.insertActions(tx, enterpriseId, row.id, source.actions.map((a) => ({ ...a, nodeId: a.nodeId === null ? null : nodeOf.get(a.nodeId) ?? null })));
      const actionOf = new Map(source.actions.map((a, i) => [a.id, actions[i].id]));
      await q.replaceMappings(tx, enterpriseId, row.id, source.mappings.map((m) => ({ actionId: m.actionId === null ? null : actionOf.get(m.actionId) ?? null, sourceField: m.sourceField, targetField: m.targetField })));
      return detailOf(tx, enterpriseId, row.id);
    });
  }

  setEnabled(actor: TriggerActor, id: number, enabled: boolean): Promise<TriggerDetail> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const row = await lockTrigger(tx, actor.enterpriseId, id);
      enforce(triggerMachine.decide({ state: row.enabled ? TriggerState.enabled : TriggerState.disabled }, actor, enabled ? TriggerOp.enable : TriggerOp.disable));
      await q.updateTrigger(tx, actor.enterpriseId, id, { enabled });
      return detailOf(tx, actor.enterpriseId, id);
    });
  }

  // Parts, each saved as a batch ------------------------------------------------------------------

  ranges(actor: TriggerActor, triggerId: number): Promise<number[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => (await detailOf(tx, actor.enterpriseId, triggerId)).templateIds);
  }

  saveRanges(actor: TriggerActor, triggerId: number, templateIds: number[]): Promise<number[]> {
    return this.part(actor, triggerId, async (tx, row) => {
      await checkTemplates(tx, actor.enterpriseId, row.recordKind as RecordKindValue, templateIds);
      // The follow-ups' custom source fields are read in the range's forms.
      await checkFollowUps(tx, actor.enterpriseId, row.recordKind as RecordKindValue, templateIds, await q.actionsOf(tx, actor.enterpriseId, triggerId));
      await q.replaceRanges(tx, actor.enterpriseId, triggerId, templateIds);
      return templateIds;
    });
  }

  conditions(actor: TriggerActor, triggerId: number): Promise<ConditionInput[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => (await detailOf(tx, actor.enterpriseId, triggerId)).conditions);
  }

  saveConditions(actor: TriggerActor, triggerId: number, conditions: ConditionInput[]): Promise<ConditionInput[]> {
    return this.part(actor, triggerId, async (tx, row) => {
      checkFit(row.recordKind as RecordKindValue, { moment: row.moment as MomentValue, conditions, actions: [] });
      await q.replaceConditions(tx, actor.enterpriseId, triggerId, conditions);
      return conditions;
    });
  }

  nodes(actor: TriggerActor, triggerId: number) {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => (await detailOf(tx, actor.enterpriseId, triggerId)).nodes);
  }

  saveNodes(actor: TriggerActor, triggerId: number, nodes: { id?: number; name: string }[]) {
    return this.part(actor, triggerId, async (tx) => {
      const known = new Set((await q.nodesOf(tx, actor.enterpriseId, triggerId)).map((n) => n.id));
      if (nodes.some((n) => n.id && !known.has(n.id))) throw notFound('节点不存在');
      await q.replaceNodes(tx, actor.enterpriseId, triggerId, nodes);
      return q.nodesOf(tx, actor.enterpriseId, triggerId);
    });
  }

  mappings(actor: TriggerActor, triggerId: number) {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => (await detailOf(tx, actor.enterpriseId, triggerId)).mappings);
  }

  saveMappings(actor: TriggerActor, triggerId: number, mappings: { actionId: number | null; sourceField: string; targetField: string }[]) {
    return this.part(actor, triggerId, async (tx, row) => {
      const { enterpriseId } = actor;
      const actionIds = [...new Set(mappings.flatMap((m) => (m.actionId ? [m.actionId] : [])))];
      const found = await q.actionsByIds(tx, enterpriseId, actionIds);
      if (found.length !== actionIds.length || found.some((a) => a.triggerId !== triggerId)) throw notFound(TriggerErrors.actionNotFound);
      // A follow-up action runs with the mappings linked to it: they become its config's, checked as on save.
      const ranges = (await q.rangesOf(tx, enterpriseId, [triggerId])).get(triggerId) ?? [];
      for (const a of (await q.actionsOf(tx, enterpriseId, triggerId)).filter((x) => x.kind === ActionKind.followUp)) {
        const own = mappings.filter((m) => m.actionId === a.id).map(({ sourceField, targetField }) => ({ sourceField, targetField }));
        const next = { ...a, config: { ...a.config, mappings: own } };
        await checkFollowUps(tx, enterpriseId, row.recordKind as RecordKindValue, ranges, [next]);
        await q.updateAction(tx, enterpriseId, a.id, next);
      }
      await q.replaceMappings(tx, enterpriseId, triggerId, mappings);
      return q.mappingsOf(tx, actor.enterpriseId, triggerId);
    });
  }

  // Actions ---------------------------------------------------------------------------------------

  actions(actor: TriggerActor, triggerId: number): Promise<TriggerActionRow[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => (await detailOf(tx, actor.enterpriseId, triggerId)).actions);
  }

  action(actor: TriggerActor, id: number): Promise<TriggerActionRow> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const row = await q.findAction(tx, actor.enterpriseId, id);
      if (!row) throw notFound(TriggerErrors.actionNotFound);
      return row;
    });
  }

  saveAction(actor: TriggerActor, triggerId: number, input: ActionInput): Promise<TriggerActionRow> {
    return this.part(actor, triggerId, async (tx, trigger) => {
      checkFit(trigger.recordKind as RecordKindValue, { moment: trigger.moment as MomentValue, conditions: [], actions: [input] });
      await checkActions(tx, actor.enterpriseId, triggerId, [input], this.hostConnected);
      await checkFollowUps(tx, actor.enterpriseId, trigger.recordKind as RecordKindValue, (await q.rangesOf(tx, actor.enterpriseId, [triggerId])).get(triggerId) ?? [], [input]);
      const [row] = await q.insertActions(tx, actor.enterpriseId, triggerId, [input]);
      await syncMappings(tx, actor.enterpriseId, triggerId);
      return row;
    });
  }

  updateAction(actor: TriggerActor, id: number, input: ActionInput): Promise<TriggerActionRow> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const existing = await q.findAction(tx, actor.enterpriseId, id);
      if (!existing) throw notFound(TriggerErrors.actionNotFound);
      const row = await lockTrigger(tx, actor.enterpriseId, existing.triggerId);
      checkFit(row.recordKind as RecordKindValue, { moment: row.moment as MomentValue, conditions: [], actions: [input] });
      await checkActions(tx, actor.enterpriseId, existing.triggerId, [input], this.hostConnected);
      await checkFollowUps(tx, actor.enterpriseId, row.recordKind as RecordKindValue, (await q.rangesOf(tx, actor.enterpriseId, [row.id])).get(row.id) ?? [], [input]);
      await q.updateTrigger(tx, actor.enterpriseId, existing.triggerId, {});
      const updated = await q.updateAction(tx, actor.enterpriseId, id, input);
      await syncMappings(tx, actor.enterpriseId, row.id);
      return updated;
    });
  }

  removeActions(actor: TriggerActor, ids: number[]): Promise<void> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const found = await q.actionsByIds(tx, actor.enterpriseId, ids);
      if (found.length !== ids.length) throw notFound(TriggerErrors.actionNotFound);
      await q.deleteActions(tx, actor.enterpriseId, null, ids);
      for (const triggerId of new Set(found.map((a) => a.triggerId))) await syncMappings(tx, actor.enterpriseId, triggerId);
    });
  }

  // Runs and preview ------------------------------------------------------------------------------

  runs(actor: TriggerActor, triggerId: number, paging: Paging): Promise<{ rows: TriggerRunRow[]; total: number }> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      await detailOf(tx, actor.enterpriseId, triggerId);
      const { rows, total } = await q.listRuns(tx, actor.enterpriseId, triggerId, paging);
      const idsOf = (kind: RecordKindValue) => rows.filter((r) => r.recordKind === kind).map((r) => r.recordId);
      const numbers = { [RecordKind.order]: await orderNumbers(tx, actor.enterpriseId, idsOf(RecordKind.order)), [RecordKind.event]: await eventCodes(tx, actor.enterpriseId, idsOf(RecordKind.event)) };
      return { rows: rows.map((r) => q.runRowOf(r, numbers[r.recordKind as RecordKindValue].get(r.recordId) ?? '')), total };
    });
  }

  /** The recent orders (or events) of the match range that meet the conditions now (the editor's preview). */
  preview(actor: TriggerActor, id: number, limit: number): Promise<PreviewRow[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const t = await detailOf(tx, actor.enterpriseId, id);
      if (t.recordKind === RecordKind.event) {
        const events = await recentEvents(tx, actor.enterpriseId, t.templateIds, limit);
        return events.filter((e) => matches(t, e)).map((e) => ({ id: e.id, orderNo: e.code, title: e.title, createdAt: e.createdAt.toISOString() }));
      }
      const recent = await recentOrders(tx, actor.enterpriseId, t.templateIds, limit);
      return recent
        .filter((o) => matches(t, o as never))
        .map((o) => ({ id: o.id, orderNo: o.orderNo, title: o.title, createdAt: o.createdAt.toISOString() }));
    });
  }

  private part<T>(actor: TriggerActor, triggerId: number, work: (tx: Tx, row: q.TriggerRecord) => Promise<T>): Promise<T> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const row = await lockTrigger(tx, actor.enterpriseId, triggerId);
      const out = await work(tx, row);
      await q.updateTrigger(tx, actor.enterpriseId, triggerId, {});
      return out;
    });
  }
}

async function lockTrigger(tx: Executor, enterpriseId: number, id: number, version?: number): Promise<q.TriggerRecord> {
  const row = await q.findTrigger(tx, enterpriseId, id, true);
  if (!row) throw notFound(TriggerErrors.notFound);
  if (version !== undefined && version !== row.version) throw conflict(TriggerErrors.stale);
  return row;
}

export async function detailOf(tx: Executor, enterpriseId: number, id: number): Promise<TriggerDetail> {
  const row = await q.findTrigger(tx, enterpriseId, id);
  if (!row) throw notFound(TriggerErrors.notFound);
  const [ranges, conditions, nodes, actions, mappings] = [
    await q.rangesOf(tx, enterpriseId, [id]),
    await q.conditionsOf(tx, enterpriseId, [id]),
    await q.nodesOf(tx, enterpriseId, id),
    await q.actionsOf(tx, enterpriseId, id),
    await q.mappingsOf(tx, enterpriseId, id),
  ];
  return { ...q.rowOf(row), templateIds: ranges.get(id) ?? [], conditions: conditions.get(id) ?? [], nodes, actions, mappings };
}

async function checkTemplates(tx: Executor, enterpriseId: number, recordKind: RecordKindValue, ids: number[]) {
  if (ids.length === 0) return;
  const found = await (recordKind === RecordKind.order ? orderTypeQueries : eventTemplateQueries).find(tx, enterpriseId, ids);
  if (found.length !== ids.length) throw badRequest(TriggerErrors.templateNotFound);
}

async function checkActions(tx: Executor, enterpriseId: number, triggerId: number | null, actions: ActionInput[], hostConnected: HostCheck) {
  const users = new Set<number>();
  const groups = new Set<number>();
  const nodes = new Set<number>();
  for (const a of actions) {
    const c = a.config as { userIds?: number[]; userId?: number; groupId?: number | null };
    for (const id of c.userIds ?? []) users.add(id);
    if (a.kind === ActionKind.assignUser && c.userId) users.add(c.userId);
    if (c.groupId) groups.add(c.groupId);
    if (a.nodeId) nodes.add(a.nodeId);
  }
  // Work messages, as on the message settings, only once the enterprise is connected to WeCom/DingTalk.
  const wantsHost = actions.some((a) => a.kind === ActionKind.notify && notifyChannelsOf(a.config).includes(NotifyChannel.host));
  if (wantsHost && !(await hostConnected(enterpriseId))) throw badRequest(TriggerErrors.hostNotConnected);
  if ((await activeUsersAmong(tx, enterpriseId, [...users])).length !== users.size) throw badRequest(TriggerErrors.userNotFound);
  if ((await findGroups(tx, enterpriseId, [...groups])).length !== groups.size) throw badRequest(TriggerErrors.groupNotFound);
  if (nodes.size) {
    const known = new Set(triggerId ? (await q.nodesOf(tx, enterpriseId, triggerId)).map((n) => n.id) : []);
    if ([...nodes].some((n) => !known.has(n))) throw badRequest('节点不存在');
  }
}

function checkFit(kind: RecordKindValue, parts: KindedParts) {
  const misfit = kindMisfit(kind, parts);
  if (misfit) throw badRequest(misfit);
}

async function checkParts(tx: Executor, enterpriseId: number, recordKind: RecordKindValue, input: TriggerInput & { id?: number }, hostConnected: HostCheck) {
  if (input.templateIds) await checkTemplates(tx, enterpriseId, recordKind, input.templateIds);
  if (input.actions) await checkActions(tx, enterpriseId, input.id ?? null, input.actions, hostConnected);
}

/** The parts a save names replace the stored ones; a part left out is kept. */
async function writeParts(tx: Executor, enterpriseId: number, triggerId: number, input: TriggerInput) {
  if (input.templateIds) await q.replaceRanges(tx, enterpriseId, triggerId, input.templateIds);
  if (input.conditions) await q.replaceConditions(tx, enterpriseId, triggerId, input.conditions);
  if (input.actions) {
    await q.deleteActions(tx, enterpriseId, triggerId);
    await q.insertActions(tx, enterpriseId, triggerId, input.actions);
    await syncMappings(tx, enterpriseId, triggerId);
  }
}

type FollowUpConfig = { recordKind: RecordKindValue; templateId: number; mappings: FieldMapping[] };
const templateQueries = (kind: RecordKindValue) => (kind === RecordKind.order ? orderTypeQueries : eventTemplateQueries);
const customFieldsOf = (t: { form: unknown }): FormFieldLike[] => (t.form as TemplateForm).fields.filter((f) => !f.fixed);

/**
 * A follow-up's type must be an enabled one of the enterprise (400 otherwise: another enterprise's
 * type is not found), and each mapping known on both sides and of fitting kinds (400 naming the
 * mapping). A custom source field is looked up in the match range's forms (every form of the kind
 * when the range is empty).
 */
async function checkFollowUps(tx: Executor, enterpriseId: number, recordKind: RecordKindValue, rangeIds: number[], actions: readonly { kind: number; config: Record<string, unknown> }[]) {
  const followUps = actions.filter((a) => a.kind === ActionKind.followUp);
  if (followUps.length === 0) return;
  const range: { form: unknown }[] = rangeIds.length ? await templateQueries(recordKind).find(tx, enterpriseId, rangeIds) : await templateQueries(recordKind).all(tx, enterpriseId);
  const sourceForms = range.map(customFieldsOf);
  for (const a of followUps) {
    const c = a.config as FollowUpConfig;
    const found: { form: unknown; enabled: boolean }[] = await templateQueries(c.recordKind).find(tx, enterpriseId, [c.templateId]);
    const type = found.find((t) => t.enabled);
    if (!type) throw badRequest(`actions: ${c.recordKind === RecordKind.order ? '后续工单类型' : '后续事件类型'}不存在或已停用`);
    const target = customFieldsOf(type);
    const misfit = mappingMisfit(
      c.mappings,
      (f) => sourceField(recordKind, f, sourceForms),
      (f) => targetField(f, target),
    );
    if (misfit) throw badRequest(misfit);
  }
}

/** The field-mapping rows mirror the follow-up actions' mappings (the spec's field-mapping list); other rows are kept while their action lives. */
async function syncMappings(tx: Executor, enterpriseId: number, triggerId: number) {
  const actions = await q.actionsOf(tx, enterpriseId, triggerId);
  const others = new Set(actions.filter((a) => a.kind !== ActionKind.followUp).map((a) => a.id));
  const kept = (await q.mappingsOf(tx, enterpriseId, triggerId)).filter((m) => m.actionId === null || others.has(m.actionId));
  const own = actions.filter((a) => a.kind === ActionKind.followUp).flatMap((a) => (a.config as FollowUpConfig).mappings.map((m) => ({ actionId: a.id, sourceField: m.sourceField, targetField: m.targetField })));
  await q.replaceMappings(tx, enterpriseId, triggerId, [...kept.map(({ actionId, sourceField, targetField }) => ({ actionId, sourceField, targetField })), ...own]);
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { matches, readField, type TriggerRecord } from '@domain/triggers/conditions';
import {
  ACTION_KIND_NAMES,
  ACTIONS_OF,
  ActionKind,
  CUSTOM_FIELD_PREFIX,
  FOLLOW_UP_NAMES,
  MAX_TRIGGER_DEPTH,
  EVENT_OP_MOMENTS,
  ORDER_OP_MOMENTS,
  RECORD_KIND_NAMES,
  RecordKind,
  RunOutcome,
  type ActionKindValue,
  type MomentValue,
  type NotifyWhoValue,
  type RecordKindValue,
} from '@domain/triggers/triggers.constants';
import { CHANNEL_NAMES } from '@domain/notifications/triggers';
import { notifyChannelsOf, type TriggerActionRow } from '@domain/triggers/triggers.schemas';
import { PRIORITIES } from '@domain/orders/order.constants';
import type { Database, Executor, Tx } from '../../db/database';
import type { Job } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/worker';
import type { Jobs } from '../../plugins/jobs';
import { findGroups } from '../catalogue/catalogue.public';
import { createFollowUpEvent, eventForAutomation, registerEventOperation } from '../events/events.public';
import { notifyPeople, type NotificationEngine } from '../notifications/notifications.public';
import { automateOrder, createFollowUpOrder, orderForAutomation, registerOrderOperation, type Automation } from '../orders/orders.public';
import { activeUsersAmong } from '../users/users.public';
import { actionsOf, anyEnabled, claimRun, conditionsOf, enabledTriggers, findAction, finishRun, rangesOf, setStepMessage, type TriggerRecord as TriggerRow } from './triggers.queries';
import { callWebhook, WebhookRefused, type WebhookTransport } from './webhook';

/*
 * The engine. An order operation's timeline entry (orders' operation hooks) enqueues one durable
 * `triggers.run` job in the operation's transaction, when an enabled trigger waits on its moment:
 * the job exists only once the operation commits. The job evaluates every enabled trigger of the
 * moment and runs each matching one's actions in order, in ONE transaction with the run's log row,
 * whose unique key (trigger, moment, record, occurrence) is the exactly-once guard: a job killed
 * anywhere before its commit leaves nothing and runs again; one killed after finds its runs and does
 * nothing. Webhooks leave the database, so they are their own job (`triggers.webhook`), enqueued in
 * that transaction, retried by the queue with its backoff, and carry a delivery id for receivers.
 */

export const TRIGGER_JOB = 'triggers.run';
export const WEBHOOK_JOB = 'triggers.webhook';

export interface RunPayload {
  recordKind: RecordKindValue;
  recordId: number;
  moment: MomentValue;
  /** The operation's timeline entry: one per operation on one record. */
  occurrence: number;
  /** 0 for a person's operation; n for an operation a depth n-1 run's actions made. */
  depth: number;
}
export interface WebhookPayload {
  actionId: number;
  deliveryId: string;
  body: string;
}

export interface EngineDeps {
  db: Database;
  jobs: Pick<Jobs, 'enqueue'>;
  notifications: NotificationEngine;
  webhook?: WebhookTransport;
  /** A test's seam: runs just before the run's transaction commits (a throw there is a crash mid-run). */
  beforeCommit?: (payload: RunPayload) => Promise<void>;
}

/** The depth of the run whose actions are executing now (their operations' moments are one deeper). */
const depthStore = new AsyncLocalStorage<number>();

/** Announces order and event operations to the engine (replacing an earlier app's hooks in the same process). */
export function registerTriggerHook(jobs: Pick<Jobs, 'enqueue'>): void {
  const enqueueRun = async (tx: Executor, enterpriseId: number, recordKind: RecordKindValue, recordId: number, moment: MomentValue | undefined, occurrence: number) => {
    if (!moment) return;
    const depth = depthStore.getStore() ?? 0;
    // The loop guard: moments caused at the limit by triggers' own actions set nothing off.
    if (depth >= MAX_TRIGGER_DEPTH) return;
    if (!(await anyEnabled(tx, enterpriseId, recordKind, moment))) return;
    const payload: RunPayload = { recordKind, recordId, moment, occurrence, depth };
    await jobs.enqueue(tx, { enterpriseId, kind: TRIGGER_JOB, payload });
  };
  registerOrderOperation('triggers', (tx, e) => enqueueRun(tx, e.enterpriseId, RecordKind.order, e.orderId, ORDER_OP_MOMENTS[e.op], e.logId));
  registerEventOperation('triggers', (tx, e) => enqueueRun(tx, e.enterpriseId, RecordKind.event, e.eventId, EVENT_OP_MOMENTS[e.op], e.messageId));
}

export function triggerJobHandler(deps: EngineDeps): JobHandler<RunPayload> {
  return { run: async (job) => void (await runTriggers(deps, job.enterpriseId, job.payload)) };
}

export interface Step {
  kind: ActionKindValue;
  ok: boolean;
  message: string;
}
class ActionFailed extends Error {}

/** Runs the moment's matching triggers on the record, each once; returns how many ran now. */
export function runTriggers(deps: EngineDeps, enterpriseId: number, payload: RunPayload): Promise<number> {
  return deps.db.tenant(enterpriseId, async (tx) => {
    const list = await enabledTriggers(tx, enterpriseId, payload.recordKind, payload.moment);
    if (list.length === 0) return 0;
    const subject = await subjectOf(tx, enterpriseId, payload.recordKind, payload.recordId);
    if (!subject) return 0;
    const ids = list.map((t) => t.id);
    const [ranges, conditions] = [await rangesOf(tx, enterpriseId, ids), await conditionsOf(tx, enterpriseId, ids)];
    let ran = 0;
    for (const trigger of list) {
      if (!matches({ templateIds: ranges.get(trigger.id) ?? [], conditions: conditions.get(trigger.id) ?? [] }, subject.record)) continue;
      const key = { enterpriseId, triggerId: trigger.id, moment: payload.moment, recordKind: payload.recordKind, recordId: payload.recordId, occurrence: payload.occurrence };
      const runId = await claimRun(tx, key, payload.depth);
      if (runId === null) continue;
      const steps: Step[] = [];
      try {
        // A savepoint per run: a failed action undoes this run's earlier actions, not the other triggers'.
        await tx.transaction((sp) => depthStore.run(payload.depth + 1, () => performAll(deps, sp, trigger, payload, runId, steps)));
        await finishRun(tx, enterpriseId, runId, RunOutcome.done, '', steps);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await finishRun(tx, enterpriseId, runId, RunOutcome.failed, message, steps.map((s) => (s.ok ? { ...s, message: `${s.message}（已撤销）` } : s)));
      }
      ran += 1;
    }
    await deps.beforeCommit?.(payload);
    return ran;
  });
}

async function performAll(deps: EngineDeps, tx: Tx, trigger: TriggerRow, payload: RunPayload, runId: number, steps: Step[]) {
  const actions = await actionsOf(tx, trigger.enterpriseId, trigger.id);
  for (const [index, action] of actions.entries()) {
    try {
      const message = await perform(deps, tx, trigger, payload, action, `${runId}-${index + 1}`);
      steps.push({ kind: action.kind, ok: true, message });
    } catch (error) {
      steps.push({ kind: action.kind, ok: false, message: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  }
}

/** What a run reads of its record, whichever kind it is: the conditions' fields and whom a notice may reach. */
interface Subject {
  kind: RecordKindValue;
  no: string;
  title: string;
  customName: string;
  ownerId: number | null;
  creatorId: number | null;
  customerId: number | null;
  groupIds: number[];
  link: string;
  record: TriggerRecord & { id: number; templateId: number; title: string; state: number; priority: number };
}

async function subjectOf(tx: Executor, enterpriseId: number, kind: RecordKindValue, id: number): Promise<Subject | undefined> {
  if (kind === RecordKind.event) {
    const e = await eventForAutomation(tx, enterpriseId, id);
    if (!e) return undefined;
    return { kind, no: e.code, title: e.title, customName: e.customName, ownerId: e.ownerId, creatorId: e.creatorId, customerId: e.customerId, groupIds: [], link: `/Myevent/eventDetail/${id}`, record: e };
  }
  const o = await orderForAutomation(tx, enterpriseId, id);
  if (!o || o.deletedAt) return undefined;
  const groupIds = [o.serviceGroupId, o.poolGroupId].filter((g): g is number => g !== null);
  return { kind, no: o.orderNo, title: o.title, customName: o.customName, ownerId: o.ownerId, creatorId: o.creatorId, customerId: o.customerId, groupIds, link: `/allOrder/orderDetail/${id}`, record: o as never };
}

type Config = Record<string, unknown>;

async function perform(deps: EngineDeps, tx: Tx, trigger: TriggerRow, payload: RunPayload, action: TriggerActionRow, deliveryId: string): Promise<string> {
  const { enterpriseId } = trigger;
  const orderId = payload.recordId;
  const c = action.config as Config;
  if (!ACTIONS_OF[payload.recordKind].includes(action.kind)) throw new ActionFailed(`${RECORD_KIND_NAMES[payload.recordKind]}触发器不能「${ACTION_KIND_NAMES[action.kind]}」`);
  const remark = `触发器「${trigger.name}」`;
  const automate = (a: Automation) => automateOrder(tx, enterpriseId, orderId, a, remark);
  switch (action.kind) {
    case ActionKind.notify: {
      const subject = (await subjectOf(tx, enterpriseId, payload.recordKind, payload.recordId))!;
      const who = (c.who as NotifyWhoValue[] | undefined) ?? [];
      const ids = new Set<number>((c.userIds as number[] | undefined) ?? []);
      if (who.includes('owner') && subject.ownerId) ids.add(subject.ownerId);
      if (who.includes('creator') && subject.creatorId) ids.add(subject.creatorId);
      if (who.includes('groupLeader')) {
        for (const g of await findGroups(tx, enterpriseId, subject.groupIds)) if (g.leaderUserId) ids.add(g.leaderUserId);
      }
      const people = await activeUsersAmong(tx, enterpriseId, [...ids]);
      if (people.length === 0) return '没有可通知的人员';
      const content = String(c.content ?? '')
        .replaceAll(subject.kind === RecordKind.order ? '{工单编号}' : '{事件编号}', subject.no)
        .replaceAll(subject.kind === RecordKind.order ? '{工单标题}' : '{事件标题}', subject.title)
        .replaceAll('{客户名称}', subject.customName);
      const channels = notifyChannelsOf(c);
      await notifyPeople(deps.notifications, tx, { enterpriseId, title: trigger.name, content, userIds: people.map((p) => p.id), link: subject.link, channels });
      return `已通知 ${people.map((p) => p.name).join('、')}（${channels.map((ch) => CHANNEL_NAMES[ch]).join('、')}）`;
    }
    case ActionKind.setFields: {
      const changes: { title?: string; priority?: number; description?: string } = {};
      const values: Record<string, unknown> = {};
      for (const { field, value } of c.fields as { field: string; value: string | number | null }[]) {
        if (field.startsWith(CUSTOM_FIELD_PREFIX)) values[field.slice(CUSTOM_FIELD_PREFIX.length)] = value;
        else if (field === 'priority') {
          if (!PRIORITIES.includes(Number(value) as never)) throw new ActionFailed('优先级不正确');
          changes.priority = Number(value);
        } else if (field === 'title' || field === 'description') {
          const text = String(value ?? '').trim();
          if (field === 'title' && !text) throw new ActionFailed('工单标题不能为空');
          changes[field] = text;
        } else throw new ActionFailed('该字段不能由触发器设置');
      }
      await automate({ kind: 'setFields', changes, values });
      return `已设置 ${(c.fields as unknown[]).length} 个字段`;
    }
    case ActionKind.assignUser: {
      const [user] = await activeUsersAmong(tx, enterpriseId, [Number(c.userId)]);
      if (!user) throw new ActionFailed('指派人员不存在或已停用');
      await automate({ kind: 'assignUser', userId: user.id });
      return `已指派给 ${user.name}`;
    }
    case ActionKind.assignGroup:
    case ActionKind.putPool: {
      const groupId = (c.groupId as number | null | undefined) ?? null;
      const [group] = groupId ? await findGroups(tx, enterpriseId, [groupId]) : [];
      if (groupId && !group) throw new ActionFailed('服务组不存在');
      await automate({ kind: action.kind === ActionKind.assignGroup ? 'assignGroup' : 'putPool', groupId });
      return group ? `已指派给服务组 ${group.name}` : '已放入公海';
    }
    case ActionKind.copyTo: {
      const people = await activeUsersAmong(tx, enterpriseId, (c.userIds as number[]) ?? []);
      if (people.length === 0) throw new ActionFailed('抄送人员不存在或已停用');
      await automate({ kind: 'copyTo', userIds: people.map((p) => p.id) });
      return `已抄送给 ${people.map((p) => p.name).join('、')}`;
    }
    case ActionKind.webhook: {
      const subject = (await subjectOf(tx, enterpriseId, payload.recordKind, payload.recordId))!;
      const { id, title, state, priority, templateId } = subject.record;
      const body = JSON.stringify({
        deliveryId,
        trigger: { id: trigger.id, name: trigger.name },
        moment: payload.moment,
        record: subject.kind === RecordKind.order ? { kind: 'order', id, orderNo: subject.no, title, state, priority, templateId } : { kind: 'event', id, code: subject.no, title, state, priority, templateId },
        occurredAt: new Date().toISOString(),
      });
      await deps.jobs.enqueue(tx, { enterpriseId, kind: WEBHOOK_JOB, payload: { actionId: action.id, deliveryId, body } satisfies WebhookPayload });
      return 'Webhook 已排队发送';
    }
    case ActionKind.followUp: {
      const subject = (await subjectOf(tx, enterpriseId, payload.recordKind, payload.recordId))!;
      const followUp = action.config as unknown as FollowUpConfig;
      return `已${FOLLOW_UP_NAMES[followUp.recordKind]} ${await createFollowUp(deps, tx, trigger, subject, followUp)}`;
    }
  }
  throw new ActionFailed('未知的动作类型');
}

/** A value as a form takes it: numbers and dates as text (the target's form types a number field back). */
const asFormInput = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'number' ? String(v) : v);

interface FollowUpConfig {
  recordKind: RecordKindValue;
  templateId: number;
  mappings: { sourceField: string; targetField: string }[];
}

/**
 * The follow-up record through the orders' or events' public face, in the run's transaction (so once
 * per run). The customer is the source's; the title the source's unless mapped; each mapping copies the
 * source field's value as it is now. Its own creation is a moment one level deeper (the loop guard).
 */
async function createFollowUp(deps: EngineDeps, tx: Tx, trigger: TriggerRow, subject: Subject, c: FollowUpConfig): Promise<string> {
  const fields: { title: string; description?: string; priority?: number } = { title: subject.title };
  const values: Record<string, unknown> = {};
  for (const m of c.mappings) {
    const value = readField(subject.record, m.sourceField);
    if (m.targetField.startsWith(CUSTOM_FIELD_PREFIX)) values[m.targetField.slice(CUSTOM_FIELD_PREFIX.length)] = asFormInput(value);
    else if (m.targetField === 'priority') fields.priority = Number(value);
    else if (m.targetField === 'title' || m.targetField === 'description') fields[m.targetField] = value === null || value === undefined ? '' : String(value);
  }
  // A long text mapped to the title keeps its start: both records' titles hold 50 characters.
  fields.title = fields.title.slice(0, 50);
  const by = `触发器「${trigger.name}」（来源${RECORD_KIND_NAMES[subject.kind]} ${subject.no}）`;
  const { enterpriseId } = trigger;
  if (c.recordKind === RecordKind.event) {
    return (await createFollowUpEvent(tx, deps.notifications, enterpriseId, { templateId: c.templateId, customerId: subject.customerId, ...fields, values }, by)).code;
  }
  if (!subject.customerId) throw new ActionFailed(`${RECORD_KIND_NAMES[subject.kind]}没有客户，不能新建后续工单`);
  return (await createFollowUpOrder(tx, deps.notifications, enterpriseId, { templateId: c.templateId, customerId: subject.customerId, ...fields, values }, by)).orderNo;
}

/**
 * `triggers.webhook`: one signed POST. A refused address is given up at once (retrying cannot help);
 * a timeout, network error or non-2xx answer throws, and the queue retries with its backoff. The
 * outcome replaces the run's "已排队发送" step once known: delivered, refused, or given up.
 */
export function webhookJobHandler(deps: Pick<EngineDeps, 'db' | 'webhook'>): JobHandler<WebhookPayload> {
  const report = (job: Job<WebhookPayload>, message: string) => {
    const [runId, step] = job.payload.deliveryId.split('-').map(Number);
    return deps.db.tenant(job.enterpriseId, (tx) => setStepMessage(tx, job.enterpriseId, runId, step - 1, message));
  };
  return {
    async run(job, { log }) {
      const action = await deps.db.tenantRead(job.enterpriseId, (tx) => findAction(tx, job.enterpriseId, job.payload.actionId));
      if (!action || action.kind !== ActionKind.webhook) return;
      const c = action.config as { url: string; secret: string };
      try {
        const status = await callWebhook({ url: c.url, secret: c.secret, body: job.payload.body, deliveryId: job.payload.deliveryId }, deps.webhook);
        await report(job, `Webhook 已送达（HTTP ${status}，第${job.attempts}次发送）`);
      } catch (error) {
        if (error instanceof WebhookRefused) {
          log.warn({ deliveryId: job.payload.deliveryId, reason: error.message }, 'webhook refused');
          await report(job, `Webhook 未发送：${error.message}`);
          return;
        }
        throw error;
      }
    },
    async onFailed(job, error) {
      await report(job, `Webhook 发送失败（已试${job.attempts}次）：${error instanceof Error ? error.message : String(error)}`);
    },
  };
}

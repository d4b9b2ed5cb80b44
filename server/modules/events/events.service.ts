import { EventErrors } from '@domain/events/errors';
import { canView, eventMachine, HANDLER_ROLES, VIEW_ALL_ROLES, type EventButtonOp } from '@domain/events/event.machine';
import { EVENT_OP_NAMES, EventOp, EventState, statesMatching, type EventOpValue } from '@domain/events/events.constants';
import type { CreateEventInput, DeleteEventsResult, DispatchEventInput, EventDetail, EventFilter, EventMessage, EventRow } from '@domain/events/events.schemas';
import type { Paging } from '@domain/common/paging';
import { Trigger } from '@domain/notifications/triggers';
import { CREATOR_ROLES } from '@domain/orders/order.machine';
import type { RoleType } from '@domain/shell/roles';
import type { Database, Tx } from '../../db/database';
import { badRequest, notFound } from '../../lib/app-error';
import { userNames } from '../users/users.public';
import { createEvent } from './create-event';
import { notifyEventPeople, type Notifier } from './event-notify';
import { applyOperation, machineActor, type EventActor, type Step } from './event-operation';
import { orderOfEvent } from './event-order';
import { activePerson, checkAssignees, dispatchText } from './event-people';
import { eventTemplateQueries } from '../templates/templates.public';
import {
  countEvents,
  filterCondition,
  findEvent,
  findEvents,
  insertMessage,
  listEvents,
  listMessages,
  principalCondition,
  updateEvent,
  type EventRecord,
  type Viewer,
} from './events.queries';
import { machineEvent, toRows } from './events.view';

export const viewerOf = (a: Pick<EventActor, 'userId' | 'role'>): Viewer => ({ userId: a.userId, seesAll: VIEW_ALL_ROLES.includes(a.role), handler: HANDLER_ROLES.includes(a.role) });
/** 转工单 opens the order form, so only roles that may create some kind of order are offered it (service staff may not). */
const createsOrders = (role: RoleType) => Object.values(CREATOR_ROLES).some((roles) => roles.includes(role));
const withRemark = (text: string, remark?: string) => (remark ? `${text}（备注：${remark}）` : text);

/** Service events: create, the lifecycle operations of domain/events/event.machine.ts, lists, detail and history. */
export class EventsService {
  constructor(
    private readonly db: Database,
    private readonly notifications: Notifier,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  create(actor: EventActor, input: CreateEventInput): Promise<EventRow> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const event = await createEvent(tx, this.notifications, { enterpriseId: actor.enterpriseId, user: { id: actor.userId, name: actor.userName, role: actor.role } }, input, this.clock());
      return (await toRows(tx, actor.enterpriseId, [event]))[0];
    });
  }

  list(actor: EventActor, filter: EventFilter, paging: Paging): Promise<EventRow[]> {
    return this.db.tenant(actor.enterpriseId, async (tx) =>
      toRows(tx, actor.enterpriseId, await listEvents(tx, filterCondition(actor.enterpriseId, filter, viewerOf(actor)), filter.sortType, paging)),
    );
  }

  count(actor: EventActor, filter: EventFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => countEvents(tx, filterCondition(actor.enterpriseId, filter, viewerOf(actor))));
  }

  /** Badge of 我的事件: the caller's events whose flags match (processStates=0,1&close_state=0 is what is left to do). */
  principalCount(actor: EventActor, filter: EventFilter): Promise<number> {
    const states = statesMatching({ process_state: filter.processStates, close_state: filter.close_state, pause_state: filter.pause_state });
    return this.db.tenant(actor.enterpriseId, (tx) => countEvents(tx, principalCondition(actor.enterpriseId, actor.userId, states)));
  }

  detail(actor: EventActor, id: number): Promise<EventDetail> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const event = await this.visible(tx, actor, id);
      const [row] = await toRows(tx, actor.enterpriseId, [event]);
      const [template] = await eventTemplateQueries.find(tx, actor.enterpriseId, [event.templateId]);
      const order = await orderOfEvent(tx, event);
      return {
        ...row,
        description: event.description,
        values: event.values as Record<string, unknown>,
        form: template?.form ?? { fields: [] },
        qrCode: event.qrCode,
        belongCallRecordId: event.callRecordId,
        productId: event.productId,
        orderId: order?.id ?? null,
        // An event already turned into an order offers no second one.
        operations: eventMachine.allowedOperations({ ...machineEvent(event), orderId: order?.id ?? null }, machineActor(actor)).filter((op) => op !== EventOp.createOrder || createsOrders(actor.role)),
        order,
      };
    });
  }

  messages(actor: EventActor, id: number): Promise<EventMessage[]> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await this.visible(tx, actor, id);
      const rows = await listMessages(tx, actor.enterpriseId, id);
      const ids = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
      const names = new Map((await userNames(tx, actor.enterpriseId, ids)).map((u) => [u.id, u]));
      return rows.map((r) => ({
        id: r.id,
        op: r.op as EventOpValue,
        opName: EVENT_OP_NAMES[r.op as EventOpValue] ?? r.op,
        content: r.content,
        user: r.userId ? (names.get(r.userId) ?? { id: r.userId, name: '' }) : null,
        createTime: r.createdAt.toISOString(),
      }));
    });
  }

  claim(actor: EventActor, id: number, remark?: string) {
    return this.operate(actor, id, EventOp.claim, async (_e, now) => ({
      changes: { principalUserId: actor.userId, collaboratorIds: [], dispatchUserId: actor.userId, dispatchTime: now },
      text: withRemark(`${actor.userName}认领了事件`, remark),
    }));
  }

  dispatch(actor: EventActor, input: DispatchEventInput) {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const event = await this.visible(tx, actor, input.id, true);
      const op = event.state === EventState.pendingAssignment ? EventOp.dispatch : EventOp.redispatch;
      return this.apply(tx, actor, event, op, async (_e, now) => {
        const assignees = await checkAssignees(tx, actor.enterpriseId, input.ownerId, input.collaboratorIds);
        return {
          changes: {
            principalUserId: input.ownerId,
            collaboratorIds: input.collaboratorIds,
            dispatchUserId: actor.userId,
            dispatchTime: now,
            toUpgradeUserId: null,
            upgradeUserId: null,
          },
          text: withRemark(dispatchText(actor.userName, assignees, op === EventOp.dispatch ? '指派给' : '重新指派给'), input.remark),
        };
      });
    });
  }

  start(actor: EventActor, id: number, remark?: string) {
    return this.operate(actor, id, EventOp.start, async (_e, now) => ({
      changes: { startUserId: actor.userId, startTime: now },
      text: withRemark(`${actor.userName}开始处理`, remark),
    }));
  }

  escalate(actor: EventActor, id: number, userId: number, remark?: string) {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const event = await this.visible(tx, actor, id, true);
      return this.apply(tx, actor, event, EventOp.escalate, async (e, now) => {
        if (userId === actor.userId || userId === e.principalUserId) throw badRequest(EventErrors.escalateToSelf);
        const person = await activePerson(tx, actor.enterpriseId, userId);
        return {
          changes: { upgradeUserId: actor.userId, toUpgradeUserId: userId, upgradeTime: now },
          text: withRemark(`${actor.userName}升级给${person.name}`, remark),
        };
      });
    });
  }

  returnEscalation(actor: EventActor, id: number, remark?: string) {
    return this.operate(actor, id, EventOp.returnEscalation, async () => ({ changes: {}, text: withRemark(`${actor.userName}退回升级，回到负责人处理`, remark) }));
  }

  pause(actor: EventActor, id: number, remark?: string) {
    return this.operate(actor, id, EventOp.pause, async () => ({ changes: {}, text: withRemark(`${actor.userName}暂停处理`, remark) }));
  }

  resume(actor: EventActor, id: number, remark?: string) {
    return this.operate(actor, id, EventOp.resume, async () => ({ changes: {}, text: withRemark(`${actor.userName}恢复处理`, remark) }));
  }

  complete(actor: EventActor, id: number, remark?: string) {
    return this.operate(actor, id, EventOp.complete, async (_e, now) => ({
      changes: { completeUserId: actor.userId, completeTime: now },
      text: withRemark(`${actor.userName}完成了事件`, remark),
    }));
  }

  close(actor: EventActor, id: number, remark?: string) {
    return this.operate(actor, id, EventOp.close, async (_e, now) => ({
      changes: { closedUserId: actor.userId, closedTime: now },
      text: withRemark(`${actor.userName}关闭了事件`, remark),
    }));
  }

  /** Deletes what may go; the rest is reported with the reason, and nothing of it changes. */
  remove(actor: EventActor, ids: number[]): Promise<DeleteEventsResult> {
    if (ids.length === 0) throw badRequest(EventErrors.noIds);
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const found = new Map((await findEvents(tx, actor.enterpriseId, ids)).map((e) => [e.id, e]));
      const result: DeleteEventsResult = { deleted: [], refused: [] };
      const now = this.clock();
      for (const id of ids) {
        const event = found.get(id);
        if (!event || !canView(machineEvent(event), machineActor(actor))) {
          result.refused.push({ id, reason: EventErrors.notFound });
          continue;
        }
        const decision = eventMachine.decide(machineEvent(event), machineActor(actor), EventOp.delete);
        if (!decision.ok) {
          result.refused.push({ id, reason: `${event.code}：${decision.message}` });
          continue;
        }
        const deleted = await updateEvent(tx, actor.enterpriseId, id, { deletedAt: now }, now);
        await insertMessage(tx, { enterpriseId: actor.enterpriseId, eventId: id, op: EventOp.delete, content: `${actor.userName}删除了事件`, userId: actor.userId, createdAt: now });
        await notifyEventPeople(tx, this.notifications, deleted, { trigger: Trigger.eventChanged, operatorName: actor.userName, action: EVENT_OP_NAMES.delete, now });
        result.deleted.push(id);
      }
      return result;
    });
  }

  private operate(actor: EventActor, id: number, op: EventButtonOp, step: (event: EventRecord, now: Date) => Promise<Step>): Promise<EventRow> {
    return this.db.tenant(actor.enterpriseId, async (tx) => this.apply(tx, actor, await this.visible(tx, actor, id, true), op, step));
  }

  private async apply(tx: Tx, actor: EventActor, event: EventRecord, op: EventButtonOp, step: (event: EventRecord, now: Date) => Promise<Step>): Promise<EventRow> {
    const updated = await applyOperation(tx, this.notifications, actor, event, op, this.clock(), step);
    return (await toRows(tx, actor.enterpriseId, [updated]))[0];
  }

  /** The event if the actor may see it; 404 otherwise (another tenant's, deleted, or not theirs). */
  private async visible(tx: Tx, actor: EventActor, id: number, lock = false): Promise<EventRecord> {
    const event = await findEvent(tx, actor.enterpriseId, id, lock);
    if (!event || !canView(machineEvent(event), machineActor(actor))) throw notFound(EventErrors.notFound);
    return event;
  }
}

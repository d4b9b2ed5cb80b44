import { eq } from 'drizzle-orm';
import { businessDay } from '@domain/downloads/business-time';
import { EventErrors, wrongPerson } from '@domain/events/errors';
import { canView, MANAGER_ROLES } from '@domain/events/event.machine';
import { EVENT_NO_PREFIX, EVENT_TAG_CODE, EventOp, EventState, Participant, type EventStateValue } from '@domain/events/events.constants';
import type { CreateEventInput } from '@domain/events/events.schemas';
import { Trigger } from '@domain/notifications/triggers';
import type { RoleType } from '@domain/shell/roles';
import type { EventTemplateSettings } from '@domain/templates/event-templates.schemas';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import { linkEventToOrigin } from './event-origins';
import type { Tx } from '../../db/database';
import { events } from '../../db/schema/events';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { findItems } from '../catalogue/catalogue.public';
import { customerSnapshot } from '../customers/customers.public';
import { findCustomerProducts } from '../products/products.public';
import { findProducts } from '../products/products.public';
import { findTagsOfCode } from '../tags/tags.public';
import { eventTemplateQueries } from '../templates/templates.public';
import { notifyEventPeople, type Notifier } from './event-notify';
import { checkAssignees, dispatchText } from './event-people';
import { checkedEventValues } from './event-values';
import { findEvent, insertEvent, insertMessage, type EventRecord } from './events.queries';
import { machineEvent } from './events.view';

/** Who creates: a signed-in user, or nobody (a customer scanning a product's QR code, or a trigger, named by `by`). */
export interface EventCreator {
  enterpriseId: number;
  user: { id: number; name: string; role: RoleType } | null;
  by?: string;
}

/** The template of the new event: the one asked for (enabled), else the first enabled one. */
async function templateFor(tx: Tx, enterpriseId: number, templateId: number | undefined) {
  const [template] = templateId
    ? (await eventTemplateQueries.find(tx, enterpriseId, [templateId])).filter((t) => t.enabled)
    : await eventTemplateQueries.all(tx, enterpriseId, { enabledOnly: true });
  if (!template) throw notFound(EventErrors.templateNotFound);
  return template;
}

async function checkLabels(tx: Tx, enterpriseId: number, ids: number[]) {
  if (ids.length === 0) return;
  const found = await findTagsOfCode(tx, enterpriseId, EVENT_TAG_CODE, ids);
  if (found.length !== new Set(ids).size) throw badRequest('labelIds: 事件标签不存在');
}

/**
 * The customer product or product the event is about (new event from a customer product's page or
 * a scanned code): it must be the enterprise's, 400 naming the field otherwise. The product follows
 * from the customer product, and the event keeps its name unless the caller gave one.
 */
async function productRefs(tx: Tx, enterpriseId: number, input: CreateEventInput) {
  if (input.customerProductId) {
    const [owned] = await findCustomerProducts(tx, enterpriseId, '', [input.customerProductId]);
    if (!owned) throw badRequest('customerProductId: 客户产品不存在');
    return { customerProductId: owned.id, customerProductName: input.customerProductName || owned.name || owned.productName, productId: owned.productId };
  }
  if (input.productId && (await findProducts(tx, enterpriseId, [input.productId])).length === 0) throw badRequest('productId: 产品不存在');
  return { customerProductId: null, customerProductName: input.customerProductName ?? '', productId: input.productId ?? null };
}

/**
 * Creates an event in the caller's tenant transaction: from the new-event form, the service counter,
 * a customer, a customer product, a call record or a scanned product QR code. The template's
 * switches decide whether priority and service item are kept; a manager who names an owner
 * dispatches at once. Logged in the event's history and notified (事件创建后, and 事件指派后 when
 * dispatched). Used by the product QR page too: keep the signature stable.
 */
export async function createEvent(tx: Tx, notifications: Notifier, creator: EventCreator, input: CreateEventInput, now = new Date()): Promise<EventRecord> {
  const { enterpriseId, user } = creator;
  const template = await templateFor(tx, enterpriseId, input.templateId);
  const { switches } = template.settings as EventTemplateSettings;

  let copiedFrom: EventRecord | undefined;
  if (input.copiedFromId) {
    copiedFrom = await findEvent(tx, enterpriseId, input.copiedFromId);
    if (!copiedFrom || !user || !canView(machineEvent(copiedFrom), { userId: user.id, role: user.role })) throw notFound(EventErrors.notFound);
  }

  const customer = switches.is_enable_customer && input.customerId ? await customerSnapshot(tx, input.customerId) : null;
  const values = checkedEventValues(template.form as TemplateForm, input.values as Record<string, never>, customer?.customValues);
  const serviceItemId = switches.is_enable_serviceitem ? (input.serviceItemId ?? null) : null;
  if (serviceItemId && (await findItems(tx, enterpriseId, [serviceItemId])).length === 0) throw badRequest('serviceItemId: 服务项目不存在');
  await checkLabels(tx, enterpriseId, input.labelIds);
  const product = await productRefs(tx, enterpriseId, input);

  const dispatching = input.ownerId != null;
  if (dispatching && !(user && MANAGER_ROLES.includes(user.role))) throw forbidden(wrongPerson([Participant.manager], EventOp.dispatch));
  const assignees = dispatching ? await checkAssignees(tx, enterpriseId, input.ownerId!, input.collaboratorIds) : null;
  const state: EventStateValue = dispatching ? EventState.pendingHandling : EventState.pendingAssignment;

  const inserted = await insertEvent(tx, {
    enterpriseId,
    // Replaced below once the id is known: the number is the business day plus the id.
    code: `tmp-${now.getTime()}-${Math.random()}`,
    title: input.title,
    description: input.description ?? '',
    templateId: template.id,
    state,
    stateEnteredAt: now,
    source: input.source,
    customerId: customer?.id ?? null,
    customName: customer?.name ?? input.custom_name ?? '',
    customLinkperson: input.custom_linkperson || customer?.contactName || '',
    customPhone: input.custom_phone || customer?.contactPhone || '',
    customDetailAddr: input.custom_detail_addr || customer?.address || '',
    mapName: input.map_name ?? '',
    ...product,
    callRecordId: input.belongCallRecordId ?? null,
    qrCode: input.qrCode ?? '',
    priority: switches.is_enable_priority ? input.priority : 1,
    serviceItemId,
    labelIds: input.labelIds,
    values,
    createUserId: user?.id ?? null,
    createdAt: now,
    ...(dispatching
      ? { principalUserId: input.ownerId!, collaboratorIds: input.collaboratorIds, dispatchUserId: user!.id, dispatchTime: now }
      : {}),
  });
  const code = `${EVENT_NO_PREFIX}${businessDay(now)}${String(inserted.id).padStart(5, '0')}`;
  const [event] = await tx.update(events).set({ code }).where(eq(events.id, inserted.id)).returning();

  const by = user?.name ?? creator.by ?? '客户';
  // Made from a record of an area above events (an online chat session): it checks the creator may, and says where from.
  const origins = await linkEventToOrigin(tx, user ? { enterpriseId, userId: user.id, role: user.role } : null, input, { id: event.id, code, title: event.title });
  const from = origins.length ? `（${origins.join('；')}）` : '';
  await insertMessage(tx, {
    enterpriseId,
    eventId: event.id,
    op: EventOp.create,
    content: copiedFrom ? `${by}复制事件${copiedFrom.code}，创建了事件${from}` : `${by}创建了事件${from}`,
    userId: user?.id ?? null,
    createdAt: now,
  });
  if (copiedFrom) {
    await insertMessage(tx, { enterpriseId, eventId: copiedFrom.id, op: EventOp.copy, content: `${by}复制为新事件${code}`, userId: user!.id, createdAt: now });
  }
  const moment = { operatorName: by, now };
  await notifyEventPeople(tx, notifications, event, { ...moment, trigger: Trigger.eventCreated, action: '创建事件' });
  if (dispatching) {
    await insertMessage(tx, { enterpriseId, eventId: event.id, op: EventOp.dispatch, content: dispatchText(by, assignees!), userId: user!.id, createdAt: now });
    await notifyEventPeople(tx, notifications, event, { ...moment, trigger: Trigger.eventDispatched, action: '指派' });
  }
  return event;
}

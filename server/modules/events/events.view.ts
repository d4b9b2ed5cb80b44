import { EVENT_STATE_NAMES, EVENT_TAG_CODE, flagsOf, type EventPriority, type EventSourceValue, type EventStateValue } from '@domain/events/events.constants';
import type { EventRow, Person } from '@domain/events/events.schemas';
import type { Executor } from '../../db/database';
import { findItems } from '../catalogue/catalogue.public';
import { findTagsOfCode } from '../tags/tags.public';
import { eventTemplateQueries } from '../templates/templates.public';
import { userNames } from '../users/users.public';
import type { EventRecord } from './events.queries';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const nonNull = (ids: (number | null)[]) => ids.filter((id): id is number => id != null);

/** Names of everything the rows point at, fetched once for the whole page. */
async function lookups(tx: Executor, enterpriseId: number, rows: EventRecord[]) {
  const people = new Set<number>();
  for (const r of rows) {
    for (const id of nonNull([r.createUserId, r.dispatchUserId, r.principalUserId, r.upgradeUserId, r.toUpgradeUserId])) people.add(id);
    for (const id of r.collaboratorIds) people.add(id);
  }
  const templateIds = [...new Set(rows.map((r) => r.templateId))];
  const itemIds = [...new Set(nonNull(rows.map((r) => r.serviceItemId)))];
  const labelIds = [...new Set(rows.flatMap((r) => r.labelIds))];
  const names = await userNames(tx, enterpriseId, [...people]);
  const templates = await eventTemplateQueries.find(tx, enterpriseId, templateIds);
  const items = itemIds.length ? await findItems(tx, enterpriseId, itemIds) : [];
  const labels = labelIds.length ? await findTagsOfCode(tx, enterpriseId, EVENT_TAG_CODE, labelIds) : [];
  const byId = <T extends { id: number; name: string }>(list: T[]) => new Map(list.map((x) => [x.id, { id: x.id, name: x.name }]));
  return { people: byId(names), templates: byId(templates), items: byId(items), labels: byId(labels) };
}

type Lookups = Awaited<ReturnType<typeof lookups>>;

function toRow(r: EventRecord, l: Lookups): EventRow {
  const person = (id: number | null): Person | null => (id == null ? null : (l.people.get(id) ?? { id, name: '' }));
  const state = r.state as EventStateValue;
  return {
    id: r.id,
    code: r.code,
    title: r.title,
    state,
    stateName: EVENT_STATE_NAMES[state],
    ...flagsOf(state),
    source: r.source as EventSourceValue,
    template: l.templates.get(r.templateId) ?? null,
    customerId: r.customerId,
    custom_name: r.customName,
    custom_linkperson: r.customLinkperson,
    custom_phone: r.customPhone,
    custom_detail_addr: r.customDetailAddr,
    map_name: r.mapName,
    customerProductId: r.customerProductId,
    customerProductName: r.customerProductName,
    priority: r.priority as EventPriority,
    serviceItem: r.serviceItemId == null ? null : (l.items.get(r.serviceItemId) ?? null),
    labels: r.labelIds.flatMap((id) => l.labels.get(id) ?? []),
    creator: person(r.createUserId),
    dispatchUser: person(r.dispatchUserId),
    principal: person(r.principalUserId),
    collaborators: r.collaboratorIds.map((id) => person(id)!),
    upgradeUser: person(r.upgradeUserId),
    toUpgradeUser: person(r.toUpgradeUserId),
    overdue: r.overdue,
    orderId: r.orderId,
    createTime: r.createdAt.toISOString(),
    dispatchTime: iso(r.dispatchTime),
    upgradeTime: iso(r.upgradeTime),
    startTime: iso(r.startTime),
    closedTime: iso(r.closedTime),
    completeTime: iso(r.completeTime),
  };
}

export async function toRows(tx: Executor, enterpriseId: number, rows: EventRecord[]): Promise<EventRow[]> {
  if (rows.length === 0) return [];
  const l = await lookups(tx, enterpriseId, rows);
  return rows.map((r) => toRow(r, l));
}

/** The event as the state machine sees it. */
export const machineEvent = (r: EventRecord) => ({
  state: r.state as EventStateValue,
  creatorId: r.createUserId,
  ownerId: r.principalUserId,
  collaboratorIds: r.collaboratorIds,
  escalatedId: r.toUpgradeUserId,
  orderId: r.orderId,
});

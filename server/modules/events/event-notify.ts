import { formatDateTime } from '@domain/format/date';
import { EventRecipient, type TriggerCode } from '@domain/notifications/triggers';
import { Role } from '@domain/shell/roles';
import type { Tx } from '../../db/database';
import type { NotificationEngine } from '../notifications/notifications.public';
import { activeUsersAmong, activeUsersWithRole } from '../users/users.public';
import type { EventRecord } from './events.queries';

/** The engine's one call the events module uses (the demo seed passes a silent one). */
export type Notifier = Pick<NotificationEngine, 'notify'>;

export const eventLink = (id: number) => `/Myevent/eventDetail/${id}`;

export interface NotifyMoment {
  trigger: TriggerCode;
  operatorName: string;
  action: string;
  now: Date;
  /** Limits the people reached to these recipient codes (an overdue rule's notify list). */
  only?: readonly number[];
  extraValues?: Record<string, string>;
}

/**
 * Tells the event's people about an operation through the notification engine (in the operation's
 * transaction). The assigner (602) of an event nobody dispatched yet is every dispatcher: they are
 * the ones who must dispatch it.
 */
export async function notifyEventPeople(tx: Tx, engine: Notifier, event: EventRecord, moment: NotifyMoment): Promise<void> {
  const E = EventRecipient;
  const assigners = event.dispatchUserId
    ? [event.dispatchUserId]
    : (await activeUsersWithRole(tx, event.enterpriseId, Role.dispatcher)).map((u) => u.id);
  const people: Record<number, number[]> = {
    [E.creator]: event.createUserId ? [event.createUserId] : [],
    [E.assigner]: assigners,
    [E.owner]: event.principalUserId ? [event.principalUserId] : [],
    [E.collaborator]: event.collaboratorIds,
    [E.escalated]: event.toUpgradeUserId ? [event.toUpgradeUserId] : [],
  };
  const recipients = Object.fromEntries(Object.entries(people).filter(([code]) => !moment.only || moment.only.includes(Number(code))));
  const [owner] = event.principalUserId ? await activeUsersAmong(tx, event.enterpriseId, [event.principalUserId]) : [];
  await engine.notify(tx, {
    enterpriseId: event.enterpriseId,
    trigger: moment.trigger,
    context: {
      recipients,
      customerPhone: !moment.only || moment.only.includes(E.customer) ? event.customPhone || null : null,
      link: eventLink(event.id),
      values: {
        eventNo: event.code,
        eventTitle: event.title,
        eventOwnerName: owner?.name ?? '',
        eventOwnerPhone: owner?.phone ?? '',
        eventCreateTime: formatDateTime(event.createdAt),
        eventFinishTime: event.completeTime ? formatDateTime(event.completeTime) : '',
        eventLink: eventLink(event.id),
        customerName: event.customName,
        contactName: event.customLinkperson,
        contactPhone: event.customPhone,
        address: [event.mapName, event.customDetailAddr].filter(Boolean).join(' '),
        operatorName: moment.operatorName,
        action: moment.action,
        actionTime: formatDateTime(moment.now),
        ...moment.extraValues,
      },
    },
  });
}

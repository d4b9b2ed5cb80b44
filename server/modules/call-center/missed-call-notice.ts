import { CallPhase, CallType, Pickup } from '@domain/call-center/call-center.constants';
import type { CallFacts } from '@domain/call-center/call-events';
import { formatBusinessTime } from '@domain/downloads/business-time';
import { CallRecipient, Trigger } from '@domain/notifications/triggers';
import { Role } from '@domain/shell/roles';
import type { Tx } from '../../db/database';
import { customerNamesWithDeleted } from '../customers/customers.public';
import type { NotificationEngine } from '../notifications/notifications.public';
import { activeUsersWithRole } from '../users/users.public';
import type { CallRecord } from './records.queries';

/** What tells of a missed call: the notification engine (its rule 未接来电 says by which channels, or not at all). */
export type MissedCallNotifier = Pick<NotificationEngine, 'notify'>;

/** An inbound call whose record has just ended unanswered (`before` is the record's phase before this event; none when it is new). */
export const endsMissed = (facts: CallFacts, before: number | null) =>
  facts.phase === CallPhase.ended && before !== CallPhase.ended && facts.type === CallType.inbound && facts.pickup === Pickup.missed;

/**
 * Tells who should call back, through the enterprise's rule 未接来电 (the notice settings may turn it off or
 * add texts and work messages): the seat the call rang (its record opens from the notice), else the reception
 * group (their records list shows only their own seat's calls, so the notice carries no link). Called in the
 * transaction that ends the record, which happens once per call id (the end is taken once).
 */
export async function tellMissedCall(
  notifier: MissedCallNotifier,
  tx: Tx,
  record: Pick<CallRecord, 'enterpriseId' | 'id' | 'caller' | 'ringAt' | 'seatUserId' | 'customerId'>,
): Promise<void> {
  const { enterpriseId, seatUserId, customerId } = record;
  const userIds = seatUserId !== null ? [seatUserId] : (await activeUsersWithRole(tx, enterpriseId, Role.reception)).map((u) => u.id);
  const customer = customerId ? (await customerNamesWithDeleted(tx, enterpriseId, [customerId])).get(customerId)?.name : undefined;
  await notifier.notify(tx, {
    enterpriseId,
    trigger: Trigger.callMissed,
    context: {
      recipients: { [CallRecipient.seat]: userIds },
      values: { callFrom: customer ? `${customer} ${record.caller}` : record.caller, callerPhone: record.caller, ringTime: formatBusinessTime(record.ringAt) },
      link: seatUserId !== null ? `/calldetail/${record.id}` : null,
    },
  });
}

import type { RecipientCode, TriggerCode } from '@domain/notifications/triggers';
import type { TemplateValues } from '@domain/notifications/template-variables';
import { REPAIR_APPROVERS, REPAIR_DESK } from '@domain/repair/repair.constants';
import type { RoleType } from '@domain/shell/roles';
import type { Tx } from '../../db/database';
import { inTurn } from '../../lib/in-turn';
import type { NotificationEngine } from '../notifications/notifications.public';
import { activeUsersWithRole } from '../users/users.public';

/** What tells of a repair moment: the notification engine (the enterprise's rules say by which channels, or not at all). */
export type RepairNotifier = Pick<NotificationEngine, 'notify'>;

/** The active users of the given roles (the approvers of completions and returns, the receiving desk). */
async function usersOf(tx: Tx, enterpriseId: number, roles: readonly RoleType[]): Promise<number[]> {
  const users = (await inTurn(roles, (role) => activeUsersWithRole(tx, enterpriseId, role))).flat();
  return [...new Set(users.map((u) => u.id))];
}

export const repairApprovers = (tx: Tx, enterpriseId: number) => usersOf(tx, enterpriseId, REPAIR_APPROVERS);
export const repairDesk = (tx: Tx, enterpriseId: number) => usersOf(tx, enterpriseId, REPAIR_DESK);

/** The repair detail's address, for notices. */
export const repairLink = (id: number) => `/repairManagementDetail?orderId=${id}`;

export interface RepairMoment {
  enterpriseId: number;
  trigger: TriggerCode;
  /** Its people by recipient code (user ids). */
  people: Partial<Record<RecipientCode, (number | null)[]>>;
  values: TemplateValues;
  link: string;
  /** The one acting is never told (none: the customer in the portal). */
  actorId?: number | null;
  /** Texted when the enterprise's SMS rule names the customer (915). */
  customerPhone?: string | null;
}

/** One moment through the engine, in the caller's transaction: its messages go (or not) by the enterprise's rules. */
export async function tellRepairMoment(notifier: RepairNotifier, tx: Tx, moment: RepairMoment): Promise<void> {
  const recipients = Object.fromEntries(
    Object.entries(moment.people).map(([code, ids]) => [code, (ids ?? []).filter((id): id is number => id !== null && id !== moment.actorId)]),
  ) as Partial<Record<RecipientCode, number[]>>;
  await notifier.notify(tx, { enterpriseId: moment.enterpriseId, trigger: moment.trigger, context: { recipients, values: moment.values, link: moment.link, customerPhone: moment.customerPhone ?? null } });
}

import { memberInactive, memberUnknown, memberWithoutRole } from '@domain/catalogue/errors';
import type { UserRef } from '@domain/catalogue/catalogue.schemas';
import { Role } from '@domain/shell/roles';
import { UserStatus } from '@domain/users/users.schemas';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { findUser, userNames } from '../users/users.public';

/** Roles whose holders may join a service group: the staff who serve and the dispatchers who run the teams. */
const GROUP_ROLES: number[] = [Role.serviceStaff, Role.dispatcher];

/**
 * Refuses, naming the first offender, a member who is not an active user of the enterprise holding
 * one of GROUP_ROLES. The users module owns the users table; this only asks it.
 */
export async function assertEligibleMembers(tx: Executor, enterpriseId: number, userIds: number[]): Promise<void> {
  for (const id of userIds) {
    const user = await findUser(tx, enterpriseId, id);
    if (!user) {
      // A removed user still has a name in the enterprise; a stranger's id has none.
      const [removed] = await userNames(tx, enterpriseId, [id]);
      throw badRequest(removed ? memberInactive(removed.name) : memberUnknown(id));
    }
    if (user.status !== UserStatus.active) throw badRequest(memberInactive(user.name));
    if (!user.roles.some((role) => GROUP_ROLES.includes(role))) throw badRequest(memberWithoutRole(user.name));
  }
}

/** Names of the given users (removed ones too, so a team's history keeps its names). */
export async function userRefs(tx: Executor, enterpriseId: number, ids: number[]): Promise<Map<number, UserRef>> {
  const rows = await userNames(tx, enterpriseId, [...new Set(ids)]);
  return new Map(rows.map((u) => [u.id, u]));
}

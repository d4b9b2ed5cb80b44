import { EventErrors } from '@domain/events/errors';
import { HANDLER_ROLES } from '@domain/events/event.machine';
import type { RoleType } from '@domain/shell/roles';
import type { Tx } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { findUser } from '../users/users.public';

/** An active user of the enterprise (any role), or a 400. */
export async function activePerson(tx: Tx, enterpriseId: number, id: number) {
  const user = await findUser(tx, enterpriseId, id);
  if (!user || user.status !== 1) throw badRequest(EventErrors.userUnknown);
  return user;
}

/** The owner and collaborators of a dispatch: active handlers (service staff, dispatchers, administrators), the owner not among the collaborators. */
export async function checkAssignees(tx: Tx, enterpriseId: number, ownerId: number, collaboratorIds: readonly number[]) {
  if (collaboratorIds.includes(ownerId)) throw badRequest(EventErrors.ownerIsCollaborator);
  const owner = await activePerson(tx, enterpriseId, ownerId);
  if (!owner.roles.some((r) => HANDLER_ROLES.includes(r as RoleType))) throw badRequest(EventErrors.ownerNotStaff);
  const collaborators = [];
  for (const id of collaboratorIds) collaborators.push(await activePerson(tx, enterpriseId, id));
  return { owner, collaborators };
}

/** "李派单指派给张师傅，协同人：赵员工" */
export function dispatchText(by: string, { owner, collaborators }: Awaited<ReturnType<typeof checkAssignees>>, verb = '指派给'): string {
  const with_ = collaborators.length ? `，协同人：${collaborators.map((c) => c.name).join('、')}` : '';
  return `${by}${verb}${owner.name}${with_}`;
}

import { Role } from '@domain/shell/roles';
import { TemplateErrors, dispatchUserInactive, dispatchUserWithoutRole, processUserInactive, processUserUnknown } from '@domain/templates/errors';
import type { ProcessStep } from '@domain/templates/template-common.schemas';
import { DispatchMode } from '@domain/templates/template.constants';
import type { DefaultDispatch } from '@domain/templates/order-types.schemas';
import { UserStatus } from '@domain/users/users.schemas';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { findGroups } from '../catalogue/catalogue.public';
import { findUser, memberCards, userNames } from '../users/users.public';

/** Roles whose holders can take new orders: the staff who serve and the dispatchers who pass them on. */
const DISPATCH_ROLES: number[] = [Role.serviceStaff, Role.dispatcher];

/**
 * Refuses a default dispatch to someone who is not an active service staff or dispatcher of the
 * enterprise, or to a service group it does not have. The users and catalogue modules own those
 * tables; this only asks them.
 */
export async function assertDispatchTarget(tx: Executor, enterpriseId: number, dispatch: DefaultDispatch): Promise<void> {
  if (dispatch.mode === DispatchMode.user && dispatch.userId) {
    const user = await findUser(tx, enterpriseId, dispatch.userId);
    if (!user) throw badRequest(TemplateErrors.dispatchUserUnknown);
    if (user.status !== UserStatus.active) throw badRequest(dispatchUserInactive(user.name));
    if (!user.roles.some((role) => DISPATCH_ROLES.includes(role))) throw badRequest(dispatchUserWithoutRole(user.name));
  }
  if (dispatch.mode === DispatchMode.group && dispatch.groupId) {
    const [group] = await findGroups(tx, enterpriseId, [dispatch.groupId]);
    if (!group) throw badRequest(TemplateErrors.dispatchGroupUnknown);
  }
}

/** Refuses a process step handled by someone who is not an active user of the enterprise. */
export async function assertProcessUsers(tx: Executor, enterpriseId: number, steps: readonly ProcessStep[]): Promise<void> {
  const ids = [...new Set(steps.flatMap((s) => s.userIds))];
  const cards = new Map((await memberCards(tx, enterpriseId, ids)).map((c) => [c.id, c]));
  for (const id of ids) {
    const card = cards.get(id);
    if (!card) throw badRequest(processUserUnknown(id));
    if (card.status !== UserStatus.active) throw badRequest(processUserInactive(card.name));
  }
}

/** Names the people and groups of several default dispatches at once, for showing them. */
export async function dispatchNamer(tx: Executor, enterpriseId: number, dispatches: readonly DefaultDispatch[]) {
  const idsOf = (pick: (d: DefaultDispatch) => number | null) => [...new Set(dispatches.map(pick).filter((id): id is number => id !== null))];
  const userIds = idsOf((d) => d.userId);
  const groupIds = idsOf((d) => d.groupId);
  const users = new Map((await userNames(tx, enterpriseId, userIds)).map((u) => [u.id, u.name]));
  const groups = new Map((groupIds.length > 0 ? await findGroups(tx, enterpriseId, groupIds) : []).map((g) => [g.id, g.name]));
  return (d: DefaultDispatch) => ({
    userName: (d.userId && users.get(d.userId)) || null,
    groupName: (d.groupId && groups.get(d.groupId)) || null,
  });
}

/** The names of a default dispatch's person or group, for showing it. */
export async function dispatchNames(tx: Executor, enterpriseId: number, dispatch: DefaultDispatch) {
  return (await dispatchNamer(tx, enterpriseId, [dispatch]))(dispatch);
}

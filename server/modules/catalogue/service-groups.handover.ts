import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { serviceGroupMembers, serviceGroups } from '../../db/schema/catalogue';
import type { Handover, HandoverStep } from '../users/users.public';
import { assertEligibleMembers } from './group-members';

/*
 * The catalogue's part of a user handover (the users module runs it): group membership and group
 * leader go to the to-user, who must be someone allowed to join a group.
 */

/** The from-user's places in service groups; a group the to-user is already in just loses the from-user. */
export const serviceGroupMembershipStep: HandoverStep = {
  name: '服务组成员',
  async run(tx: Tx, { enterpriseId, from, to }: Handover) {
    const of = (userId: number) => and(eq(serviceGroupMembers.enterpriseId, enterpriseId), eq(serviceGroupMembers.userId, userId));
    const groupsOf = (userId: number) => tx.select({ id: serviceGroupMembers.groupId }).from(serviceGroupMembers).where(of(userId));
    const memberships = await groupsOf(from.id);
    if (memberships.length === 0) return 0;
    await assertEligibleMembers(tx, enterpriseId, [to.id]);
    const shared = (await groupsOf(to.id)).map((g) => g.id);
    if (shared.length) await tx.delete(serviceGroupMembers).where(and(of(from.id), inArray(serviceGroupMembers.groupId, shared)));
    await tx.update(serviceGroupMembers).set({ userId: to.id }).where(of(from.id));
    return memberships.length;
  },
};

/** The groups the from-user leads (a leader is a member, so the membership step ran first). */
export const serviceGroupLeaderStep: HandoverStep = {
  name: '服务组组长',
  async run(tx: Tx, { enterpriseId, from, to }: Handover) {
    const led = await tx
      .update(serviceGroups)
      .set({ leaderUserId: to.id })
      .where(and(eq(serviceGroups.enterpriseId, enterpriseId), eq(serviceGroups.leaderUserId, from.id)))
      .returning({ id: serviceGroups.id });
    return led.length;
  },
};

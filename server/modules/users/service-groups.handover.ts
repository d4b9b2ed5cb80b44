import type { Tx } from '../../db/database';
import { assertEligibleMembers, groupIdsOfMember, removeMemberFrom, replaceLeader, replaceMember } from '../catalogue/catalogue.public';
import type { Handover, HandoverStep } from './handover-step';

/*
 * Handing over is the organisation's job, so these steps hand over group membership and group
 * leadership through the catalogue module, and ask that module who may join a group.
 */

/** The from-user's places in service groups; a group the to-user is already in just loses the from-user. */
export const serviceGroupMembershipStep: HandoverStep = {
  name: '服务组成员',
  async run(tx: Tx, { enterpriseId, from, to }: Handover) {
    const memberships = await groupIdsOfMember(tx, enterpriseId, from.id);
    if (memberships.length === 0) return 0;
    await assertEligibleMembers(tx, enterpriseId, [to.id]);
    const shared = await groupIdsOfMember(tx, enterpriseId, to.id);
    if (shared.length) await removeMemberFrom(tx, enterpriseId, from.id, shared);
    await replaceMember(tx, enterpriseId, from.id, to.id);
    return memberships.length;
  },
};

/** The groups the from-user leads (a leader is a member, so the membership step ran first). */
export const serviceGroupLeaderStep: HandoverStep = {
  name: '服务组组长',
  async run(tx: Tx, { enterpriseId, from, to }: Handover) {
    return (await replaceLeader(tx, enterpriseId, from.id, to.id)).length;
  },
};

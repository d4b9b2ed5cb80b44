import type { RoleType } from '@domain/shell/roles';
import { UserErrors } from '@domain/users/errors';
import { UserStatus, type HandoverResult } from '@domain/users/users.schemas';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { handoverSteps } from './handover-step';
import { lockOrganisation, logOrganisationChange, type OrganisationActor } from './organisation-common';
import { findUser } from './users.queries';

/**
 * PUT /user/handover: a user's work goes to another active user of the enterprise, typically before
 * the first leaves. All steps or none, recorded in the operation log.
 */
export class HandoverService {
  constructor(private readonly db: Database) {}

  handover(actor: OrganisationActor, fromUserId: number, toUserId: number): Promise<HandoverResult[]> {
    if (fromUserId === toUserId) return Promise.reject(badRequest(UserErrors.handoverSameUser));
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockOrganisation(tx, enterpriseId);
      const from = await findUser(tx, enterpriseId, fromUserId);
      const to = await findUser(tx, enterpriseId, toUserId);
      if (!from || !to) throw notFound(UserErrors.userNotFound);
      if (to.status !== UserStatus.active) throw conflict(UserErrors.handoverTargetDisabled);
      const handover = { enterpriseId, from, to: { ...to, roles: to.roles as RoleType[] } };
      const results: HandoverResult[] = [];
      for (const step of handoverSteps()) results.push({ name: step.name, count: await step.run(tx, handover) });
      await logOrganisationChange(tx, actor, {
        action: 'user.handover',
        targetId: from.id,
        summary: `工作交接：${from.name} → ${to.name}（${results.map((r) => `${r.name}${r.count}`).join('，')}）`,
        after: { toUserId: to.id, results },
      });
      return results;
    });
  }
}

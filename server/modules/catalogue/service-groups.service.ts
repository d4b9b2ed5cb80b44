import type { SaveServiceGroupInput, ServiceGroupFilter, ServiceGroupRow, UserRef } from '@domain/catalogue/catalogue.schemas';
import { CatalogueErrors } from '@domain/catalogue/errors';
import { Messages } from '@domain/common/messages';
import type { Paging } from '@domain/common/paging';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { deleteSummary, lockCatalogue, logChange, saveSummary, type CatalogueActor } from './catalogue-common';
import { assertEligibleMembers, userRefs } from './group-members';
import * as q from './service-groups.queries';

const KIND = '服务组';

/** Service groups: teams of service staff with a leader (spec part 1 section 7, /servicegroup/...). */
export class ServiceGroupsService {
  constructor(private readonly db: Database) {}

  list(actor: CatalogueActor, filter: ServiceGroupFilter, paging: Paging): Promise<ServiceGroupRow[]> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => rows(tx, enterpriseId, await q.listGroups(tx, enterpriseId, filter, actor.userId, paging)));
  }

  count(actor: CatalogueActor, filter: ServiceGroupFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.countGroups(tx, actor.enterpriseId, filter, actor.userId));
  }

  /** One group (the team page); 404 for an id of no group of the caller's enterprise. */
  detail(actor: CatalogueActor, id: number): Promise<ServiceGroupRow> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const [group] = await rows(tx, enterpriseId, await q.findGroups(tx, enterpriseId, [id]));
      if (!group) throw notFound(CatalogueErrors.groupNotFound);
      return group;
    });
  }

  save(actor: CatalogueActor, input: SaveServiceGroupInput): Promise<ServiceGroupRow> {
    const { enterpriseId } = actor;
    if (input.leaderUserId && !input.memberIds.includes(input.leaderUserId)) throw badRequest(CatalogueErrors.leaderNotMember);
    const fields = { name: input.name, leaderUserId: input.leaderUserId ?? null, description: input.description };
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockCatalogue(tx, enterpriseId);
      const [before] = input.id ? await rows(tx, enterpriseId, await q.findGroups(tx, enterpriseId, [input.id])) : [];
      if (input.id && !before) throw notFound(CatalogueErrors.groupNotFound);
      if (await q.groupNameTaken(tx, enterpriseId, input.name, input.id)) throw conflict(CatalogueErrors.groupNameTaken);
      await assertEligibleMembers(tx, enterpriseId, input.memberIds);
      const record = input.id ? await q.updateGroup(tx, enterpriseId, input.id, fields) : await q.insertGroup(tx, enterpriseId, fields);
      await q.replaceMembers(tx, enterpriseId, record.id, input.memberIds);
      const [after] = await rows(tx, enterpriseId, [record]);
      await logChange(tx, actor, {
        action: before ? 'service-group.update' : 'service-group.create',
        targetId: record.id,
        summary: saveSummary(KIND, before?.name, after.name),
        before: before && auditShape(before),
        after: auditShape(after),
      });
      return after;
    });
  }

  /** Deletes all the groups or none. */
  async remove(actor: CatalogueActor, ids: number[]): Promise<void> {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    const { enterpriseId } = actor;
    await this.db.tenant(enterpriseId, async (tx) => {
      await lockCatalogue(tx, enterpriseId);
      const found = await rows(tx, enterpriseId, await q.findGroups(tx, enterpriseId, ids));
      if (found.length !== ids.length) throw notFound(CatalogueErrors.groupNotFound);
      await q.deleteGroups(tx, enterpriseId, ids);
      await logChange(tx, actor, {
        action: 'service-group.delete',
        targetId: ids.join(','),
        summary: deleteSummary(KIND, found.map((g) => g.name)),
        before: found.map(auditShape),
      });
    });
  }
}

/** Group records with their leader's and members' names. */
async function rows(tx: Tx, enterpriseId: number, groups: q.GroupRecord[]): Promise<ServiceGroupRow[]> {
  const links = await q.membersOf(tx, enterpriseId, groups.map((g) => g.id));
  const leaderIds = groups.flatMap((g) => (g.leaderUserId ? [g.leaderUserId] : []));
  const names = await userRefs(tx, enterpriseId, [...leaderIds, ...links.map((l) => l.userId)]);
  const refOf = (id: number) => names.get(id) ?? { id, name: '' };
  const membersByGroup = new Map<number, UserRef[]>();
  for (const l of links) {
    const members = membersByGroup.get(l.groupId) ?? [];
    members.push(refOf(l.userId));
    membersByGroup.set(l.groupId, members);
  }
  return groups.map((g) => {
    const members = membersByGroup.get(g.id) ?? [];
    return {
      id: g.id,
      name: g.name,
      leader: g.leaderUserId ? refOf(g.leaderUserId) : null,
      members,
      memberCount: members.length,
      description: g.description,
      createTime: g.createdAt.toISOString(),
    };
  });
}

const auditShape = (g: ServiceGroupRow) => ({
  name: g.name,
  leaderUserId: g.leader?.id ?? null,
  memberIds: g.members.map((m) => m.id),
  description: g.description,
});

import { subtreeIds } from '@domain/users/department-tree';
import type { ResolvedHostContacts } from '@domain/hosts/hosts.schemas';
import type { Database } from '../../db/database';
import { departmentLinks } from '../users/users.public';
import { activeUsersAmong, activeUsersInDepartments } from '../users/users.public';
import type { HostName } from './hosts.config';
import * as q from './hosts.queries';

/**
 * The product side of a host contact pick, in the caller's enterprise only: picked members by their
 * host user id, picked departments by the department imported for them, with the members of the
 * departments below (picking 售后服务部 means everyone in it). Unknown or inactive people are left out.
 */
export async function resolveHostContacts(
  db: Database,
  enterpriseId: number,
  host: HostName,
  picked: { userIds: string[]; departmentIds: string[] },
): Promise<ResolvedHostContacts> {
  return db.tenant(enterpriseId, async (tx) => {
    const userIds = picked.userIds.length ? await q.localIdsOf(tx, enterpriseId, host, 'user', picked.userIds) : new Map<string, number>();
    const active = new Map((await activeUsersAmong(tx, enterpriseId, [...userIds.values()])).map((u) => [u.id, u]));
    const users = picked.userIds.flatMap((hostUserId) => {
      const user = active.get(userIds.get(hostUserId) ?? 0);
      return user ? [{ hostUserId, userId: user.id, name: user.name }] : [];
    });

    if (picked.departmentIds.length === 0) return { users, departments: [] };
    const mapped = await q.localIdsOf(tx, enterpriseId, host, 'department', picked.departmentIds);
    const links = await departmentLinks(tx, enterpriseId);
    const departments = [];
    for (const hostDepartmentId of picked.departmentIds) {
      const localId = mapped.get(hostDepartmentId);
      if (localId === undefined) continue;
      const members = await activeUsersInDepartments(tx, enterpriseId, subtreeIds(links, localId));
      departments.push({ hostDepartmentId, members: members.map((m) => ({ userId: m.id, name: m.name })) });
    }
    return { users, departments };
  });
}

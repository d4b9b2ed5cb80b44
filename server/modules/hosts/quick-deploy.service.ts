import type { FastifyBaseLogger } from 'fastify';
import { Role, type RoleType } from '@domain/shell/roles';
import type { Database, Executor } from '../../db/database';
import type { Bus } from '../../lib/bus';
import { addMember } from '../users/users.public';
import type { HostName } from './hosts.config';
import * as q from './hosts.queries';
import type { HostDepartment, HostUser, OpenPlatform } from './open-platform';

/** Members without a mobile (WeCom hides it from apps made after 2022-06) get a stable stand-in. */
export const phoneOf = (host: HostName, user: HostUser) => user.mobile ?? `${host}:${user.userId}`;

/**
 * The quick deploy of an enterprise installed from a host: its departments and members come from
 * the host's directory (ordinary-employee role; the administrator assigns others). Idempotent: a
 * re-run only adds what is new. Progress is kept on the enterprise for /schema/progress.
 */
export class QuickDeploy {
  private readonly running = new Map<number, Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts (or joins) the import; resolves when it has finished or failed (the failure is stored). */
  run(enterpriseId: number, platform: OpenPlatform): Promise<void> {
    const existing = this.running.get(enterpriseId);
    if (existing) return existing;
    const job = this.install(enterpriseId, platform).finally(() => this.running.delete(enterpriseId));
    this.running.set(enterpriseId, job);
    return job;
  }

  isRunning(enterpriseId: number) {
    return this.running.has(enterpriseId);
  }

  /** Resolves when every running import has finished (each stores its own failure). */
  async settled() {
    await Promise.allSettled(this.running.values());
  }

  /** How far the enterprise's deploy has come, and whether its novice guide is done. */
  state(enterpriseId: number) {
    return q.deployState(this.db.system, enterpriseId);
  }

  private async install(enterpriseId: number, platform: OpenPlatform) {
    const host = platform.host;
    try {
      await q.setProgress(this.db.system, enterpriseId, 10);
      const directory = await platform.directory();
      await q.setProgress(this.db.system, enterpriseId, 40);
      await this.db.system.transaction(async (tx) => {
        const deptIds = await this.importDepartments(tx, enterpriseId, host, directory.departments);
        await q.setProgress(tx, enterpriseId, 70);
        await this.importUsers(tx, enterpriseId, host, directory.users, deptIds);
        await q.setProgress(tx, enterpriseId, 100);
        await q.setInstallError(tx, enterpriseId, null);
      });
      this.bus.publish('enterprise-changed', { enterpriseId });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.error({ enterpriseId, host, err: message }, 'quick deploy failed');
      await q.setInstallError(this.db.system, enterpriseId, message);
    }
  }

  private async importDepartments(tx: Executor, enterpriseId: number, host: HostName, list: HostDepartment[]) {
    const root = await q.rootDepartment(tx, enterpriseId);
    const ids = new Map<string, number>();
    const known = new Set(list.map((d) => d.id));
    // Parents before children: repeat over the remaining ones until each has its parent placed.
    let pending = [...list];
    while (pending.length) {
      const next = pending.filter((d) => d.parentId && known.has(d.parentId) && !ids.has(d.parentId));
      for (const d of pending.filter((x) => !next.includes(x))) {
        const parentId = d.parentId && ids.has(d.parentId) ? ids.get(d.parentId)! : root;
        // The host's top department is the enterprise itself: our root, named after the enterprise.
        let localId = d.parentId ? await q.localIdOf(tx, enterpriseId, host, 'department', d.id) : root;
        if (!d.parentId) {
          if (d.name) await q.nameEnterprise(tx, enterpriseId, root, d.name);
          // Mapped too, so picking the top department in the host's picker means everyone.
          await q.mapMember(tx, { enterpriseId, host, kind: 'department', hostId: d.id, localId: root });
        }
        if (!localId) {
          localId = await q.insertDepartment(tx, { enterpriseId, name: d.name, parentId });
          await q.mapMember(tx, { enterpriseId, host, kind: 'department', hostId: d.id, localId });
        }
        ids.set(d.id, localId);
      }
      if (next.length === pending.length) break; // a cycle in the host's data: leave the rest out
      pending = next;
    }
    return { root, ids };
  }

  private async importUsers(tx: Executor, enterpriseId: number, host: HostName, list: HostUser[], depts: { root: number; ids: Map<string, number> }) {
    for (const user of list) {
      if (await q.localIdOf(tx, enterpriseId, host, 'user', user.userId)) continue;
      const departmentId = depts.ids.get(user.departmentIds[0] ?? '') ?? depts.root;
      const localId = await addHostUser(tx, enterpriseId, host, user, departmentId, [Role.employee as RoleType]);
      await q.mapMember(tx, { enterpriseId, host, kind: 'user', hostId: user.userId, localId });
    }
  }
}

/** The product user of a host member: an existing user with the same phone, or a new one. */
export async function addHostUser(tx: Executor, enterpriseId: number, host: HostName, user: HostUser, departmentId: number, roles: RoleType[]) {
  const phone = phoneOf(host, user);
  return (await q.userByPhone(tx, enterpriseId, phone)) ?? addMember(tx, { enterpriseId, departmentId, name: user.name, phone, roles });
}

import type { z } from 'zod';
import type { AddUserSchema } from '@domain/auth/auth.schemas';
import type { Paging } from '@domain/common/paging';
import { Plan, type PlanType } from '@domain/shell/plans';
import { Role, ROLE_NAMES, ROLE_TYPES, type RoleType } from '@domain/shell/roles';
import { subtreeIds } from '@domain/users/department-tree';
import { headcountReached, UserErrors } from '@domain/users/errors';
import { UserStatus, type MoveUsersSchema, type RoleSummary, type UpdateUserSchema, type UserFilter } from '@domain/users/users.schemas';
import type { Database, Executor, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { Bus } from '../../lib/bus';
import { addMember, ensureAccount } from './add-member';
import { departmentExists, departmentLinks } from './departments.queries';
import { lockOrganisation, logOrganisationChange, type OrganisationActor } from './organisation-common';
import * as q from './users.queries';

/** The administrator making a change, with the plan facts that limit it. */
export interface Actor extends OrganisationActor {
  planType: PlanType;
  purchasedHeadcount: number | null;
}

type AddUserInput = z.infer<typeof AddUserSchema>;
type UpdateUserInput = z.infer<typeof UpdateUserSchema>;
type MoveUsersInput = z.infer<typeof MoveUsersSchema>;

const distinctRoles = (roles: number[]) => [...new Set(roles)] as RoleType[];

export class UsersService {
  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
  ) {}

  list(enterpriseId: number, filter: UserFilter, paging: Paging) {
    return this.db.tenant(enterpriseId, async (tx) => {
      const criteria = await this.criteria(tx, enterpriseId, filter);
      return criteria ? q.listUsers(tx, enterpriseId, criteria, paging) : [];
    });
  }

  count(enterpriseId: number, filter: UserFilter) {
    return this.db.tenant(enterpriseId, async (tx) => {
      const criteria = await this.criteria(tx, enterpriseId, filter);
      return criteria ? q.countUsers(tx, enterpriseId, criteria) : 0;
    });
  }

  pickers(enterpriseId: number, role?: number) {
    return this.db.tenant(enterpriseId, (tx) => q.activeUsersWithRole(tx, enterpriseId, role));
  }

  async roleSummaries(enterpriseId: number): Promise<RoleSummary[]> {
    const counts = await this.db.tenant(enterpriseId, (tx) => q.activeCountsByRole(tx, enterpriseId));
    return ROLE_TYPES.map((type) => ({ type, name: ROLE_NAMES[type], count: counts.get(type) ?? 0 }));
  }

  names(enterpriseId: number, ids: number[]) {
    return this.db.tenant(enterpriseId, (tx) => q.userNames(tx, enterpriseId, ids));
  }

  /**
   * Adds a member. Runs on the owner connection because a new phone also gets its sign-in account,
   * which is global and not a tenant's row; every check still filters by the enterprise.
   */
  async add(actor: Actor, input: AddUserInput): Promise<number> {
    const { enterpriseId } = actor;
    const userId = await this.db.system.transaction(async (tx) => {
      await lockOrganisation(tx, enterpriseId);
      if (!(await departmentExists(tx, enterpriseId, input.departmentId))) throw badRequest(UserErrors.departmentNotFound);
      if (await q.phoneInEnterprise(tx, enterpriseId, input.mobile)) throw conflict(UserErrors.phoneInEnterprise);
      await assertSeatFree(tx, actor);
      const roles = distinctRoles(input.roles);
      const id = await addMember(tx, { enterpriseId, departmentId: input.departmentId, name: input.name, phone: input.mobile, roles });
      const after = { name: input.name, phone: input.mobile, departmentId: input.departmentId, roles };
      await logOrganisationChange(tx, actor, { action: 'user.create', targetId: id, summary: `添加成员：${input.name}（${roleNames(roles)}）`, after });
      return id;
    });
    this.bus.publish('user-changed', { enterpriseId, userId });
    return userId;
  }

  async edit(actor: Actor, input: UpdateUserInput): Promise<void> {
    const { enterpriseId } = actor;
    const self = input.id === actor.userId;
    if (self && input.roles && !input.roles.includes(Role.admin)) throw conflict(UserErrors.keepOwnAdmin);
    if (self && input.status === UserStatus.disabled) throw conflict(UserErrors.disableSelf);
    // Before the tenant transaction: PGlite has one connection, and an unused account signs nobody in.
    // The account is global, so it is made on the owner connection.
    if (input.mobile) await ensureAccount(this.db.system, input.mobile);
    await this.db.tenant(enterpriseId, async (tx) => {
      await lockOrganisation(tx, enterpriseId);
      const user = await q.findUser(tx, enterpriseId, input.id);
      if (!user) throw notFound(UserErrors.userNotFound);
      const changes = await this.changes(tx, actor, user, input);
      if (Object.keys(changes).length === 0) return;
      await q.updateUser(tx, enterpriseId, user.id, changes);
      const before = Object.fromEntries(Object.keys(changes).map((k) => [k, user[k as keyof typeof changes]]));
      const verb = changes.status === undefined ? '修改' : changes.status === UserStatus.active ? '启用' : '禁用';
      await logOrganisationChange(tx, actor, { action: 'user.update', targetId: user.id, summary: `${verb}成员：${changes.name ?? user.name}`, before, after: changes });
    });
    this.bus.publish('user-changed', { enterpriseId, userId: input.id });
  }

  /** Places several users in one department, all or none. */
  async move(actor: Actor, input: MoveUsersInput): Promise<void> {
    const { enterpriseId } = actor;
    const ids = [...new Set(input.ids)];
    await this.db.tenant(enterpriseId, async (tx) => {
      await lockOrganisation(tx, enterpriseId);
      const department = (await departmentLinks(tx, enterpriseId)).find((d) => d.id === input.departmentId);
      if (!department) throw badRequest(UserErrors.departmentNotFound);
      const members = await q.memberCards(tx, enterpriseId, ids);
      if (members.length !== ids.length) throw notFound(UserErrors.userNotFound);
      await q.moveUsers(tx, enterpriseId, ids, department.id);
      const summary = `移动成员到${department.name}：${members.map((m) => m.name).join('、')}`;
      await logOrganisationChange(tx, actor, { action: 'user.move', targetId: ids.join(','), summary, after: { ids, departmentId: department.id } });
    });
    for (const userId of ids) this.bus.publish('user-changed', { enterpriseId, userId });
  }

  /** The columns an edit changes, after checking each against the rules of the organisation. */
  private async changes(tx: Tx, actor: Actor, user: UserRecord, input: UpdateUserInput) {
    const { enterpriseId } = actor;
    const changes: Parameters<typeof q.updateUser>[3] = {};
    if (input.name !== undefined && input.name !== user.name) changes.name = input.name;
    if (input.mobile !== undefined && input.mobile !== user.phone) {
      if (await q.phoneInEnterprise(tx, enterpriseId, input.mobile, user.id)) throw conflict(UserErrors.phoneInEnterprise);
      changes.phone = input.mobile;
    }
    if (input.departmentId !== undefined && input.departmentId !== user.departmentId) {
      if (!(await departmentExists(tx, enterpriseId, input.departmentId))) throw badRequest(UserErrors.departmentNotFound);
      changes.departmentId = input.departmentId;
    }
    const roles = input.roles ? distinctRoles(input.roles) : (user.roles as RoleType[]);
    if (input.roles) changes.roles = roles;
    if (input.currentRole !== undefined && !roles.includes(input.currentRole as RoleType)) throw badRequest(UserErrors.currentRoleNotHeld);
    // The role in use must be one the user still holds.
    const currentRole = input.currentRole ?? (roles.includes(user.currentRole as RoleType) ? user.currentRole : roles[0]);
    if (currentRole !== user.currentRole) changes.currentRole = currentRole;
    const status = input.status ?? user.status;
    if (status !== user.status) {
      if (status === UserStatus.active) await assertSeatFree(tx, actor);
      changes.status = status;
    }
    const wasAdmin = user.status === UserStatus.active && user.roles.includes(Role.admin);
    const staysAdmin = status === UserStatus.active && roles.includes(Role.admin);
    if (wasAdmin && !staysAdmin && (await q.countActiveHolders(tx, enterpriseId, Role.admin, user.id)) === 0) throw conflict(UserErrors.lastAdmin);
    return changes;
  }

  /** The filter with the department resolved to its subtree; null when the department is not the enterprise's. */
  private async criteria(tx: Executor, enterpriseId: number, filter: UserFilter): Promise<q.UserCriteria | null> {
    const { departmentId, ...rest } = filter;
    if (departmentId === undefined) return rest;
    const departmentIds = subtreeIds(await departmentLinks(tx, enterpriseId), departmentId);
    return departmentIds.length ? { ...rest, departmentIds } : null;
  }
}

type UserRecord = NonNullable<Awaited<ReturnType<typeof q.findUser>>>;

const roleNames = (roles: RoleType[]) => roles.map((r) => ROLE_NAMES[r]).join('、');

/** Paying plans (1 and 2) may hold at most the purchased number of active users. */
async function assertSeatFree(tx: Executor, actor: Actor) {
  const limited = actor.planType !== Plan.free && actor.purchasedHeadcount != null;
  if (!limited) return;
  if ((await q.countActiveUsers(tx, actor.enterpriseId)) >= actor.purchasedHeadcount!) throw conflict(headcountReached(actor.purchasedHeadcount!));
}

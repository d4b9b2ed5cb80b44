import { freeEditionNotice } from '@domain/common/messages';
import { Plan, type PlanType } from '@domain/shell/plans';
import { Role, ROLE_NAMES, type RoleType } from '@domain/shell/roles';
import { RoleErrors } from '@domain/users/errors';
import { ADMIN_LOCKED_MENU_KEYS, ROLE_RIGHTS_FEATURE, unknownMenuKeys, unknownRightCodes, withGroupKeys } from '@domain/users/role-grants';
import type { Database } from '../../db/database';
import { badRequest, forbidden } from '../../lib/app-error';
import type { Bus } from '../../lib/bus';
import { recordOperation } from '../audit/audit.public';
import { lockOrganisation } from './organisation-common';
import { grantKeys, replaceGrants, type GrantKind } from './role-grants.queries';

export interface RolesActor {
  enterpriseId: number;
  userId: number;
  planType: PlanType;
}

const GRANT_NAMES: Record<GrantKind, string> = { menu: '菜单', right: '功能权限' };

/**
 * The enterprise's own menus and permission codes of the ten roles. A save replaces the role's list
 * and tells the caches, so the role's users see the change on their next request.
 */
export class RolesService {
  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
    private readonly hotline: string,
  ) {}

  saveMenu(actor: RolesActor, role: RoleType, keys: string[]): Promise<void> {
    this.assertPaying(actor);
    const unknown = unknownMenuKeys(keys);
    if (unknown.length) throw badRequest(RoleErrors.unknownMenuKeys(unknown));
    const granted = withGroupKeys(keys);
    if (role === Role.admin && ADMIN_LOCKED_MENU_KEYS.some((k) => !granted.includes(k))) throw badRequest(RoleErrors.adminMenuLocked);
    return this.replace(actor, role, 'menu', granted);
  }

  saveRights(actor: RolesActor, role: RoleType, codes: string[]): Promise<void> {
    this.assertPaying(actor);
    const unknown = unknownRightCodes(codes);
    if (unknown.length) throw badRequest(RoleErrors.unknownRightCodes(unknown));
    return this.replace(actor, role, 'right', [...new Set(codes)].sort());
  }

  private async replace(actor: RolesActor, role: RoleType, kind: GrantKind, keys: string[]): Promise<void> {
    const { enterpriseId } = actor;
    await this.db.tenant(enterpriseId, async (tx) => {
      // Two saves of one role at once would otherwise both insert the new list.
      await lockOrganisation(tx, enterpriseId);
      const before = await grantKeys(tx, enterpriseId, role, kind);
      await replaceGrants(tx, enterpriseId, role, kind, keys);
      await recordOperation(tx, {
        enterpriseId,
        userId: actor.userId,
        module: 'roles',
        action: `role.${kind}.save`,
        targetId: role,
        summary: `修改角色${GRANT_NAMES[kind]}：${ROLE_NAMES[role]}`,
        before,
        after: keys,
      });
    });
    this.bus.publish('grants-changed', { enterpriseId });
  }

  /** Permission management is restricted on the free plan (spec part 1 section 6). */
  private assertPaying(actor: RolesActor) {
    if (actor.planType === Plan.free) throw forbidden(freeEditionNotice(ROLE_RIGHTS_FEATURE, this.hotline));
  }
}

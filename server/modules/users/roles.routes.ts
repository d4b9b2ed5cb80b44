import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { Role, type RoleType } from '@domain/shell/roles';
import { RolePagedQuerySchema, RoleQuerySchema, SaveRoleMenuSchema, SaveRoleRightsSchema } from '@domain/users/users.schemas';
import { parse, parseBody } from '../../lib/parse';
import { caller, type Caller } from '../../plugins/auth';
import { page, roleMenuItems, roleRightItems } from './role-resources';
import { UserPaths } from '@domain/users/users.paths';
import type { RolesActor, RolesService } from './roles.service';

/*
 * Roles and rights, administrators only. The spec names the reads (GET /role/menu/list and /count,
 * GET /ep/right/list and /count, each with ?role=); the saves are ours:
 *   POST /role/menu/save {role, keys[]}   the role's menu resources (catalogue keys; a key brings the
 *                                         groups above it). The administrator role keeps set_manage >
 *                                         set_organization > set_organization_structure.
 *   POST /ep/right/save  {role, codes[]}  the role's permission codes (POWER_NAMES)
 * A save replaces the role's list in one transaction, is logged, and reaches the role's users on
 * their next request. Unknown keys or codes get 400 naming them; the free plan gets 403 (权限管理 is
 * restricted there).
 */
const adminOnly = { config: { roles: [Role.admin] } };
const actorOf = ({ user, enterprise }: Caller): RolesActor => ({ enterpriseId: enterprise.id, userId: user.id, planType: enterprise.planType });

export async function rolesRoutes(app: FastifyInstance, { service }: { service: RolesService }) {

  const menuItems = async (request: FastifyRequest, role: number) =>
    roleMenuItems(await app.grants.menuKeys(caller(request).enterprise.id, role as RoleType));
  const rightItems = async (request: FastifyRequest, role: number) =>
    roleRightItems(await app.grants.rights(caller(request).enterprise.id, role as RoleType));

  app.get(UserPaths.roleMenuList, { config: { ...adminOnly.config, wholeList: true } }, async (request) => {
    const { role, ...paging } = parse(RolePagedQuerySchema, request.query);
    return { success: true, data: page(await menuItems(request, role), paging) };
  });

  app.get(UserPaths.roleMenuCount, adminOnly, async (request) => {
    const { role } = parse(RoleQuerySchema, request.query);
    return { success: true, data: (await menuItems(request, role)).length };
  });

  app.get(UserPaths.rightList, { config: { ...adminOnly.config, wholeList: true } }, async (request) => {
    const { role, ...paging } = parse(RolePagedQuerySchema, request.query);
    return { success: true, data: page(await rightItems(request, role), paging) };
  });

  app.get(UserPaths.rightCount, adminOnly, async (request) => {
    const { role } = parse(RoleQuerySchema, request.query);
    return { success: true, data: (await rightItems(request, role)).length };
  });

  app.post(UserPaths.roleMenuSave, adminOnly, async (request) => {
    const { role, keys } = parseBody(SaveRoleMenuSchema, request);
    await service.saveMenu(actorOf(caller(request)), role as RoleType, keys);
    return { success: true, message: Messages.saveOk };
  });

  app.post(UserPaths.rightSave, adminOnly, async (request) => {
    const { role, codes } = parseBody(SaveRoleRightsSchema, request);
    await service.saveRights(actorOf(caller(request)), role as RoleType, codes);
    return { success: true, message: Messages.saveOk };
  });
}

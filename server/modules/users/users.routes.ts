import type { FastifyInstance } from 'fastify';
import { AddUserSchema } from '@domain/auth/auth.schemas';
import { Messages } from '@domain/common/messages';
import { Role } from '@domain/shell/roles';
import {
  HandoverSchema,
  MoveUsersSchema,
  OptionalRoleQuerySchema,
  RolePagedQuerySchema,
  RoleQuerySchema,
  UpdateUserSchema,
  UserFilterSchema,
  UserIdsParamSchema,
  UserListQuerySchema,
  UserStatus,
} from '@domain/users/users.schemas';
import { parse, parseBody } from '../../lib/parse';
import { caller, type Caller } from '../../plugins/auth';
import { UserPaths } from '@domain/users/users.paths';
import type { HandoverService } from './handover.service';
import type { Actor, UsersService } from './users.service';

/*
 * Users (spec part 1 section 7, "Users and roles" and the /stand/user calls). Reads are open to every
 * role (pickers need them); writes are for administrators. Payloads where the spec is silent:
 *   POST /stand/user {name, mobile, departmentId, roles[]}         within the purchased headcount
 *   PUT  /stand/user {id, name?, mobile?, departmentId?, roles?, status?, currentRole?}
 *        currentRole (the role the user lands in) must be one of the roles held; nobody removes their
 *        own administrator role or disables themselves, and the enterprise keeps one active
 *        administrator (409 '至少保留一名系统管理员'); enabling respects the headcount
 *   PUT  /v2/user/move {ids[], departmentId}                       several users into one department
 *   PUT  /user/handover {fromUserId, toUserId}                     hands the from-user's work (service
 *        groups, reception seat) to an active user; data: [{name, count}] per kind of work
 * Every write is in the operation log.
 */
const adminOnly = { config: { roles: [Role.admin] } };

const actorOf = ({ user, enterprise }: Caller): Actor => ({
  enterpriseId: enterprise.id,
  userId: user.id,
  planType: enterprise.planType,
  purchasedHeadcount: enterprise.purchasedHeadcount,
});

export async function usersRoutes(app: FastifyInstance, { service, handovers }: { service: UsersService; handovers: HandoverService }) {

  app.get(UserPaths.list, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(UserListQuerySchema, request.query);
    return { success: true, data: await service.list(caller(request).enterprise.id, filter, { pageIndex, pageSize }) };
  });

  app.get(UserPaths.count, async (request) => {
    const filter = parse(UserFilterSchema, request.query);
    return { success: true, data: await service.count(caller(request).enterprise.id, filter) };
  });

  app.get(UserPaths.withRole, async (request) => {
    const { role } = parse(OptionalRoleQuerySchema, request.query);
    return { success: true, data: await service.pickers(caller(request).enterprise.id, role) };
  });

  app.get(UserPaths.roles, async (request) => {
    return { success: true, data: await service.roleSummaries(caller(request).enterprise.id) };
  });

  app.get(UserPaths.roleUserList, async (request) => {
    const { role, pageIndex, pageSize } = parse(RolePagedQuerySchema, request.query);
    const filter = { role, status: UserStatus.active };
    return { success: true, data: await service.list(caller(request).enterprise.id, filter, { pageIndex, pageSize }) };
  });

  app.get(UserPaths.roleUserCount, async (request) => {
    const { role } = parse(RoleQuerySchema, request.query);
    return { success: true, data: await service.count(caller(request).enterprise.id, { role, status: UserStatus.active }) };
  });

  app.get(UserPaths.names, async (request) => {
    const { ids } = parse(UserIdsParamSchema, request.params);
    return { success: true, data: await service.names(caller(request).enterprise.id, ids) };
  });

  app.post(UserPaths.user, adminOnly, async (request) => {
    const input = parseBody(AddUserSchema, request);
    const id = await service.add(actorOf(caller(request)), input);
    return { success: true, message: Messages.saveOk, data: { id } };
  });

  app.put(UserPaths.user, adminOnly, async (request) => {
    const input = parseBody(UpdateUserSchema, request);
    await service.edit(actorOf(caller(request)), input);
    return { success: true, message: Messages.saveOk };
  });

  app.put(UserPaths.move, adminOnly, async (request) => {
    const input = parseBody(MoveUsersSchema, request);
    await service.move(actorOf(caller(request)), input);
    return { success: true, message: Messages.saveOk };
  });

  app.put(UserPaths.handover, adminOnly, async (request) => {
    const { fromUserId, toUserId } = parseBody(HandoverSchema, request);
    const data = await handovers.handover(actorOf(caller(request)), fromUserId, toUserId);
    return { success: true, message: Messages.saveOk, data };
  });
}

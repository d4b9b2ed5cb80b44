import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { Role } from '@domain/shell/roles';
import { AddDepartmentSchema, DeleteDepartmentsQuerySchema, DepartmentQuerySchema, UpdateDepartmentSchema } from '@domain/users/users.schemas';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { UserPaths } from '@domain/users/users.paths';
import type { DepartmentsService } from './departments.service';

/*
 * Departments (spec part 1 section 7 names GET /stand/dept and /stand/dept/parentIdList; the writes
 * are ours, on the same path, administrators only):
 *   GET    /stand/dept                      the flat list, root first: id, parent_id, name, sort, userCount
 *   GET    /stand/dept/parentIdList?id=     ids from the root down to the department
 *   POST   /stand/dept {name, parentId}     adds a department at the end of the parent's children; data {id}
 *   PUT    /stand/dept {id, name?, parentId?}
 *                                           renames and/or moves; never below itself, the root never moves
 *   DELETE /stand/dept?ids=1,2              deletes all or none: 409 '部门下还有成员，请先移走成员' when one
 *                                           or a sub-department has members (disabled ones too), 409
 *                                           '请先删除子部门' when a sub-department is not deleted with it;
 *                                           the root cannot be deleted
 * Names are 1..30 characters and unique among siblings. Every write is in the operation log.
 */
const adminOnly = { config: { roles: [Role.admin] } };

export async function departmentsRoutes(app: FastifyInstance, { service }: { service: DepartmentsService }) {
  const actorOf = (request: Parameters<typeof caller>[0]) => {
    const { user, enterprise } = caller(request);
    return { enterpriseId: enterprise.id, userId: user.id };
  };

  app.get(UserPaths.department, async (request) => {
    return { success: true, data: await service.list(caller(request).enterprise.id) };
  });

  app.get(UserPaths.departmentParents, async (request) => {
    const { id } = parse(DepartmentQuerySchema, request.query);
    return { success: true, data: await service.path(caller(request).enterprise.id, id) };
  });

  app.post(UserPaths.department, adminOnly, async (request) => {
    const input = parseBody(AddDepartmentSchema, request);
    return { success: true, message: Messages.saveOk, data: { id: await service.add(actorOf(request), input) } };
  });

  app.put(UserPaths.department, adminOnly, async (request) => {
    const input = parseBody(UpdateDepartmentSchema, request);
    await service.update(actorOf(request), input);
    return { success: true, message: Messages.saveOk };
  });

  app.delete(UserPaths.department, adminOnly, async (request) => {
    const { ids } = parse(DeleteDepartmentsQuerySchema, request.query);
    await service.remove(actorOf(request), ids);
    return { success: true, message: Messages.deleteOk };
  });
}

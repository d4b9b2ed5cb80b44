import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { DeleteReceptionPersonnelQuerySchema, SaveReceptionPersonSchema } from '@domain/reception/reception.schemas';
import { Role } from '@domain/shell/roles';
import { parse, parseBody } from '../../lib/parse';
import { caller, type Caller } from '../../plugins/auth';
import { ReceptionPaths } from '@domain/reception/reception.paths';
import type { ReceptionActor, ReceptionService } from './reception.service';

/*
 * Reception personnel (/receptionPersonnel 接待人员). The spec names only the screen; these calls
 * are ours, administrators only:
 *   GET    /receptionPersonnel/list                 every reception person: userId, name, phone,
 *                                                   maxConcurrent, enabled, userStatus, createTime
 *   POST   /receptionPersonnel/save                 {userId, maxConcurrent 1..50 (default 5), enabled (default true)}
 *                                                   adds the user or changes their settings; the user
 *                                                   must be active and hold 接待客服 (6) or 系统管理员 (3)
 *   DELETE /receptionPersonnel/delete?userIds=1,2   removes them (all or none)
 */
const adminOnly = { config: { roles: [Role.admin] } };
const actorOf = ({ user, enterprise }: Caller): ReceptionActor => ({ enterpriseId: enterprise.id, userId: user.id });

export async function receptionRoutes(app: FastifyInstance, { service }: { service: ReceptionService }) {

  app.get(ReceptionPaths.list, adminOnly, async (request) => {
    return { success: true, data: await service.list(caller(request).enterprise.id) };
  });

  app.post(ReceptionPaths.save, adminOnly, async (request) => {
    const input = parseBody(SaveReceptionPersonSchema, request);
    await service.save(actorOf(caller(request)), input);
    return { success: true, message: Messages.saveOk };
  });

  app.delete(ReceptionPaths.delete, adminOnly, async (request) => {
    const { userIds } = parse(DeleteReceptionPersonnelQuerySchema, request.query);
    await service.remove(actorOf(caller(request)), userIds);
    return { success: true, message: Messages.deleteOk };
  });
}

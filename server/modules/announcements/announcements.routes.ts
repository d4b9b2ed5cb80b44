import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { PagingSchema } from '@domain/common/paging';
import { AnnouncementIdSchema, AnnouncementTexts, PublishAnnouncementSchema } from '@domain/notices/announcements.schemas';
import { Role } from '@domain/shell/roles';
import { parse, parseBody } from '../../lib/parse';
import { caller, type Caller } from '../../plugins/auth';
import { AnnouncementPaths } from '@domain/announcements/announcements.paths';
import type { AnnouncementActor, AnnouncementsService } from './announcements.service';

const adminOnly = { config: { roles: [Role.admin] } };
const actorOf = ({ user, enterprise }: Caller): AnnouncementActor => ({
  enterpriseId: enterprise.id,
  userId: user.id,
  planType: enterprise.planType,
});

/** /noticeManage 公告管理: announcements to the whole enterprise or some roles, delivered as notices by a job. */
export async function announcementsRoutes(app: FastifyInstance, { service }: { service: AnnouncementsService }) {
  app.get(AnnouncementPaths.list, adminOnly, async (request) => {
    const paging = parse(PagingSchema, request.query);
    return { success: true, data: await service.list(caller(request).enterprise.id, paging) };
  });

  app.get(AnnouncementPaths.count, adminOnly, async (request) => ({
    success: true,
    data: await service.count(caller(request).enterprise.id),
  }));

  app.post(AnnouncementPaths.publish, adminOnly, async (request) => {
    const input = parseBody(PublishAnnouncementSchema, request);
    return { success: true, message: AnnouncementTexts.published, data: await service.publish(actorOf(caller(request)), input) };
  });

  app.delete(AnnouncementPaths.delete, adminOnly, async (request) => {
    const { id } = parse(AnnouncementIdSchema, request.query);
    await service.remove(actorOf(caller(request)), id);
    return { success: true, message: Messages.deleteOk };
  });
}

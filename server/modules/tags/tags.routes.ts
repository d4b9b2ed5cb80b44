import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { Role } from '@domain/shell/roles';
import { DeleteTagsQuerySchema, SaveTagSchema, TagListQuerySchema, UpdateStateTagSchema } from '@domain/tags/tags.schemas';
import { parse, parseBody } from '../../lib/parse';
import { caller, type Caller } from '../../plugins/auth';
import { TagPaths } from '@domain/tags/tags.paths';
import type { TagActor, TagsService } from './tags.service';

const adminOnly = { config: { roles: [Role.admin] } };
const actorOf = ({ user, enterprise }: Caller): TagActor => ({
  enterpriseId: enterprise.id,
  userId: user.id,
  planType: enterprise.planType,
});

/** Enterprise tags and the personal status (spec part 1 section 7 "epTag", part 2 sections 3 and 4). */
export async function tagsRoutes(app: FastifyInstance, { service }: { service: TagsService }) {
  app.get(TagPaths.list, async (request) => {
    const { code } = parse(TagListQuerySchema, request.query);
    return { success: true, data: await service.list(caller(request).enterprise.id, code) };
  });

  app.get(TagPaths.userStateLabel, async (request) => {
    const { user, enterprise } = caller(request);
    return { success: true, data: await service.stateTag(enterprise.id, user.stateTagId) };
  });

  app.put(TagPaths.updateUserStateTag, async (request) => {
    const { tagId } = parseBody(UpdateStateTagSchema, request);
    await service.setUserState(actorOf(caller(request)), tagId);
    return { success: true, message: Messages.statusChanged };
  });

  app.post(TagPaths.save, adminOnly, async (request) => {
    const input = parseBody(SaveTagSchema, request);
    return { success: true, message: Messages.saveOk, data: await service.save(actorOf(caller(request)), input) };
  });

  app.delete(TagPaths.delete, adminOnly, async (request) => {
    const { ids } = parse(DeleteTagsQuerySchema, request.query);
    await service.remove(actorOf(caller(request)), ids);
    return { success: true, message: Messages.deleteOk };
  });
}

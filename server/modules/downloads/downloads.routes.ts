import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { DeleteDownloadsSchema, DownloadIdSchema, ExportUsersSchema } from '@domain/downloads/downloads.schemas';
import { Role } from '@domain/shell/roles';
import { contentDisposition } from '../../lib/content-disposition';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { DownloadPaths } from '@domain/downloads/downloads.paths';
import type { DownloadsService, Owner } from './downloads.service';
import { exportRoute } from './export-route';
import type { ExportService } from './export.service';

function owner(request: FastifyRequest): Owner {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id };
}

/** Download centre (spec part 1 section 7) and the exports that fill it. */
export async function downloadsRoutes(app: FastifyInstance, { centre, exports }: { centre: DownloadsService; exports: ExportService }) {
  exportRoute(app, exports, { path: DownloadPaths.userExport, roles: [Role.admin], schema: ExportUsersSchema, source: 'users' });

  app.get(DownloadPaths.list, async (request) => ({ success: true, data: await centre.list(owner(request)) }));

  app.delete(DownloadPaths.delete, async (request) => {
    const { ids } = parse(DeleteDownloadsSchema, request.query);
    await centre.remove(owner(request), ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.post(DownloadPaths.updateFileState, async (request) => {
    const { id } = parseBody(DownloadIdSchema, request);
    await centre.markDownloaded(owner(request), id);
    return { success: true };
  });

  app.get(DownloadPaths.file, async (request, reply) => {
    const { id } = parse(DownloadIdSchema, request.params);
    const file = await centre.file(owner(request), id);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition('attachment', file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MarkNoticesReadSchema, NoticeListQuerySchema, type NoticesMarked } from '@domain/notices/notices.schemas';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { NoticePaths } from '@domain/notices/notices.paths';
import type { NoticesService, NoticeReader } from './notices.service';

const readerOf = (request: FastifyRequest): NoticeReader => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id };
};

/** The caller's in-app notices: home page card and notice centre (spec part 1 section 7, "/home/notice/list and count"). */
export async function noticesRoutes(app: FastifyInstance, { service }: { service: NoticesService }) {
  app.get(NoticePaths.list, async (request) => {
    const query = parse(NoticeListQuerySchema, request.query);
    return { success: true, data: await service.list(readerOf(request), query) };
  });

  app.get(NoticePaths.count, async (request) => ({ success: true, data: await service.count(readerOf(request)) }));

  app.post(NoticePaths.read, async (request) => {
    const { ids } = parseBody(MarkNoticesReadSchema, request);
    const data: NoticesMarked = { marked: await service.markRead(readerOf(request), ids) };
    return { success: true, data };
  });

  app.post(NoticePaths.clearUnread, async (request) => {
    const data: NoticesMarked = { marked: await service.clearUnread(readerOf(request)) };
    return { success: true, data };
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { DeleteMoneyItemsQuerySchema, MoneyItemBinQuerySchema, MoneyItemListQuerySchema, RestoreMoneyItemsSchema, SaveMoneyItemSchema } from '@domain/money-items/money-items.schemas';
import { MoneyItemTexts } from '@domain/money-items/money-items.constants';
import { Role } from '@domain/shell/roles';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { MoneyItemPaths } from '@domain/money-items/money-items.paths';
import type { MoneyItemsService, MoneyItemActor } from './money-items.service';

const adminOnly = { config: { roles: [Role.admin] } };
const enterpriseOf = (request: FastifyRequest) => caller(request).enterprise.id;
const actorOf = (request: FastifyRequest): MoneyItemActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id };
};

/**
 * Money items (spec part 1 section 7 "/v2/moneyItem/tmp", part 2 section 7 recycle bin). Every user
 * reads the live items (order forms offer them); administrators manage them and their bin.
 * /tmpCount is the live list's sibling count, named after the bin's /tmpDeleteListCount.
 */
export async function moneyItemsRoutes(app: FastifyInstance, { service }: { service: MoneyItemsService }) {
  app.get(MoneyItemPaths.list, async (request) => {
    const page = parse(MoneyItemListQuerySchema, request.query);
    return { success: true, data: await service.list(enterpriseOf(request), page) };
  });

  app.get(MoneyItemPaths.count, async (request) => ({ success: true, data: await service.count(enterpriseOf(request)) }));

  app.post(MoneyItemPaths.save, adminOnly, async (request) => {
    const input = parseBody(SaveMoneyItemSchema, request);
    return { success: true, message: Messages.saveOk, data: await service.save(actorOf(request), input) };
  });

  app.delete(MoneyItemPaths.delete, adminOnly, async (request) => {
    const { ids } = parse(DeleteMoneyItemsQuerySchema, request.query);
    await service.remove(actorOf(request), ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.get(MoneyItemPaths.recycleList, adminOnly, async (request) => {
    const page = parse(MoneyItemBinQuerySchema, request.query);
    return { success: true, data: await service.bin(enterpriseOf(request), page) };
  });

  app.get(MoneyItemPaths.recycleCount, adminOnly, async (request) => ({
    success: true,
    data: await service.binCount(enterpriseOf(request)),
  }));

  app.put(MoneyItemPaths.restore, adminOnly, async (request) => {
    const { ids } = parseBody(RestoreMoneyItemsSchema, request);
    await service.restore(actorOf(request), ids);
    return { success: true, message: MoneyItemTexts.restored };
  });
}

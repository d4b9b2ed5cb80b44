import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DeleteIdsQuerySchema,
  SaveServiceGroupSchema,
  ServiceGroupIdQuerySchema,
  SaveServiceItemCategorySchema,
  SaveServiceItemSchema,
  ServiceGroupFilterSchema,
  ServiceGroupListQuerySchema,
  ServiceItemFilterSchema,
  ServiceItemListQuerySchema,
} from '@domain/catalogue/catalogue.schemas';
import { Messages } from '@domain/common/messages';
import { Role } from '@domain/shell/roles';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import type { CatalogueActor } from './catalogue-common';
import { CataloguePaths } from '@domain/catalogue/catalogue.paths';
import type { ServiceGroupsService } from './service-groups.service';
import type { ServiceItemCategoriesService } from './service-item-categories.service';
import type { ServiceItemsService } from './service-items.service';

export interface CatalogueServices {
  groups: ServiceGroupsService;
  categories: ServiceItemCategoriesService;
  items: ServiceItemsService;
}

const adminOnly = { config: { roles: [Role.admin] } };
// Dispatchers run the teams, so they manage the groups as well.
const teamManagers = { config: { roles: [Role.admin, Role.dispatcher] } };

const actorOf = (request: FastifyRequest): CatalogueActor => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id };
};
/** The spec's filter lookups read the whole catalogue with type -1 (a table passes a real type). */
const lookupForm = (key: string) => (query: Record<string, unknown>) => String(query[key]) === '-1';
const enterpriseOf = (request: FastifyRequest) => caller(request).enterprise.id;
const idsOf = (request: FastifyRequest) => parse(DeleteIdsQuerySchema, request.query).ids;

/** The service catalogue: service groups, service item categories and service items. Anyone signed in reads them (pickers, filters). */
export async function catalogueRoutes(app: FastifyInstance, { groups, categories, items }: CatalogueServices) {

  app.get(CataloguePaths.groupList, { config: { wholeList: lookupForm('type') } }, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(ServiceGroupListQuerySchema, request.query);
    return { success: true, data: await groups.list(actorOf(request), filter, { pageIndex, pageSize }) };
  });

  app.get(CataloguePaths.groupCount, async (request) => {
    const filter = parse(ServiceGroupFilterSchema, request.query);
    return { success: true, data: await groups.count(actorOf(request), filter) };
  });

  app.get(CataloguePaths.groupDetail, async (request) => {
    const { id } = parse(ServiceGroupIdQuerySchema, request.query);
    return { success: true, data: await groups.detail(actorOf(request), id) };
  });

  app.post(CataloguePaths.groupSave, teamManagers, async (request) => {
    const input = parseBody(SaveServiceGroupSchema, request);
    return { success: true, message: Messages.saveOk, data: await groups.save(actorOf(request), input) };
  });

  app.delete(CataloguePaths.groupDelete, teamManagers, async (request) => {
    await groups.remove(actorOf(request), idsOf(request));
    return { success: true, message: Messages.deleteOk };
  });

  app.get(CataloguePaths.categoryList, async (request) => {
    return { success: true, data: await categories.list(enterpriseOf(request)) };
  });

  app.post(CataloguePaths.categorySave, adminOnly, async (request) => {
    const input = parseBody(SaveServiceItemCategorySchema, request);
    return { success: true, message: Messages.saveOk, data: await categories.save(actorOf(request), input) };
  });

  app.delete(CataloguePaths.categoryDelete, adminOnly, async (request) => {
    await categories.remove(actorOf(request), idsOf(request));
    return { success: true, message: Messages.deleteOk };
  });

  app.get(CataloguePaths.itemList, { config: { wholeList: lookupForm('typeId') } }, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(ServiceItemListQuerySchema, request.query);
    return { success: true, data: await items.list(enterpriseOf(request), filter, { pageIndex, pageSize }) };
  });

  app.get(CataloguePaths.itemCount, async (request) => {
    const filter = parse(ServiceItemFilterSchema, request.query);
    return { success: true, data: await items.count(enterpriseOf(request), filter) };
  });

  app.post(CataloguePaths.itemSave, adminOnly, async (request) => {
    const input = parseBody(SaveServiceItemSchema, request);
    return { success: true, message: Messages.saveOk, data: await items.save(actorOf(request), input) };
  });

  app.delete(CataloguePaths.itemDelete, adminOnly, async (request) => {
    await items.remove(actorOf(request), idsOf(request));
    return { success: true, message: Messages.deleteOk };
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Messages } from '@domain/common/messages';
import { Role, type RoleType } from '@domain/shell/roles';
import { OldPartPaths } from '@domain/spare-parts/old-parts.paths';
import {
  IdsSchema,
  IgnoreSchema,
  ManageEditSchema,
  ManageListQuerySchema,
  OldIdQuerySchema,
  OldLogQuerySchema,
  OldPartTexts,
  OldStockQuerySchema,
  OrderFormsQuerySchema,
  ReceiptSchema,
  RecoverySearchSchema,
  RecycleListQuerySchema,
  RemindQuerySchema,
  SaveParamSchema,
  SaveRecycleFormSchema,
} from '@domain/spare-parts/old-parts';
import { parse, parseBody } from '../../lib/parse';
import { actorOf } from './spare-request';
import type { OldPartsService } from './old-parts.service';

const keepers = { config: { roles: [Role.admin, Role.warehouse] as RoleType[] } };

/** Old-part recycling under /old/part (spec part 2 section 7): every call the spec lists. */
export async function oldPartsRoutes(app: FastifyInstance, { oldParts }: { oldParts: OldPartsService }) {
  app.post(OldPartPaths.paramSave, keepers, async (request) => ({
    success: true,
    message: Messages.saveOk,
    data: await oldParts.saveParam(actorOf(request).enterpriseId, parseBody(SaveParamSchema, request)),
  }));
  app.get(OldPartPaths.paramTmpl, async (request) => ({ success: true, data: await oldParts.params(actorOf(request).enterpriseId) }));
  app.delete(OldPartPaths.paramDelete, keepers, async (request) => {
    await oldParts.deleteParams(actorOf(request).enterpriseId, parse(IdsSchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.post(OldPartPaths.formSave, async (request) => ({
    success: true,
    message: Messages.saveOk,
    data: await oldParts.saveForms(actorOf(request), parseBody(SaveRecycleFormSchema, request)),
  }));
  app.get(OldPartPaths.formList, async (request) => ({
    success: true,
    data: await oldParts.orderForms(actorOf(request), parse(OrderFormsQuerySchema, request.query).orderId),
  }));

  app.get(OldPartPaths.stockList, async (request) => ({ success: true, data: await oldParts.stock(actorOf(request), parse(OldStockQuerySchema, request.query)) }));
  app.get(OldPartPaths.stockCount, async (request) => ({ success: true, data: await oldParts.countStock(actorOf(request), parse(OldStockQuerySchema, request.query)) }));
  app.get(OldPartPaths.logList, async (request) => ({ success: true, data: await oldParts.log(actorOf(request), parse(OldLogQuerySchema, request.query)) }));
  app.get(OldPartPaths.logCount, async (request) => ({ success: true, data: await oldParts.countLog(actorOf(request), parse(OldLogQuerySchema, request.query)) }));

  app.get(OldPartPaths.recycleList, async (request) => ({ success: true, data: await oldParts.forms(actorOf(request), parse(RecycleListQuerySchema, request.query)) }));
  app.get(OldPartPaths.recycleCount, async (request) => ({ success: true, data: await oldParts.countForms(actorOf(request), parse(RecycleListQuerySchema, request.query)) }));
  app.get(OldPartPaths.recycleDetail, async (request) => ({ success: true, data: await oldParts.form(actorOf(request), parse(OldIdQuerySchema, request.query).id) }));
  app.delete(OldPartPaths.recycleDelete, async (request) => {
    await oldParts.deleteForms(actorOf(request), parse(IdsSchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });
  app.post(OldPartPaths.receipt, keepers, async (request) => ({
    success: true,
    message: OldPartTexts.received,
    data: await oldParts.receipt(actorOf(request), parseBody(ReceiptSchema, request)),
  }));

  const remind = (kind: 'recycling' | 'recycled') => async (request: FastifyRequest) => ({
    success: true,
    data: await oldParts.forms(actorOf(request), { ...parse(RemindQuerySchema, request.query), keyword: '', remind: kind }),
  });
  const remindCount = (kind: 'recycling' | 'recycled') => async (request: FastifyRequest) => ({
    success: true,
    data: { count: await oldParts.countForms(actorOf(request), { ...parse(RemindQuerySchema, request.query), keyword: '', remind: kind }) },
  });
  app.get(OldPartPaths.recyclingRemindList, remind('recycling'));
  app.get(OldPartPaths.recyclingRemindCount, remindCount('recycling'));
  app.get(OldPartPaths.recycledRemindList, remind('recycled'));
  app.get(OldPartPaths.recycledRemindCount, remindCount('recycled'));
  app.post(OldPartPaths.batchIgnore, async (request) => ({
    success: true,
    message: OldPartTexts.ignored,
    data: await oldParts.ignoreRecycled(actorOf(request), parseBody(IgnoreSchema, request).ids),
  }));

  app.post(OldPartPaths.manageEdit, keepers, async (request) => ({
    success: true,
    message: Messages.saveOk,
    data: await oldParts.manage(actorOf(request), parseBody(ManageEditSchema, request)),
  }));
  app.get(OldPartPaths.manageList, async (request) => ({ success: true, data: await oldParts.manages(actorOf(request), parse(ManageListQuerySchema, request.query)) }));
  app.get(OldPartPaths.manageCount, async (request) => ({
    success: true,
    data: (await oldParts.manages(actorOf(request), { ...parse(ManageListQuerySchema, request.query), pageSize: 10 })).total,
  }));
  app.get(OldPartPaths.manageDetail, async (request) => ({ success: true, data: await oldParts.manageDetail(actorOf(request), parse(OldIdQuerySchema, request.query).id) }));

  app.get(OldPartPaths.recoverySearch, async (request) => ({ success: true, data: await oldParts.search(actorOf(request), parse(RecoverySearchSchema, request.query)) }));
}

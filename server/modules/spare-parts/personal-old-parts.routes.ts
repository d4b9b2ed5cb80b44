import type { FastifyInstance } from 'fastify';
import { OldPartPaths } from '@domain/spare-parts/old-parts.paths';
import {
  PersonalOldTexts,
  PersonalRecycleFormSchema,
  PersonalStockDeleteQuerySchema,
  PersonalStockDetailQuerySchema,
  PersonalStockQuerySchema,
  ReturnFormSchema,
} from '@domain/spare-parts/personal-old-parts';
import { parse, parseBody } from '../../lib/parse';
import { actorOf } from './spare-request';
import type { PersonalOldPartsService } from './personal-old-parts.service';


/** 我的旧件 (spec part 2 section 7: personal old-part stock, return form, personal recycle form): every signed-in member holds their own. */
export async function personalOldPartsRoutes(app: FastifyInstance, { personal }: { personal: PersonalOldPartsService }) {
  app.get(OldPartPaths.personalStockList, async (request) => ({ success: true, data: await personal.stock(actorOf(request), parse(PersonalStockQuerySchema, request.query)) }));
  app.get(OldPartPaths.personalStockCount, async (request) => ({ success: true, data: await personal.count(actorOf(request), parse(PersonalStockQuerySchema, request.query)) }));
  app.get(OldPartPaths.personalStockDetail, async (request) => ({ success: true, data: await personal.detail(actorOf(request), parse(PersonalStockDetailQuerySchema, request.query)) }));
  app.delete(OldPartPaths.personalStockDelete, async (request) => ({
    success: true,
    message: PersonalOldTexts.discarded,
    data: await personal.discard(actorOf(request), parse(PersonalStockDeleteQuerySchema, request.query).partIds),
  }));
  app.post(OldPartPaths.personalFormSave, async (request) => ({
    success: true,
    message: PersonalOldTexts.saved,
    data: await personal.saveRecycleForm(actorOf(request), parseBody(PersonalRecycleFormSchema, request)),
  }));
  app.post(OldPartPaths.returnFormAdd, async (request) => ({
    success: true,
    message: PersonalOldTexts.returned,
    data: await personal.addReturnForm(actorOf(request), parseBody(ReturnFormSchema, request)),
  }));
}

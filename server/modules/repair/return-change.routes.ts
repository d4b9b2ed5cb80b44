import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { REPAIR_APPROVERS, REPAIR_READERS } from '@domain/repair/repair.constants';
import { RepairPaths } from '@domain/repair/repair.paths';
import { RETURN_CHANGE_WRITERS } from '@domain/repair/return-change.machine';
import {
  ApproveReturnChangeSchema,
  CreateReturnChangeSchema,
  ExportReturnChangesSchema,
  ReturnChangeFilterSchema,
  ReturnChangeIdSchema,
  ReturnChangeListQuerySchema,
} from '@domain/repair/return-change.schemas';
import { parse, parseBody } from '../../lib/parse';
import { exportRoute, type ExportService } from '../downloads/downloads.public';
import { originOf } from '../products/products.public';
import { RETURN_CHANGE_EXPORT } from './return-change.export';
import { actorOf } from './repair.routes';
import type { ReturnChangeService } from './return-change.service';

const readers = { config: { roles: REPAIR_READERS } };
const writers = { config: { roles: RETURN_CHANGE_WRITERS } };

/** Return and exchange orders (/v2/repair/returnChange/...); each move is checked again by the return and exchange machine. */
export async function returnChangeRoutes(app: FastifyInstance, { returns, exports }: { returns: ReturnChangeService; exports: ExportService }) {
  app.get(RepairPaths.returnChangeList, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(ReturnChangeListQuerySchema, request.query);
    return { success: true, data: await returns.list(actorOf(request), originOf(request), filter, { pageIndex, pageSize }) };
  });

  exportRoute(app, exports, { path: RepairPaths.returnChangeExport, roles: REPAIR_READERS, schema: ExportReturnChangesSchema, source: RETURN_CHANGE_EXPORT });

  app.get(RepairPaths.returnChangeCount, readers, async (request) => ({
    success: true,
    data: await returns.count(actorOf(request), parse(ReturnChangeFilterSchema, request.query)),
  }));

  app.get(RepairPaths.returnChangeDetail, readers, async (request) => {
    const { id } = parse(ReturnChangeIdSchema, request.query);
    return { success: true, data: await returns.detail(actorOf(request), originOf(request), id) };
  });

  app.post(RepairPaths.returnChangeCreate, writers, async (request) => {
    const input = parseBody(CreateReturnChangeSchema, request);
    return { success: true, message: Messages.saveOk, data: await returns.create(actorOf(request), originOf(request), input) };
  });

  app.post(RepairPaths.returnChangeApprove, { config: { roles: REPAIR_APPROVERS } }, async (request) => {
    const input = parseBody(ApproveReturnChangeSchema, request);
    return { success: true, message: Messages.statusChanged, data: await returns.approve(actorOf(request), originOf(request), input) };
  });

  app.post(RepairPaths.returnChangeCancel, writers, async (request) => {
    const { id } = parseBody(ReturnChangeIdSchema, request);
    return { success: true, message: Messages.statusChanged, data: await returns.cancel(actorOf(request), originOf(request), id) };
  });
}

import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { INTERNAL_REPAIR_READERS, INTERNAL_REPAIR_WRITERS } from '@domain/repair/internal-repair.constants';
import {
  CreateInternalRepairSchema,
  ExportInternalRepairsSchema,
  InternalRepairFilterSchema,
  InternalRepairIdSchema,
  InternalRepairListQuerySchema,
  OperateInternalRepairSchema,
} from '@domain/repair/internal-repair.schemas';
import { RepairPaths } from '@domain/repair/repair.paths';
import { parse, parseBody } from '../../lib/parse';
import { exportRoute, type ExportService } from '../downloads/downloads.public';
import { INTERNAL_REPAIR_EXPORT } from './internal-repair.export';
import type { InternalRepairService } from './internal-repair.service';
import { actorOf } from './repair.routes';

const readers = { config: { roles: INTERNAL_REPAIR_READERS } };

/** Internal repair orders (/v2/repair/internal/...); each move is checked again by the internal repair machine. */
export async function internalRepairRoutes(app: FastifyInstance, { internal, exports }: { internal: InternalRepairService; exports: ExportService }) {
  app.get(RepairPaths.internalList, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(InternalRepairListQuerySchema, request.query);
    return { success: true, data: await internal.list(actorOf(request), filter, { pageIndex, pageSize }) };
  });

  exportRoute(app, exports, { path: RepairPaths.internalExport, roles: INTERNAL_REPAIR_READERS, schema: ExportInternalRepairsSchema, source: INTERNAL_REPAIR_EXPORT });

  app.get(RepairPaths.internalCount, readers, async (request) => ({
    success: true,
    data: await internal.count(actorOf(request), parse(InternalRepairFilterSchema, request.query)),
  }));

  app.get(RepairPaths.internalDetail, readers, async (request) => {
    const { id } = parse(InternalRepairIdSchema, request.query);
    return { success: true, data: await internal.detail(actorOf(request), id) };
  });

  app.post(RepairPaths.internalCreate, { config: { roles: INTERNAL_REPAIR_WRITERS } }, async (request) => {
    const input = parseBody(CreateInternalRepairSchema, request);
    return { success: true, message: Messages.saveOk, data: await internal.create(actorOf(request), input) };
  });

  // Every reader reaches the machine, which refuses the roles that never run the move (403).
  app.post(RepairPaths.internalOperate, readers, async (request) => {
    const input = parseBody(OperateInternalRepairSchema, request);
    return { success: true, message: Messages.statusChanged, data: await internal.operate(actorOf(request), input) };
  });
}

import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { REPAIR_DESK, REPAIR_READERS, REPAIR_WORKERS } from '@domain/repair/repair.constants';
import { RepairPaths } from '@domain/repair/repair.paths';
import {
  ConcludeDetectionSchema,
  CreateDetectionSchema,
  DetectionFilterSchema,
  DetectionListQuerySchema,
  ExportDetectionsSchema,
  RepairIdSchema,
} from '@domain/repair/repair.schemas';
import { parse, parseBody } from '../../lib/parse';
import { exportRoute, type ExportService } from '../downloads/downloads.public';
import { originOf } from '../products/products.public';
import { DETECTION_EXPORT } from './detection.export';
import type { DetectionService } from './detection.service';
import { actorOf } from './repair.routes';

const readers = { config: { roles: REPAIR_READERS } };
const deskOrWorkers = { config: { roles: [...new Set([...REPAIR_DESK, ...REPAIR_WORKERS])] } };

/** Detection orders (/v2/repair/detection/...); each move is checked again by the detection machine. */
export async function detectionRoutes(app: FastifyInstance, { detections, exports }: { detections: DetectionService; exports: ExportService }) {
  app.get(RepairPaths.detectionList, readers, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(DetectionListQuerySchema, request.query);
    return { success: true, data: await detections.list(actorOf(request), originOf(request), filter, { pageIndex, pageSize }) };
  });

  exportRoute(app, exports, { path: RepairPaths.detectionExport, roles: REPAIR_READERS, schema: ExportDetectionsSchema, source: DETECTION_EXPORT });

  app.get(RepairPaths.detectionCount, readers, async (request) => ({
    success: true,
    data: await detections.count(actorOf(request), parse(DetectionFilterSchema, request.query)),
  }));

  app.get(RepairPaths.detectionDetail, readers, async (request) => {
    const { id } = parse(RepairIdSchema, request.query);
    return { success: true, data: await detections.detail(actorOf(request), originOf(request), id) };
  });

  app.post(RepairPaths.detectionCreate, deskOrWorkers, async (request) => {
    const { repairOrderId } = parseBody(CreateDetectionSchema, request);
    return { success: true, message: Messages.saveOk, data: await detections.create(actorOf(request), originOf(request), repairOrderId) };
  });

  app.post(RepairPaths.detectionConclude, { config: { roles: REPAIR_WORKERS } }, async (request) => {
    const input = parseBody(ConcludeDetectionSchema, request);
    return { success: true, message: Messages.saveOk, data: await detections.conclude(actorOf(request), originOf(request), input) };
  });

  app.post(RepairPaths.detectionCancel, deskOrWorkers, async (request) => {
    const { id } = parseBody(RepairIdSchema, request);
    return { success: true, message: Messages.saveOk, data: await detections.cancel(actorOf(request), originOf(request), id) };
  });
}

import type { FastifyInstance } from 'fastify';
import { detectionRoutes } from './detection.routes';
import { internalRepairRoutes } from './internal-repair.routes';
import { InternalRepairService } from './internal-repair.service';
import { DetectionService } from './detection.service';
import { RepairOrdersService } from './repair-orders.service';
import { registerRepairVisits } from './repair-visits';
import { REPAIR_EXPORT, repairOrdersExport } from './repair.export';
import { DETECTION_EXPORT, detectionsExport } from './detection.export';
import { RETURN_CHANGE_EXPORT, returnChangesExport } from './return-change.export';
import { INTERNAL_REPAIR_EXPORT, internalRepairsExport } from './internal-repair.export';
import { registerExportSource } from '../../jobs/exports/export-sources';
import { ExportService } from '../downloads/downloads.public';
import { RepairPartsService } from './repair-parts.service';
import { repairRoutes } from './repair.routes';
import { RepairOrderMaker, registerRepairOrders } from './repair-order-link';
import { RepairSettingsService } from './repair-settings.service';
import { returnChangeRoutes } from './return-change.routes';
import { ReturnChangeService } from './return-change.service';

/** Repair and returns: the settings, repair orders and the parts used on them, detection orders, return and exchange orders, internal repair orders. */
export async function repairPlugin(app: FastifyInstance) {
  registerRepairVisits();
  registerRepairOrders();
  registerExportSource(REPAIR_EXPORT, repairOrdersExport);
  registerExportSource(DETECTION_EXPORT, detectionsExport);
  registerExportSource(RETURN_CHANGE_EXPORT, returnChangesExport);
  registerExportSource(INTERNAL_REPAIR_EXPORT, internalRepairsExport);
  const exports = new ExportService(app.db, app.jobs);
  await app.register(repairRoutes, {
    settings: new RepairSettingsService(app.db),
    orders: new RepairOrdersService(app.db, app.notifications),
    parts: new RepairPartsService(app.db),
    exports,
    maker: new RepairOrderMaker(app.db, app.notifications),
  });
  await app.register(detectionRoutes, { detections: new DetectionService(app.db, app.notifications), exports });
  await app.register(returnChangeRoutes, { returns: new ReturnChangeService(app.db, app.notifications), exports });
  await app.register(internalRepairRoutes, { internal: new InternalRepairService(app.db, app.notifications), exports });
}

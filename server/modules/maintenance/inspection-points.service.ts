import { randomBytes } from 'node:crypto';
import type { Paging } from '@domain/common/paging';
import { InspectionErrors } from '@domain/maintenance/inspection.errors';
import type { InspectionPointFilter, InspectionPointRow, SaveInspectionPointInput } from '@domain/maintenance/inspection.schemas';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { findCustomers } from '../customers/customers.public';
import * as q from './inspection.queries';
import { lockMaintenance, logMaintenance, writeEachLocked, type MaintenanceActor } from './maintenance-common';

/** A code for a point's QR label when none is given: XJ and ten letters or digits. */
const newCode = () => `XJ${randomBytes(5).toString('hex').toUpperCase()}`;

/** Inspection points (/inspectionPoint): the places and devices rounds visit, each with the code its QR label carries. */
export class InspectionPointsService {
  constructor(private readonly db: Database) {}

  list(actor: MaintenanceActor, filter: InspectionPointFilter, paging: Paging): Promise<InspectionPointRow[]> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.listPoints(tx, actor.enterpriseId, filter, paging));
  }

  count(actor: MaintenanceActor, filter: InspectionPointFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.countPoints(tx, actor.enterpriseId, filter));
  }

  detail(actor: MaintenanceActor, id: number): Promise<InspectionPointRow> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const point = await q.findPoint(tx, actor.enterpriseId, id);
      if (!point) throw notFound(InspectionErrors.pointNotFound);
      return q.pointRow(tx, actor.enterpriseId, point);
    });
  }

  /** Adds or edits a point of a customer the caller sees; its code is unique in the enterprise (made when left empty). */
  save(actor: MaintenanceActor, input: SaveInspectionPointInput): Promise<InspectionPointRow> {
    const { enterpriseId } = actor;
    const { id, ...fields } = input;
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockMaintenance(tx, enterpriseId);
      const before = id ? await q.findPoint(tx, enterpriseId, id, true) : undefined;
      if (id && !before) throw notFound(InspectionErrors.pointNotFound);
      if ((await findCustomers(tx, actor, [fields.customerId])).length === 0) throw badRequest(`customerId: ${InspectionErrors.customerNotFound}`);
      if (before && before.customerId !== fields.customerId && (await q.pointInPlans(tx, enterpriseId, before.id))) throw conflict(InspectionErrors.pointCustomerInPlan);
      let code = fields.code || before?.code || newCode();
      while (!fields.code && (await q.pointWithCode(tx, enterpriseId, code)) && code !== before?.code) code = newCode();
      const holder = await q.pointWithCode(tx, enterpriseId, code);
      if (holder && holder.id !== before?.id) throw conflict(InspectionErrors.codeTaken);
      const saved = { ...fields, code };
      const pointId = before ? before.id : await q.insertPoint(tx, enterpriseId, actor.userId, saved);
      if (before) await q.updatePoint(tx, enterpriseId, before.id, saved);
      await logMaintenance(tx, actor, before ? 'inspectionPoint.edit' : 'inspectionPoint.add', pointId, `${before ? '编辑' : '新增'}巡检点：${fields.name}`, before, saved);
      return q.pointRow(tx, enterpriseId, (await q.findPoint(tx, enterpriseId, pointId))!);
    });
  }

  /** Deletes points no plan walks (all or none). */
  remove(actor: MaintenanceActor, ids: number[]): Promise<void> {
    const { enterpriseId } = actor;
    return writeEachLocked(this.db, actor, ids, (tx, id) => q.findPoint(tx, enterpriseId, id, true), InspectionErrors.pointNotFound, async (tx, point) => {
      if (await q.pointInPlans(tx, enterpriseId, point.id)) throw conflict(InspectionErrors.pointInPlan);
      await q.deletePoint(tx, enterpriseId, point.id);
      await logMaintenance(tx, actor, 'inspectionPoint.delete', point.id, `删除巡检点：${point.name}`, point);
    });
  }
}

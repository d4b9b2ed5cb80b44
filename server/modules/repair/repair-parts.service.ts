import { RepairOp, repairOrderMachine } from '@domain/repair/repair-order.machine';
import { repairNo } from '@domain/repair/repair.constants';
import type { RepairDetail, UsePartsInput } from '@domain/repair/repair.schemas';
import { RepairErrors } from '@domain/repair/errors';
import { LocationKind, MovementType } from '@domain/spare-parts/spare-parts.constants';
import type { Database, Tx } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import { postMovement, takeInOldParts } from '../spare-parts/spare-parts.public';
import { enforce, logRepairChange, type RepairActor } from './repair-common';
import { readSettings } from './repair-settings.service';
import { detailOf, machineRepair } from './repair-views';
import * as q from './repair.queries';

/**
 * Parts used on a repair order. They come from the repairer's own stock (我的备件) as one 工单消耗
 * movement of spare parts, numbered with the repair order's number; their amount is added to the
 * order's parts amount. A cancellation posts 取消消耗 back to the stock they came from. The faulty parts taken out
 * with them go to the engineer's old parts (spare parts' `takeInOldParts`, as 登记旧件) and stay there on a
 * cancellation: they were taken out, and the engineer returns or deletes them on 旧件回收 › 我的旧件.
 */
export class RepairPartsService {
  constructor(private readonly db: Database) {}

  use(actor: RepairActor, origin: string, input: UsePartsInput): Promise<RepairDetail> {
    const { enterpriseId, userId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const order = await this.decided(tx, actor, input.id, RepairOp.useParts);
      const mine = { kind: LocationKind.person, id: userId };
      const posted = await postMovement(tx, {
        enterpriseId,
        userId,
        type: MovementType.orderConsumption,
        lines: input.lines.map((l) => ({ partId: l.partId, qty: l.qty, from: mine, to: null })),
        docNo: repairNo(order.id),
        remark: '维修用料',
      });
      const useId = await q.insertPartUse(tx, {
        enterpriseId,
        repairOrderId: order.id,
        movementId: posted.movementId,
        lines: input.lines.map((l) => ({ partId: l.partId, qty: l.qty, userId })),
        amount: posted.amount,
        userId,
        oldLines: input.oldLines,
        // The faulty parts taken out go into old-part recycling the way 登记旧件 brings them: to the engineer's old parts.
        oldMovementId: input.oldLines.length === 0 ? null : await takeInOldParts(tx, { enterpriseId, userId, lines: input.oldLines, docNo: repairNo(order.id), remark: '维修拆下旧件' }),
      });
      await q.addPartsAmount(tx, enterpriseId, order.id, posted.amount);
      if (order.repairerId === null) await q.updateOrder(tx, enterpriseId, order.id, { repairerId: userId });
      const taken = input.oldLines.length === 0 ? '' : `，拆下旧件 ${input.oldLines.length} 种（已入我的旧件）`;
      await q.insertLog(tx, enterpriseId, order.id, userId, '登记用料', `用料金额 ${posted.amount} 元${taken}`);
      await logRepairChange(tx, actor, 'repair.useParts', order.id, `维修单用料：${repairNo(order.id)} ${posted.amount} 元（用料 ${useId}）`);
      return detailOf(tx, actor, origin, order.id);
    });
  }

  cancel(actor: RepairActor, origin: string, input: { id: number; useId: number }): Promise<RepairDetail> {
    const { enterpriseId, userId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const order = await this.decided(tx, actor, input.id, RepairOp.cancelParts);
      const use = await q.findPartUse(tx, enterpriseId, order.id, input.useId);
      if (!use) throw notFound(`useId: ${RepairErrors.partUseNotFound}`);
      if (use.cancelMovementId !== null) throw conflict(RepairErrors.partUseCancelled);
      const posted = await postMovement(tx, {
        enterpriseId,
        userId,
        type: MovementType.cancelConsumption,
        lines: use.lines.map((l) => ({ partId: l.partId, qty: l.qty, from: null, to: { kind: LocationKind.person, id: l.userId } })),
        docNo: repairNo(order.id),
        remark: '取消维修用料',
      });
      await q.markUseCancelled(tx, enterpriseId, use.id, posted.movementId);
      await q.addPartsAmount(tx, enterpriseId, order.id, `-${use.amount}`);
      await q.insertLog(tx, enterpriseId, order.id, userId, '取消用料', `退回 ${use.amount} 元的备件`);
      await logRepairChange(tx, actor, 'repair.cancelParts', order.id, `取消维修用料：${repairNo(order.id)}（用料 ${use.id}）`);
      return detailOf(tx, actor, origin, order.id);
    });
  }

  /** The order, locked, once the machine lets the actor run `op` on it. */
  private async decided(tx: Tx, actor: RepairActor, id: number, op: typeof RepairOp.useParts | typeof RepairOp.cancelParts) {
    const byRole = repairOrderMachine.refuseRole(op, actor);
    if (byRole) enforce(byRole);
    const order = await q.findRecord(tx, actor.enterpriseId, id, true);
    if (!order) throw notFound(RepairErrors.notFound);
    const { needsApproval } = await readSettings(tx, actor.enterpriseId);
    enforce(repairOrderMachine.decide(machineRepair(order, needsApproval), actor, op));
    return order;
  }
}

import type { Paging } from '@domain/common/paging';
import { DetectionOp, detectionMachine } from '@domain/repair/detection.machine';
import { RepairOp, repairOrderMachine } from '@domain/repair/repair-order.machine';
import {
  DETECTION_VERDICT_NAMES,
  DetectionState,
  DetectionVerdict,
  REPAIR_STATE_NAMES,
  RepairState,
  detectionNo,
  RETURN_CHANGE_TYPE_NAMES,
  ReturnChangeSource,
  ReturnChangeType,
  returnChangeNo,
  type DetectionStateValue,
  type DetectionVerdictValue,
  type ReturnChangeTypeValue,
} from '@domain/repair/repair.constants';
import type { ConcludeDetectionInput, DetectionFilter, DetectionView } from '@domain/repair/repair.schemas';
import { RepairErrors } from '@domain/repair/errors';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import * as dq from './detection.queries';
import { enforce, lockProduct, logRepairChange, type RepairActor } from './repair-common';
import { readSettings } from './repair-settings.service';
import { machineRepair } from './repair-views';
import * as q from './repair.queries';
import * as rq from './return-change.queries';
import { openReturnChange } from './return-change.service';
import type { RepairNotifier } from './repair-notices';

/** The verdicts that lead to a return and exchange order, and which. */
const RETURN_OR_EXCHANGE: Partial<Record<DetectionVerdictValue, ReturnChangeTypeValue>> = {
  [DetectionVerdict.replace]: ReturnChangeType.exchange,
  [DetectionVerdict.returnGoods]: ReturnChangeType.returnGoods,
};

const withOperations = (actor: RepairActor, row: dq.DetectionRow): DetectionView => ({ ...row, operations: detectionMachine.allowedOperations(row, actor) });

/**
 * Detection orders (/detectionOrder): the inspection of a repair order's product with the settings'
 * checklist and a verdict. A verdict of 维修 takes the repair order on (受理) when it still waits for it;
 * 换货 and 退货 write a return and exchange order waiting for approval.
 */
export class DetectionService {
  constructor(
    private readonly db: Database,
    private readonly notifier: RepairNotifier,
  ) {}

  list(actor: RepairActor, origin: string, filter: DetectionFilter, paging: Paging): Promise<DetectionView[]> {
    return this.db.tenant(actor.enterpriseId, async (tx) =>
      (await dq.toRows(tx, actor.enterpriseId, origin, await dq.listRecords(tx, actor.enterpriseId, filter, paging))).map((row) => withOperations(actor, row)),
    );
  }

  count(actor: RepairActor, filter: DetectionFilter): Promise<number> {
    return this.db.tenant(actor.enterpriseId, (tx) => dq.countRecords(tx, actor.enterpriseId, filter));
  }

  detail(actor: RepairActor, origin: string, id: number): Promise<DetectionView> {
    return this.db.tenant(actor.enterpriseId, (tx) => this.viewOf(tx, actor, origin, id));
  }

  /** A detection order for a signed-in repair order's product, with the settings' checklist still to fill. */
  create(actor: RepairActor, origin: string, repairOrderId: number): Promise<DetectionView> {
    const { enterpriseId } = actor;
    const byRole = repairOrderMachine.refuseRole(RepairOp.detect, actor);
    if (byRole) enforce(byRole);
    return this.db.tenant(enterpriseId, async (tx) => {
      const order = await q.findRecord(tx, enterpriseId, repairOrderId, true);
      if (!order) throw notFound(`repairOrderId: ${RepairErrors.notFound}`);
      const settings = await readSettings(tx, enterpriseId);
      enforce(repairOrderMachine.decide(machineRepair(order, settings.needsApproval), actor, RepairOp.detect));
      if (settings.detectionItems.length === 0) throw conflict(RepairErrors.noDetectionItems);
      await lockProduct(tx, enterpriseId, order.customerProductId);
      const pending = await dq.pendingOf(tx, enterpriseId, order.id);
      if (pending) throw conflict(`${RepairErrors.detectionOpen}（${detectionNo(pending.id)}）`);
      const id = await dq.insertDetection(tx, {
        enterpriseId,
        repairOrderId: order.id,
        customerId: order.customerId,
        customerProductId: order.customerProductId,
        state: DetectionState.pending,
        checklist: settings.detectionItems.map((item) => ({ item, ok: null, note: '' })),
        createdBy: actor.userId,
      });
      await q.insertLog(tx, enterpriseId, order.id, actor.userId, '新建检测单', detectionNo(id));
      await logRepairChange(tx, actor, 'detection.create', id, `新建检测单：${detectionNo(id)}`);
      return this.viewOf(tx, actor, origin, id);
    });
  }

  /** The checklist filled item by item, and the verdict that leads to the next step. */
  conclude(actor: RepairActor, origin: string, input: ConcludeDetectionInput): Promise<DetectionView> {
    const { enterpriseId } = actor;
    const byRole = detectionMachine.refuseRole(DetectionOp.conclude, actor);
    if (byRole) enforce(byRole);
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await dq.findRecord(tx, enterpriseId, input.id, true);
      if (!before) throw notFound(RepairErrors.detectionNotFound);
      enforce(detectionMachine.decide({ state: before.state as DetectionStateValue }, actor, DetectionOp.conclude));
      const sameItems = before.checklist.length === input.checklist.length && before.checklist.every((c, i) => c.item === input.checklist[i].item);
      if (!sameItems) throw badRequest(`checklist: ${RepairErrors.checklistMismatch}`);
      await dq.updateDetection(tx, enterpriseId, before.id, {
        state: DetectionState.done,
        checklist: input.checklist,
        verdict: input.verdict,
        conclusion: input.conclusion,
        inspectorId: actor.userId,
        inspectedAt: new Date(),
      });
      const verdict = DETECTION_VERDICT_NAMES[input.verdict];
      await q.insertLog(tx, before.enterpriseId, before.repairOrderId, actor.userId, '检测', `${detectionNo(before.id)} 结论：${verdict}`);
      await logRepairChange(tx, actor, 'detection.conclude', before.id, `检测单${detectionNo(before.id)}结论：${verdict}`);
      if (input.verdict === DetectionVerdict.repair) await this.takeOn(tx, actor, before.repairOrderId);
      const type = RETURN_OR_EXCHANGE[input.verdict];
      if (type) await this.leadToReturnChange(tx, actor, before, type, input.conclusion || `检测结论：${verdict}`);
      return this.viewOf(tx, actor, origin, before.id);
    });
  }

  cancel(actor: RepairActor, origin: string, id: number): Promise<DetectionView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await dq.findRecord(tx, enterpriseId, id, true);
      if (!before) throw notFound(RepairErrors.detectionNotFound);
      enforce(detectionMachine.decide({ state: before.state as DetectionStateValue }, actor, DetectionOp.cancel));
      await dq.updateDetection(tx, enterpriseId, id, { state: DetectionState.cancelled });
      await logRepairChange(tx, actor, 'detection.cancel', id, `取消检测单：${detectionNo(id)}`);
      return this.viewOf(tx, actor, origin, id);
    });
  }

  /** A 退货 or 换货 verdict writes the return and exchange order for approval, unless the product has one waiting already. */
  private async leadToReturnChange(tx: Tx, actor: RepairActor, detection: dq.DetectionRecord, type: ReturnChangeTypeValue, reason: string) {
    const { enterpriseId } = actor;
    const waiting = await rq.pendingOf(tx, enterpriseId, detection.customerProductId);
    const id =
      waiting?.id ??
      (await openReturnChange(this.notifier, tx, actor, {
        type,
        customerId: detection.customerId,
        customerProductId: detection.customerProductId,
        reason,
        remark: '',
        source: ReturnChangeSource.detection,
        detectionOrderId: detection.id,
        repairOrderId: detection.repairOrderId,
      }));
    await q.insertLog(tx, enterpriseId, detection.repairOrderId, actor.userId, RETURN_CHANGE_TYPE_NAMES[type], `${returnChangeNo(id)} ${waiting ? '已有待审批的退换货单' : '待审批'}`);
  }

  /** A 维修 verdict on an order still waiting to be taken on takes it on, as 受理 would. */
  private async takeOn(tx: Tx, actor: RepairActor, repairOrderId: number) {
    const order = await q.findRecord(tx, actor.enterpriseId, repairOrderId, true);
    if (!order || order.state !== RepairState.pendingConfirmation) return;
    const { needsApproval } = await readSettings(tx, actor.enterpriseId);
    const to = enforce(repairOrderMachine.decide(machineRepair(order, needsApproval), actor, RepairOp.confirm))!;
    await q.updateOrder(tx, actor.enterpriseId, order.id, { state: to, ...(order.repairerId === null ? { repairerId: actor.userId } : {}) });
    await q.insertLog(tx, actor.enterpriseId, order.id, actor.userId, '受理', `${REPAIR_STATE_NAMES[RepairState.pendingConfirmation]} → ${REPAIR_STATE_NAMES[to]}：检测结论为维修`);
  }

  private async viewOf(tx: Tx, actor: RepairActor, origin: string, id: number): Promise<DetectionView> {
    const record = await dq.findRecord(tx, actor.enterpriseId, id);
    if (!record) throw notFound(RepairErrors.detectionNotFound);
    const [row] = await dq.toRows(tx, actor.enterpriseId, origin, [record]);
    return withOperations(actor, row);
  }
}

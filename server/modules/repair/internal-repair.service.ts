import type { Paging } from '@domain/common/paging';
import {
  INTERNAL_REPAIR_RESULT_NAMES,
  INTERNAL_REPAIR_STATE_NAMES,
  InternalRepairKind,
  InternalRepairResult,
  InternalRepairState,
  internalRepairNo,
  type InternalRepairStateValue,
} from '@domain/repair/internal-repair.constants';
import { INTERNAL_REPAIR_OP_NAMES, InternalRepairOp, internalRepairMachine, type InternalRepairOpValue } from '@domain/repair/internal-repair.machine';
import type { CreateInternalRepairInput, InternalRepairFilter, InternalRepairView, OperateInternalRepairInput } from '@domain/repair/internal-repair.schemas';
import { RepairErrors } from '@domain/repair/errors';
import { LocationKind, MovementType } from '@domain/spare-parts/spare-parts.constants';
import type { Database, Executor, Tx } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import { RepairRecipient, Trigger } from '@domain/notifications/triggers';
import { tellRepairMoment, type RepairNotifier } from './repair-notices';
import { partNames, postMovement, warehouseNames } from '../spare-parts/spare-parts.public';
import { enforce, logRepairChange, type RepairActor } from './repair-common';
import * as iq from './internal-repair.queries';

const link = (id: number) => `/maintenanceOrderDetail?id=${id}`;
const machineOf = (r: iq.InternalRepairRecord) => ({ state: r.state as InternalRepairStateValue, repairerId: r.repairerId });
const withOperations = (actor: RepairActor, record: iq.InternalRepairRecord, row: iq.InternalRepairRow): InternalRepairView => ({
  ...row,
  operations: internalRepairMachine.allowedOperations(machineOf(record), actor),
});

/**
 * Internal repair orders (/maintenanceOrder): the enterprise's own things repaired in-house. Old parts
 * wait in their warehouse's old-part store while repaired; the finish moves them through spare parts'
 * posting engine: 修复 as 旧件翻新 into the same warehouse's good stock, 报废 as 旧件报废.
 */
export class InternalRepairService {
  constructor(
    private readonly db: Database,
    private readonly notifier: RepairNotifier,
  ) {}

  list(actor: RepairActor, filter: InternalRepairFilter, paging: Paging): Promise<InternalRepairView[]> {
    return this.db.tenantRead(actor.enterpriseId, async (tx) => {
      const records = await iq.listRecords(tx, actor.enterpriseId, filter, paging);
      const rows = await iq.toRows(tx, actor.enterpriseId, records);
      return rows.map((row, i) => withOperations(actor, records[i], row));
    });
  }

  count(actor: RepairActor, filter: InternalRepairFilter): Promise<number> {
    return this.db.tenantRead(actor.enterpriseId, (tx) => iq.countRecords(tx, actor.enterpriseId, filter));
  }

  detail(actor: RepairActor, id: number): Promise<InternalRepairView> {
    return this.db.tenantRead(actor.enterpriseId, (tx) => this.viewOf(tx, actor, id));
  }

  /** Old parts name a part and a warehouse of the enterprise (404 naming the field otherwise); equipment its name. */
  create(actor: RepairActor, input: CreateInternalRepairInput): Promise<InternalRepairView> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const oldPart = input.kind === InternalRepairKind.oldPart;
      if (oldPart) {
        if ((await partNames(tx, enterpriseId, [input.partId!])).length === 0) throw notFound('partId: 备件不存在');
        if ((await warehouseNames(tx, enterpriseId, [input.warehouseId!])).length === 0) throw notFound(`warehouseId: ${RepairErrors.warehouseNotFound}`);
      }
      const id = await iq.insertInternalRepair(tx, {
        enterpriseId,
        kind: input.kind,
        state: InternalRepairState.pending,
        partId: oldPart ? input.partId! : null,
        warehouseId: oldPart ? input.warehouseId! : null,
        qty: oldPart ? input.qty! : null,
        equipmentName: oldPart ? '' : input.equipmentName,
        assetNo: oldPart ? '' : input.assetNo,
        fault: input.fault,
        createdBy: actor.userId,
      });
      await logRepairChange(tx, actor, 'internal.create', id, `创建内部维修单：${internalRepairNo(id)}`);
      return this.viewOf(tx, actor, id);
    });
  }

  operate(actor: RepairActor, input: OperateInternalRepairInput): Promise<InternalRepairView> {
    const { enterpriseId } = actor;
    const byRole = internalRepairMachine.refuseRole(input.op, actor);
    if (byRole) enforce(byRole);
    return this.db.tenant(enterpriseId, async (tx) => {
      const before = await iq.findRecord(tx, enterpriseId, input.id);
      if (!before) throw notFound(RepairErrors.internalNotFound);
      const now = new Date();
      if (input.op === InternalRepairOp.start) await this.move(tx, actor, before, input.op, { repairerId: actor.userId, startedAt: now });
      else if (input.op === InternalRepairOp.cancel) await this.move(tx, actor, before, input.op, {});
      else await this.finish(tx, actor, before, input, now);
      return this.viewOf(tx, actor, before.id);
    });
  }

  private async finish(tx: Tx, actor: RepairActor, before: iq.InternalRepairRecord, input: OperateInternalRepairInput, now: Date) {
    const { enterpriseId } = actor;
    // The state first: a second finisher waits on this row and then finds it done.
    await this.move(tx, actor, before, InternalRepairOp.finish, { result: input.result!, note: input.note, finishedAt: now });
    const no = internalRepairNo(before.id);
    if (before.kind === InternalRepairKind.oldPart) {
      const store = { kind: LocationKind.oldStore, id: before.warehouseId! };
      const repaired = input.result === InternalRepairResult.repaired;
      const posted = await postMovement(tx, {
        enterpriseId,
        userId: actor.userId,
        type: repaired ? MovementType.oldPartRefurbishing : MovementType.oldPartScrapping,
        lines: [{ partId: before.partId!, qty: before.qty!, from: store, to: repaired ? { kind: LocationKind.warehouse, id: before.warehouseId! } : null }],
        docNo: no,
        remark: `内部维修${INTERNAL_REPAIR_RESULT_NAMES[input.result!]}`,
      });
      await iq.updateInternalRepair(tx, enterpriseId, before.id, { movementId: posted.movementId });
    }
    // By default the writer learns of it (消息设置 may turn it off or add texts and work messages).
    const values = { repairDocNo: no, repairDocKind: '内部维修单', repairReason: [INTERNAL_REPAIR_RESULT_NAMES[input.result!], input.note].filter(Boolean).join('，') };
    const people = { [RepairRecipient.writer]: [before.createdBy] };
    await tellRepairMoment(this.notifier, tx, { enterpriseId, trigger: Trigger.internalRepairFinished, people, values, link: link(before.id), actorId: actor.userId });
  }

  /** The machine's move, written only if the order is still where it was read (else someone acted meanwhile). */
  private async move(tx: Tx, actor: RepairActor, before: iq.InternalRepairRecord, op: InternalRepairOpValue, fields: Parameters<typeof iq.moveFrom>[4]) {
    const from = before.state as InternalRepairStateValue;
    const to = enforce(internalRepairMachine.decide(machineOf(before), actor, op))!;
    if (!(await iq.moveFrom(tx, actor.enterpriseId, before.id, from, { ...fields, state: to }))) throw conflict(RepairErrors.internalMeanwhile);
    const summary = `${INTERNAL_REPAIR_OP_NAMES[op]}内部维修单：${internalRepairNo(before.id)} ${INTERNAL_REPAIR_STATE_NAMES[from]} → ${INTERNAL_REPAIR_STATE_NAMES[to]}`;
    await logRepairChange(tx, actor, `internal.${op}`, before.id, summary);
  }

  private async viewOf(tx: Executor, actor: RepairActor, id: number): Promise<InternalRepairView> {
    const record = await iq.findRecord(tx, actor.enterpriseId, id);
    if (!record) throw notFound(RepairErrors.internalNotFound);
    const [row] = await iq.toRows(tx, actor.enterpriseId, [record]);
    return withOperations(actor, record, row);
  }
}

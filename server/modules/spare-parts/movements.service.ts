import { Trigger, StockRecipient } from '@domain/notifications/triggers';
import { OrderState } from '@domain/orders/order.constants';
import { Role, type RoleType } from '@domain/shell/roles';
import {
  APPROVABLE_TYPES,
  LocationKind,
  MovementState,
  type MovementStateCode,
  MovementType,
  SpareTexts,
  amountTooLarge,
  notKeeperOfAll,
  type Location,
  type MovementTypeCode,
} from '@domain/spare-parts/spare-parts.constants';
import { MovementOp, movementMachine } from '@domain/spare-parts/movement.machine';
import type { PostMovementInput, StockTakingInput } from '@domain/spare-parts/spare-parts.schemas';
import { toFen } from '@domain/finance/money';
import { AMOUNT_MAX_FEN, LIMIT_TEXT, fromNumeric } from '@domain/spare-parts/quantity';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, enforce, forbidden, notFound } from '../../lib/app-error';
import type { NotificationEngine } from '../notifications/notifications.public';
import { addSpareAmount, lockOrderForParts } from '../orders/orders.public';
import * as catalogue from './catalogue.queries';
import { checkKeeps, warehousesOf } from './keepers';
import { postMovement, resolveLines, type MovementLine, type Posted } from './posting';
import * as q from './posting.queries';
import * as sq from './stock.queries';

export interface SpareActor {
  enterpriseId: number;
  userId: number;
  role: RoleType;
}

/** Administrators and warehouse keepers run the warehouses; everyone else moves only their own stock. */
export const isKeeperRole = (role: RoleType) => role === Role.admin || role === Role.warehouse;
/** Movement kinds that only come from an order's detail. */
const ORDER_TYPES: MovementTypeCode[] = [MovementType.orderConsumption, MovementType.cancelConsumption, MovementType.orderReturn];
/** Kinds a staff member posts on their own stock: claim (to them), return and hand over (from them). */
const SELF_TYPES: MovementTypeCode[] = [MovementType.applyFor, MovementType.returnToStock, MovementType.handOver];
/** Orders in these states take parts: waiting for service or in service. */
const CONSUMING_STATES: number[] = [OrderState.pendingService, OrderState.inService];

const me = (actor: SpareActor): Location => ({ kind: LocationKind.person, id: actor.userId });
const isMe = (actor: SpareActor, loc: Location | null) => loc?.kind === LocationKind.person && loc.id === actor.userId;

export interface PostResult {
  id: number;
  state: number;
  amount: string;
}

/** Every movement of stock: posting, approvals, stock taking and the parts used on orders. */
export class SpareMovementsService {
  constructor(
    private readonly db: Database,
    private readonly notifications: NotificationEngine,
  ) {}

  /** Posts the movement, or files it for approval when the enterprise asks for one for its kind. */
  post(actor: SpareActor, input: PostMovementInput): Promise<PostResult> {
    if (ORDER_TYPES.includes(input.type)) throw badRequest('type: 工单用料请在工单详情中登记');
    const lines: MovementLine[] = input.lines.map((l) => ({
      partId: l.partId,
      qty: l.qty,
      from: l.from === undefined ? input.from : l.from,
      to: l.to === undefined ? input.to : l.to,
    }));
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await this.checkMayPost(tx, actor, input.type, lines);
      const resolved = await resolveLines(tx, actor.enterpriseId, input.type, lines);
      const { approvalTypes } = await catalogue.settingsOf(tx, actor.enterpriseId);
      const needsApproval = (APPROVABLE_TYPES as readonly number[]).includes(input.type) && approvalTypes.includes(input.type);
      if (needsApproval) {
        const id = await q.insertMovement(tx, {
          enterpriseId: actor.enterpriseId,
          type: input.type,
          state: MovementState.pending,
          warehouseIds: warehousesOf(lines.flatMap((l) => [l.from, l.to])),
          lines,
          docNo: input.docNo,
          remark: input.remark,
          createdBy: actor.userId,
        });
        return { id, state: MovementState.pending, amount: '0.00' };
      }
      const posted = await postMovement(tx, { ...actor, type: input.type, lines, docNo: input.docNo, remark: input.remark }, resolved);
      await this.warn(tx, actor.enterpriseId, posted);
      return { id: posted.movementId, state: MovementState.posted, amount: posted.amount };
    });
  }

  private async checkMayPost(tx: Tx, actor: SpareActor, type: MovementTypeCode, lines: MovementLine[]) {
    if (SELF_TYPES.includes(type)) {
      const own = type === MovementType.applyFor ? lines.every((l) => isMe(actor, l.to)) : lines.every((l) => isMe(actor, l.from));
      if (!own) throw forbidden(type === MovementType.applyFor ? '只能为自己申领备件' : '只能退还或移交自己的备件');
      return;
    }
    if (!isKeeperRole(actor.role)) throw forbidden();
    await checkKeeps(tx, actor, warehousesOf(lines.flatMap((l) => [l.from, l.to])), SpareTexts.notKeeper);
  }

  private async warn(tx: Tx, enterpriseId: number, posted: Posted) {
    for (const w of posted.warnings) {
      await this.notifications.notify(tx, {
        enterpriseId,
        trigger: Trigger.stockWarning,
        context: {
          recipients: { [StockRecipient.warehouseKeeper]: w.keeperIds },
          values: { sparePartName: w.partName, remainingStock: w.remaining, warningStock: w.minimum },
          link: `/spareStock?warehouseId=${w.warehouseId}`,
        },
      });
    }
  }

  /** Approves (posting the lines now; refused as a whole if stock no longer covers them) or rejects with a reason. */
  examine(actor: SpareActor, input: { id: number; pass: boolean; reason: string }): Promise<PostResult> {
    if (!input.pass && !input.reason) throw badRequest(`reason: ${SpareTexts.rejectReason}`);
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const movement = await sq.findMovement(tx, actor.enterpriseId, input.id, true);
      if (!movement) throw notFound(SpareTexts.movementNotFound);
      const kept = actor.role === Role.admin ? [] : await sq.keptWarehouses(tx, actor.enterpriseId, actor.userId);
      const verdict = movementMachine.decide(
        { state: movement.state as MovementStateCode, warehouseIds: movement.warehouseIds },
        { role: actor.role, keptWarehouseIds: kept },
        input.pass ? MovementOp.approve : MovementOp.reject,
      );
      // A keeper short of some warehouse hears which ones (all keepers' rule, domain/spare-parts/DECISIONS.md).
      if (!verdict.ok && verdict.message === SpareTexts.notKeeper && actor.role === Role.warehouse) await checkKeeps(tx, actor, movement.warehouseIds, notKeeperOfAll);
      enforce(verdict);
      if (!input.pass) {
        await sq.rejectMovement(tx, actor.enterpriseId, movement.id, actor.userId, input.reason);
        return { id: movement.id, state: MovementState.rejected, amount: '0.00' };
      }
      const lines = movement.lines as MovementLine[];
      const posted = await postMovement(tx, {
        enterpriseId: actor.enterpriseId,
        userId: movement.createdBy,
        type: movement.type as MovementTypeCode,
        lines,
        docNo: movement.docNo,
        movementId: movement.id,
        decidedBy: actor.userId,
      });
      await this.warn(tx, actor.enterpriseId, posted);
      return { id: movement.id, state: MovementState.posted, amount: posted.amount };
    });
  }

  /** Counts a warehouse: each part's counted quantity against its stock, the differences posted as one movement (none: nothing posted). */
  stockTaking(actor: SpareActor, input: StockTakingInput): Promise<PostResult | null> {
    if (!isKeeperRole(actor.role)) throw forbidden();
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const wh: Location = { kind: LocationKind.warehouse, id: input.warehouseId };
      await checkKeeps(tx, actor, [wh.id], SpareTexts.notKeeper);
      const partIds = [...new Set(input.counts.map((c) => c.partId))];
      if (partIds.length !== input.counts.length) throw badRequest('counts: 同一备件只能盘点一次');
      // Lock first so that the differences are taken against the stock as it stays until commit.
      const locked = await q.lockStocks(tx, actor.enterpriseId, partIds.map((partId) => ({ partId, locKind: wh.kind, locId: wh.id })));
      const have = new Map(locked.map((r) => [r.partId, fromNumeric(r.qty)]));
      const lines: MovementLine[] = input.counts
        .map((c) => ({ partId: c.partId, diff: c.counted - (have.get(c.partId) ?? 0) }))
        .filter((c) => c.diff !== 0)
        .map((c) => (c.diff > 0 ? { partId: c.partId, qty: c.diff, from: null, to: wh } : { partId: c.partId, qty: -c.diff, from: wh, to: null }));
      if (lines.length === 0) {
        await resolveLines(tx, actor.enterpriseId, MovementType.stockTaking, input.counts.map((c) => ({ partId: c.partId, qty: 100, from: null, to: wh })));
        return null;
      }
      const posted = await postMovement(tx, { ...actor, type: MovementType.stockTaking, lines, remark: input.remark });
      await this.warn(tx, actor.enterpriseId, posted);
      return { id: posted.movementId, state: MovementState.posted, amount: posted.amount };
    });
  }

  /** Parts the user used on an order, from their own stock, priced into the order's 备件金额. */
  consumeOnOrder(actor: SpareActor, input: { orderId: number; lines: { partId: number; qty: number }[] }): Promise<PostResult> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const order = await this.orderServedBy(tx, actor, input.orderId);
      const lines = input.lines.map((l) => ({ ...l, from: me(actor), to: null }));
      const posted = await postMovement(tx, { ...actor, type: MovementType.orderConsumption, lines, orderId: input.orderId });
      if (BigInt(toFen(order.spareAmount) + toFen(posted.amount)) > AMOUNT_MAX_FEN) throw conflict(amountTooLarge('工单备件金额', LIMIT_TEXT));
      await addSpareAmount(tx, actor.enterpriseId, input.orderId, posted.amount);
      await this.warn(tx, actor.enterpriseId, posted);
      return { id: posted.movementId, state: MovementState.posted, amount: posted.amount };
    });
  }

  /** Cancels one consumption of the order: the parts go back to the stock they came from and the amount leaves the fees. */
  cancelOnOrder(actor: SpareActor, input: { orderId: number; movementId: number }): Promise<PostResult> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      await this.orderServedBy(tx, actor, input.orderId);
      const used = await sq.findMovement(tx, actor.enterpriseId, input.movementId, true);
      if (!used || used.orderId !== input.orderId || used.type !== MovementType.orderConsumption) throw notFound(SpareTexts.movementNotFound);
      if (used.reversedBy) throw conflict('该用料已取消');
      const lines = (used.lines as MovementLine[]).map((l) => ({ partId: l.partId, qty: l.qty, from: null, to: l.from }));
      const posted = await postMovement(tx, { ...actor, type: MovementType.cancelConsumption, lines, orderId: input.orderId });
      await sq.markReversed(tx, actor.enterpriseId, used.id, posted.movementId);
      await addSpareAmount(tx, actor.enterpriseId, input.orderId, `-${used.amount}`);
      return { id: posted.movementId, state: MovementState.posted, amount: posted.amount };
    });
  }

  private async orderServedBy(tx: Tx, actor: SpareActor, orderId: number) {
    const order = await lockOrderForParts(tx, actor.enterpriseId, orderId);
    if (!order) throw notFound(`orderId: ${SpareTexts.orderNotFound}`);
    const serving = order.ownerId === actor.userId || (order.collaboratorIds ?? []).includes(actor.userId);
    if (!serving) throw forbidden(SpareTexts.notOnOrder);
    if (order.invalid || !CONSUMING_STATES.includes(order.state)) throw conflict('工单当前状态不能登记用料（待服务或服务中的工单才可以）');
    return order;
  }
}

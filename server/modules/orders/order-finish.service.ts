import { Trigger } from '@domain/notifications/triggers';
import { OrderErrors } from '@domain/orders/errors';
import { ApprovalResult, ApprovalType, OrderOp, TimeNode, type OrderOpCode } from '@domain/orders/order.constants';
import type { OrderApprovals } from '@domain/orders/order.machine';
import type { OrderCallInput as In } from '@domain/orders/orders.calls';
import type { OrderTarget } from '@domain/orders/orders.schemas';
import type { OrderDetail } from '@domain/orders/orders.types';
import type { Tx } from '../../db/database';
import { conflict } from '../../lib/app-error';
import { feeRefusal } from './order-finance';
import * as q from './order-finish.queries';
import { feesTotal, itemsAmount, sameAmount } from './order-money';
import { notifyOrder } from './order-notify';
import type { Applied, OrderActor } from './order-operation';
import type { OrderRunner } from './order-runner';
import { evaluationStep } from './order-steps';

type Decision = OrderTarget & { pass: boolean; remark: string };
const approvalsOf = (row: { approvals: unknown }) => row.approvals as OrderApprovals;

/** Refuses (409) a change of fees or collection a registered guard forbids (finance: the order is reconciled). */
async function refuseFrozen(tx: Tx, row: { enterpriseId: number; id: number }): Promise<object> {
  const refusal = await feeRefusal(tx, row.enterpriseId, row.id);
  if (refusal) throw conflict(refusal);
  return {};
}

/** After service: receipt, fees and payment items, collection (each with its optional approval) and the evaluation. */
export class OrderFinishService {
  constructor(private readonly run: OrderRunner) {}

  private notify(actor: OrderActor, trigger: Parameters<typeof notifyOrder>[3]) {
    return (tx: Tx, { after, op }: Applied) => notifyOrder(this.run.notifier, tx, after, trigger, { userId: actor.userId, op: op as OrderOpCode });
  }

  receipt(actor: OrderActor, input: In<'receipt'>): Promise<OrderDetail> {
    return this.run.one(actor, input, {
      op: OrderOp.receipt,
      // With a receipt approval configured the receipt waits for it; otherwise it is done.
      change: (row) => (approvalsOf(row).receipt ? { examineType: ApprovalType.receipt } : { receiptDone: true }),
      extraNodes: input.signature ? [TimeNode.customerSignature] : [],
      remark: input.remark,
      effect: async (tx, applied) => {
        const { after } = applied;
        await q.insertReceipt(tx, { enterpriseId: actor.enterpriseId, orderId: after.id }, {
          serviceMinutes: input.serviceMinutes,
          finishImages: input.finishImages,
          signature: input.signature,
          remark: input.remark,
          userId: actor.userId,
        });
        await this.notify(actor, after.receiptDone ? Trigger.orderReceipt : Trigger.orderApprovalRequested)(tx, applied);
      },
    });
  }

  examineReceipt(actor: OrderActor, input: Decision): Promise<OrderDetail> {
    const decided = { examineType: null, receiptExamineAt: new Date() };
    return this.run.one(actor, input, {
      op: input.pass ? OrderOp.approveReceipt : OrderOp.rejectReceipt,
      change: () => (input.pass ? { ...decided, examineResult: ApprovalResult.passed, receiptDone: true } : { ...decided, examineResult: ApprovalResult.rejected }),
      remark: input.remark,
      effect: input.pass ? this.notify(actor, Trigger.orderReceipt) : undefined,
    });
  }

  fees(actor: OrderActor, input: In<'fees'>): Promise<OrderDetail> {
    return this.run.one(actor, input, async (tx) => ({
      op: OrderOp.editFees,
      change: async (row) => ({
        ...(await refuseFrozen(tx, row)),
        serviceAmount: input.serviceAmount,
        spareAmount: input.spareAmount,
        otherFee: input.otherFee,
        discountAmount: input.discountAmount,
        itemsAmount: itemsAmount(input.items),
      }),
      effect: async (tx, { after }) => {
        await q.replaceFeeItems(
          tx,
          { enterpriseId: actor.enterpriseId, orderId: after.id },
          input.items.map((i) => ({ moneyItemId: i.moneyItemId ?? null, name: i.name, itemType: i.itemType, quantity: i.quantity, price: i.price })),
        );
      },
    }));
  }

  /** Collects what the fees say is due (the amount must match it), by one payment mode. */
  collect(actor: OrderActor, input: In<'collect'>): Promise<OrderDetail> {
    return this.run.one(actor, input, async (tx) => ({
      op: OrderOp.collect,
      change: async (row) => {
        await refuseFrozen(tx, row);
        const due = feesTotal(row);
        if (!sameAmount(due, input.amount)) throw conflict(`${OrderErrors.collectAmountMismatch}（应收 ${due} 元）`);
        return approvalsOf(row).collection ? { examineType: ApprovalType.collection } : { paymentDone: true };
      },
      remark: input.remark,
      effect: async (tx, applied) => {
        await q.insertCollection(tx, { enterpriseId: actor.enterpriseId, orderId: applied.after.id }, {
          mode: input.mode,
          amount: input.amount,
          receivePaymentId: input.receivePaymentId ?? null,
          remark: input.remark,
          userId: actor.userId,
        });
        await this.notify(actor, applied.after.paymentDone ? Trigger.orderPayment : Trigger.orderApprovalRequested)(tx, applied);
      },
    }));
  }

  examineCollection(actor: OrderActor, input: Decision): Promise<OrderDetail> {
    const decided = { examineType: null, collectionExamineAt: new Date() };
    return this.run.one(actor, input, {
      op: input.pass ? OrderOp.approveCollection : OrderOp.rejectCollection,
      change: () => (input.pass ? { ...decided, examineResult: ApprovalResult.passed, paymentDone: true } : { ...decided, examineResult: ApprovalResult.rejected }),
      remark: input.remark,
      effect: input.pass ? this.notify(actor, Trigger.orderPayment) : undefined,
    });
  }

  evaluate(actor: OrderActor, input: In<'evaluate'>): Promise<OrderDetail> {
    return this.run.one(actor, input, evaluationStep(input, actor.userId));
  }
}

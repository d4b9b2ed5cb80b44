import { and, eq } from 'drizzle-orm';
import type { FileRef } from '@domain/forms/field-values';
import { OrderErrors } from '@domain/orders/errors';
import { ORDER_OP_NAMES, type OrderOpCode, type OrderTimeNode, type PaymentItemTypeCode, type PaymentModeCode } from '@domain/orders/order.constants';
import { allowedOperations } from '@domain/orders/order.machine';
import type { FeesView, OrderDetail, TimelineEntry } from '@domain/orders/orders.types';
import type { Executor } from '../../db/database';
import { serviceItems } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { machineActor, type OrderActor } from './order-operation';
import { iso, NODE_COLUMNS, type OrderRecord } from './order-record';
import { collectionOf, evaluationOf, feeItemsOf, findRowRecord, logsOf, receiptOf, userNamesOf } from './orders.queries';
import { feesTotal, lineAmount } from './order-money';

const ref = (id: number | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** Everything the detail page shows: the row, its time nodes, timeline, fees, receipt, evaluation and the caller's buttons. */
export async function orderDetail(tx: Executor, actor: OrderActor, id: number): Promise<OrderDetail> {
  const { enterpriseId } = actor;
  const found = await findRowRecord(tx, enterpriseId, id);
  if (!found) throw notFound(OrderErrors.notFound);
  const { row, record } = found;
  const [logs, items, [collection], [receipt], [evaluation], copyUsers, serviceItem] = [
    await logsOf(tx, enterpriseId, id),
    await feeItemsOf(tx, enterpriseId, id),
    await collectionOf(tx, enterpriseId, id),
    await receiptOf(tx, enterpriseId, id),
    await evaluationOf(tx, enterpriseId, id),
    await userNamesOf(tx, enterpriseId, record.copyUserIds),
    record.serviceItemId ? await tx.select({ name: serviceItems.name }).from(serviceItems).where(and(eq(serviceItems.enterpriseId, enterpriseId), eq(serviceItems.id, record.serviceItemId))) : [],
  ];
  const timeline: TimelineEntry[] = logs.map(({ log, userName }) => ({
    id: log.id,
    op: log.op as OrderOpCode,
    opName: ORDER_OP_NAMES[log.op as OrderOpCode] ?? log.op,
    operator: ref(log.userId, userName),
    time: iso(log.createdAt)!,
    node: log.node as OrderTimeNode | null,
    before: log.before as Record<string, unknown>,
    after: log.after as Record<string, unknown>,
    remark: log.remark,
  }));
  const fees: FeesView = {
    serviceAmount: record.serviceAmount,
    spareAmount: record.spareAmount,
    otherFee: record.otherFee,
    discountAmount: record.discountAmount,
    items: items.map((i) => ({
      id: i.id,
      moneyItemId: i.moneyItemId,
      name: i.name,
      itemType: i.itemType as PaymentItemTypeCode,
      quantity: i.quantity,
      price: i.price,
      amount: lineAmount(i.quantity, i.price),
    })),
    total: feesTotal(record),
    collected: collection
      ? {
          mode: collection.row.mode as PaymentModeCode,
          amount: collection.row.amount,
          receivePaymentId: collection.row.receivePaymentId,
          time: iso(collection.row.createdAt)!,
          operator: ref(collection.row.userId, collection.userName),
          remark: collection.row.remark,
        }
      : null,
  };
  return {
    ...row,
    kind: record.kind,
    source: record.source as OrderDetail['source'],
    origin: record.origin as OrderDetail['origin'],
    serviceItemId: record.serviceItemId,
    serviceItemName: serviceItem[0]?.name ?? null,
    productId: record.productId,
    description: record.description,
    images: record.images as FileRef[],
    tagIds: record.tagIds,
    copyUsers,
    estimatedCompletion: iso(record.estimatedCompletion),
    fields: record.values as Record<string, unknown>,
    abnormalReason: record.abnormalReason,
    cancelReason: record.cancelReason,
    nodes: nodesOf(record),
    timeline,
    fees,
    receipt: receipt
      ? {
          serviceMinutes: receipt.row.serviceMinutes,
          finishImages: receipt.row.finishImages as FileRef[],
          signature: receipt.row.signature as FileRef | null,
          remark: receipt.row.remark,
          time: iso(receipt.row.createdAt)!,
          operator: ref(receipt.row.userId, receipt.userName),
        }
      : null,
    evaluation: evaluation
      ? {
          solved: evaluation.row.solved,
          quality: evaluation.row.quality,
          attitude: evaluation.row.attitude,
          speed: evaluation.row.speed,
          solveRate: evaluation.row.solveRate,
          suggestion: evaluation.row.suggestion,
          images: evaluation.row.images as FileRef[],
          time: iso(evaluation.row.createdAt)!,
          operator: ref(evaluation.row.userId, evaluation.userName),
        }
      : null,
    operations: allowedOperations(row, await machineActor(tx, actor, row.inPool && row.poolGroupId !== null)),
  };
}

function nodesOf(record: OrderRecord): OrderDetail['nodes'] {
  const nodes: OrderDetail['nodes'] = {};
  for (const [node, column] of Object.entries(NODE_COLUMNS)) {
    const at = iso(record[column]);
    if (at) nodes[Number(node) as OrderTimeNode] = at;
  }
  return nodes;
}

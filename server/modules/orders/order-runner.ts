import type { FastifyInstance } from 'fastify';
import type { OrderDetail, BatchResult } from '@domain/orders/orders.types';
import type { Database, Tx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { orderDetail } from './order-detail';
import { operate, type Applied, type OrderActor, type Target } from './order-operation';
import type { OrderChanges, OrderRecord } from './order-record';
import { findRecord } from './orders.queries';

export type Notifier = Pick<FastifyInstance['notifications'], 'notify'>;
type Op = Parameters<typeof operate>[3];

export interface Step {
  op: Op;
  change: (row: OrderRecord) => OrderChanges | Promise<OrderChanges>;
  remark?: string;
  extraNodes?: number[];
  /** Work after the change in the same transaction (detail rows, follow-up routing, notifications). */
  effect?: (tx: Tx, applied: Applied) => Promise<void>;
}

/** Runs order operations in tenant transactions and answers with the fresh detail. */
export class OrderRunner {
  constructor(
    readonly db: Database,
    readonly notifier: Notifier,
  ) {}

  /** One operation on one order; `step` may depend on what is stored (it gets the locked row). */
  one(actor: OrderActor, target: Target, step: Step | ((tx: Tx) => Promise<Step>)): Promise<OrderDetail> {
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      const s = typeof step === 'function' ? await step(tx) : step;
      const applied = await operate(tx, actor, target, s.op, s.change, { remark: s.remark, extraNodes: s.extraNodes });
      await s.effect?.(tx, applied);
      return orderDetail(tx, actor, applied.after.id);
    });
  }

  /**
   * The same operation on several orders, each in its own transaction (one refusal does not undo
   * the others); `batch.versions[i]`, when given, is the version the user saw of `batch.ids[i]`, so a
   * changed order is refused (409) like a single operation. When every order is refused, the first
   * refusal is the answer (403/409).
   */
  async many(actor: OrderActor, batch: { ids: number[]; versions?: number[] }, step: (id: number) => Step): Promise<BatchResult> {
    const result: BatchResult = { done: [], refused: [] };
    let first: AppError | null = null;
    for (const [index, id] of batch.ids.entries()) {
      try {
        await this.db.tenant(actor.enterpriseId, async (tx) => {
          const s = step(id);
          const applied = await operate(tx, actor, { id, version: batch.versions?.[index] }, s.op, s.change, { remark: s.remark });
          await s.effect?.(tx, applied);
        });
        result.done.push(id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        first ??= error;
        // The order's number lets the screen say which of the chosen rows was refused.
        const row = await this.db.tenant(actor.enterpriseId, (tx) => findRecord(tx, actor.enterpriseId, id));
        result.refused.push({ id, orderNo: row?.orderNo ?? null, message: error.message });
      }
    }
    if (result.done.length === 0 && first) throw first;
    return result;
  }
}

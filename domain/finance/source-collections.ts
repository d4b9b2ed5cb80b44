import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { PAYMENT_MODE_NAMES, type PaymentModeCode } from './finance.constants';

/**
 * Collections that come from outside the work orders (issue 37): a mall order's payment recorded by
 * staff becomes one, so finance reconciles the mall's money beside the orders'. The kind names where it
 * came from; work orders keep their own collections (finance_item_collections, the order's collect).
 * A repair order's fee received at the desk (收款, issue 36) is source 2; a passed return's refund to the
 * customer is source 3, recorded as the product's price taken back: cancelled and refunded at once.
 */
export const CollectionSource = { mallOrder: 1, repairOrder: 2, returnRefund: 3 } as const;
export type CollectionSourceValue = (typeof CollectionSource)[keyof typeof CollectionSource];
export const COLLECTION_SOURCES = Object.values(CollectionSource) as CollectionSourceValue[];
export const COLLECTION_SOURCE_NAMES: Record<CollectionSourceValue, string> = { 1: '商城订单', 2: '维修单', 3: '退货退款' };

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());
const isoDay = (field: string) => optional(z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, `${field} 须为 YYYY-MM-DD`));
const sourceRule = `source 只能是 ${COLLECTION_SOURCES.join(', ')}`;

/** GET /v2/collection/list: collections of other sources, newest first, by source, day range (server time) and number. */
export const SourceCollectionQuerySchema = PagingSchema.extend({
  source: optional(
    z.coerce
      .number({ error: sourceRule })
      .refine((n) => (COLLECTION_SOURCES as number[]).includes(n), sourceRule)
      .transform((n) => n as CollectionSourceValue),
  ),
  collectedStart: isoDay('collectedStart'),
  collectedEnd: isoDay('collectedEnd'),
  sourceNo: optional(z.string().trim().max(30, 'sourceNo 最多30个字')), // the whole number, e.g. SC00000001
});
export type SourceCollectionQuery = z.infer<typeof SourceCollectionQuerySchema>;
export type SourceCollectionFilter = Omit<SourceCollectionQuery, 'pageIndex' | 'pageSize'>;

const idRule = 'id 须为正整数';
/** POST /v2/collection/reconcile and /v2/collection/reopen: one collection of another source. */
export const SourceCollectionIdSchema = z.object({
  id: z.coerce.number({ error: idRule }).int(idRule).positive(idRule).max(2 ** 53 - 1, idRule),
});

export interface SourceCollectionRow {
  id: number;
  source: CollectionSourceValue;
  sourceName: string;
  sourceId: number;
  sourceNo: string;
  customerId: number | null;
  customName: string;
  mode: PaymentModeCode;
  modeName: string;
  amount: string;
  collectedAt: string;
  /** When the source was cancelled after the payment (the money is to be given back), else null. */
  cancelledAt: string | null;
  /** What was given back after the cancel, and when (null: nothing yet). */
  refundAmount: string | null;
  refundedAt: string | null;
  /** Finance's 对账: when and by whom (null: not reconciled). */
  reconciledAt: string | null;
  reconciledByName: string;
  /** What finance may do with it now (对账 / 取消对账), by `sourceCollectionMachine`. */
  operations: ('reconcile' | 'reopen')[];
}

/** A source's collection as the source shows it (a mall order's detail): whether finance reconciled it. */
export interface SourceCollectionState {
  reconciledAt: string | null;
}

/** Refusals of 对账 and its reopening. */
export const SourceCollectionErrors = {
  notFound: '收款记录不存在',
  refundPending: '来源已取消且未登记退款，不能对账',
  alreadyReconciled: '该收款已对账',
  notReconciled: '该收款未对账',
} as const;

/** The page, how many match and their amount (cancelled ones left out of the amount). */
export interface SourceCollectionPage {
  rows: SourceCollectionRow[];
  total: number;
  amount: string;
}

export const modeNameOf = (mode: number) => PAYMENT_MODE_NAMES[mode as PaymentModeCode] ?? '';

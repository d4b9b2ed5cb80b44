import {
  COLLECTION_SOURCE_NAMES,
  SourceCollectionErrors as E,
  modeNameOf,
  type CollectionSourceValue,
  type SourceCollectionPage,
  type SourceCollectionQuery,
} from '@domain/finance/source-collections';
import type { PaymentModeCode } from '@domain/finance/finance.constants';
import { sourceCollectionMachine, SourceReconcileOp, type ReconcilableCollection } from '@domain/finance/source-collection.machine';
import type { RoleType } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { enforce, notFound } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import { customerNamesWithDeleted } from '../customers/customers.public';
import { userNames } from '../users/users.public';
import { day } from './reconcile.service';
import { findSourceCollection, setSourceReconciled, sourceCollectionsPage, sourceCollectionsTotal, type SourceCollectionWhere } from './source-collections.queries';

const subject = (r: { reconciledAt: Date | null; cancelledAt: Date | null; refundedAt: Date | null }): ReconcilableCollection => ({
  reconciled: r.reconciledAt !== null,
  cancelled: r.cancelledAt !== null,
  refunded: r.refundedAt !== null,
});

const whereOf = (q: SourceCollectionQuery): SourceCollectionWhere => ({
  source: q.source,
  from: q.collectedStart ? day(q.collectedStart) : undefined,
  until: q.collectedEnd ? day(q.collectedEnd, true) : undefined,
  sourceNo: q.sourceNo,
});

/** Collections of other sources (a mall order's payment), listed for finance to reconcile beside the orders'. */
export class SourceCollectionsService {
  constructor(private readonly db: Database) {}

  list(enterpriseId: number, role: RoleType, query: SourceCollectionQuery): Promise<SourceCollectionPage> {
    return this.db.tenantRead(enterpriseId, async (tx) => {
      const where = whereOf(query);
      const rows = await sourceCollectionsPage(tx, enterpriseId, where, query);
      const { total, amount } = await sourceCollectionsTotal(tx, enterpriseId, where);
      const customerIds = [...new Set(rows.flatMap((r) => (r.customerId ? [r.customerId] : [])))];
      const names = await customerNamesWithDeleted(tx, enterpriseId, customerIds);
      const reconcilers = new Map((await userNames(tx, enterpriseId, [...new Set(rows.flatMap((r) => (r.reconciledBy ? [r.reconciledBy] : [])))])).map((u) => [u.id, u.name]));
      return {
        total,
        amount,
        rows: rows.map((r) => ({
          id: r.id,
          source: r.source as CollectionSourceValue,
          sourceName: COLLECTION_SOURCE_NAMES[r.source as CollectionSourceValue] ?? '',
          sourceId: r.sourceId,
          sourceNo: r.sourceNo,
          customerId: r.customerId,
          customName: r.customerId ? (names.get(r.customerId)?.name ?? '') : '',
          mode: r.mode as PaymentModeCode,
          modeName: modeNameOf(r.mode),
          amount: r.amount,
          collectedAt: r.collectedAt.toISOString(),
          cancelledAt: r.cancelledAt?.toISOString() ?? null,
          refundAmount: r.refundAmount,
          refundedAt: r.refundedAt?.toISOString() ?? null,
          reconciledAt: r.reconciledAt?.toISOString() ?? null,
          reconciledByName: r.reconciledBy ? (reconcilers.get(r.reconciledBy) ?? '') : '',
          operations: sourceCollectionMachine.allowedOperations(subject(r), { role }),
        })),
      };
    });
  }

  /**
   * 对账 of one collection (`reconciled`), or its reopening: as the orders' reconciliation, a state finance
   * sets and can take back. A source cancelled after payment is reconciled once its refund is recorded.
   */
  reconcile(actor: { enterpriseId: number; userId: number; role: RoleType }, id: number, reconciled: boolean): Promise<void> {
    const { enterpriseId, userId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const row = await findSourceCollection(tx, enterpriseId, id);
      if (!row) throw notFound(E.notFound);
      enforce(sourceCollectionMachine.decide(subject(row), actor, reconciled ? SourceReconcileOp.reconcile : SourceReconcileOp.reopen));
      await setSourceReconciled(tx, enterpriseId, id, reconciled ? userId : null);
      const summary = `${reconciled ? '对账' : '取消对账'}：${COLLECTION_SOURCE_NAMES[row.source as CollectionSourceValue] ?? ''} ${row.sourceNo} ¥${row.amount}`;
      await recordOperation(tx, { enterpriseId, userId, module: 'finance', action: reconciled ? 'collection.reconcile' : 'collection.reopen', targetId: id, summary });
    });
  }
}

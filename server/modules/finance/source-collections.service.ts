import { COLLECTION_SOURCE_NAMES, modeNameOf, type CollectionSourceValue, type SourceCollectionPage, type SourceCollectionQuery } from '@domain/finance/source-collections';
import type { PaymentModeCode } from '@domain/finance/finance.constants';
import type { Database } from '../../db/database';
import { customerNamesWithDeleted } from '../customers/customers.public';
import { day } from './reconcile.service';
import { sourceCollectionsPage, sourceCollectionsTotal, type SourceCollectionWhere } from './source-collections.queries';

const whereOf = (q: SourceCollectionQuery): SourceCollectionWhere => ({
  source: q.source,
  from: q.collectedStart ? day(q.collectedStart) : undefined,
  until: q.collectedEnd ? day(q.collectedEnd, true) : undefined,
  sourceNo: q.sourceNo,
});

/** Collections of other sources (a mall order's payment), listed for finance to reconcile beside the orders'. */
export class SourceCollectionsService {
  constructor(private readonly db: Database) {}

  list(enterpriseId: number, query: SourceCollectionQuery): Promise<SourceCollectionPage> {
    return this.db.tenantRead(enterpriseId, async (tx) => {
      const where = whereOf(query);
      const rows = await sourceCollectionsPage(tx, enterpriseId, where, query);
      const { total, amount } = await sourceCollectionsTotal(tx, enterpriseId, where);
      const customerIds = [...new Set(rows.flatMap((r) => (r.customerId ? [r.customerId] : [])))];
      const names = await customerNamesWithDeleted(tx, enterpriseId, customerIds);
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
        })),
      };
    });
  }
}

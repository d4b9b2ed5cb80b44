import type { OrderRow } from '@domain/orders/orders.types';
import type { OrderQueryParams } from './orders.api';

/** Chosen orders with the version the user saw of each, so a batch call refuses one changed meanwhile (409). */
export interface OrderBatch {
  ids: number[];
  /** Left out when a chosen order is not among the rows shown (the server then does not compare). */
  versions?: number[];
}

/** What the page's own buttons get: the chosen orders, the query in force, and how to clear the choice. */
export interface OrderListContext {
  selected: number[];
  chosen: OrderBatch;
  clearSelection: () => void;
  /** The list's filters as query parameters (without paging), e.g. for an export. */
  query: OrderQueryParams;
  total: number;
}

/** The chosen rows as a batch, with their versions when every one is among the rows shown. */
export function batchOf(ids: number[], rows: readonly OrderRow[]): OrderBatch {
  const seen = new Map(rows.map((row) => [row.id, row.version]));
  const versions = ids.map((id) => seen.get(id));
  return versions.every((v) => v !== undefined) ? { ids, versions: versions as number[] } : { ids };
}

import type { z } from 'zod';
import type { Tx } from '../../db/database';

export type CellValue = string | number | null;

export interface ExportColumn<R> {
  header: string;
  /** Excel column width in characters. */
  width?: number;
  value(row: R): CellValue;
}

/**
 * Something the download centre can export. Rows are read in pages ordered by id (keyset), each
 * page in its own tenant transaction, so a large export neither holds a transaction open nor
 * skips or repeats rows when others are added meanwhile.
 */
export interface ExportSource<F = unknown, R extends { id: number } = { id: number }> {
  /** Chinese name, the start of the download item's name. */
  name: string;
  /** Checks the filter stored in a job's payload. */
  filterSchema: z.ZodType<F>;
  columns: ExportColumn<R>[];
  count(tx: Tx, enterpriseId: number, filter: F): Promise<number>;
  page(tx: Tx, enterpriseId: number, filter: F, page: { afterId: number; limit: number }): Promise<R[]>;
}

/** Keeps the source's own filter and row types inside, so sources of any shape fit one registry. */
export function defineExportSource<F, R extends { id: number }>(source: ExportSource<F, R>): ExportSource {
  return source as unknown as ExportSource;
}

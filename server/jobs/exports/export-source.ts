import type { z } from 'zod';
import { plainHeader, type ImportColumn } from '@domain/downloads/imports';
import type { SheetKind } from '@domain/downloads/sheet-cells';
import type { Tx } from '../../db/database';
import type { CellValue } from '../typed-cells';

export interface ExportColumn<R> {
  header: string;
  /** Excel column width in characters. */
  width?: number;
  /** What the cells hold (text unless told): dates and times are written as date cells. */
  kind?: SheetKind;
  value(row: R): CellValue;
}

/**
 * The columns of a list's import, in the template's order and with its headers, for the export of
 * the same list: a user can edit the exported file and import it again without losing a value.
 */
export function importColumns<R, K extends string>(
  columns: readonly (ImportColumn & { key: K })[],
  values: Record<K, (row: R) => CellValue>,
): ExportColumn<R>[] {
  return columns.map((c) => ({ header: plainHeader(c.header), width: 18, kind: c.kind, value: values[c.key] }));
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
  /** The columns of one export when they depend on its filter (a chart's name column is the dimension chosen); else `columns`. */
  columnsFor?(filter: F): ExportColumn<R>[];
  count(tx: Tx, enterpriseId: number, filter: F): Promise<number>;
  page(tx: Tx, enterpriseId: number, filter: F, page: { afterId: number; limit: number }): Promise<R[]>;
  /** A last row after all the pages, in the same columns (a 合计 row); none when it answers undefined. */
  footer?(tx: Tx, enterpriseId: number, filter: F): Promise<R | undefined>;
}

/** Keeps the source's own filter and row types inside, so sources of any shape fit one registry. */
export function defineExportSource<F, R extends { id: number }>(source: ExportSource<F, R>): ExportSource {
  return source as unknown as ExportSource;
}

import type { ImportColumn } from '@domain/downloads/imports';
import type { Tx } from '../../db/database';

/** One non-empty data row: its number in the sheet and its cells by column key. */
export interface SheetRow {
  row: number;
  values: Record<string, string>;
}

/** A refused row: its number, its cells (the result file repeats the identifying ones) and the reason. */
export interface RowProblem {
  row: number;
  values: Record<string, string>;
  message: string;
}

/** A row that passed the file checks, with the input it is stored from. */
export interface GoodRow<I> extends SheetRow {
  input: I;
}

/**
 * Something the download centre can import from a spreadsheet. Rows are checked on their own and
 * against the file first (`check`, with whatever `lookups` loaded), then stored in chunks, each in
 * its own tenant transaction (`store` refuses the rows the database does not take).
 */
export interface ImportSource<I = unknown, L = unknown> {
  /** Chinese name of the records: '客户' gives the download item 客户导入结果 and the sheet 客户导入. */
  name: string;
  columns: readonly ImportColumn[];
  /** The template's example row. */
  example: readonly string[];
  /** Keys of the columns the result file repeats for each refused row. */
  labels: readonly string[];
  lookups(tx: Tx, enterpriseId: number): Promise<L>;
  check(rows: SheetRow[], lookups: L): { good: GoodRow<I>[]; bad: RowProblem[] };
  store(tx: Tx, enterpriseId: number, userId: number, chunk: GoodRow<I>[]): Promise<RowProblem[]>;
}

/** Keeps the source's own input and lookup types inside, so sources of any shape fit one registry. */
export function defineImportSource<I, L>(source: ImportSource<I, L>): ImportSource {
  return source as unknown as ImportSource;
}

/** Collects the checks of one file: refused rows with their reason, and the rest with their input. */
export function rowChecker<I>() {
  const good: GoodRow<I>[] = [];
  const bad: RowProblem[] = [];
  return {
    good,
    bad,
    refuse: (row: SheetRow, message: string) => bad.push({ row: row.row, values: row.values, message }),
    keep: (row: SheetRow, input: I) => good.push({ ...row, input }),
  };
}

/** The operation-log line of one stored chunk: how many and the first few names (an import is one action, not thousands). */
export const importSummary = (noun: string, unit: string, names: string[]) =>
  `导入${noun}：${names.length}${unit}（${names.slice(0, 5).join('、')}${names.length > 5 ? '等' : ''}）`;

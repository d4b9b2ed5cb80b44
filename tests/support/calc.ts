import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';

const run = promisify(execFile);

/**
 * CSV as Calc writes it: comma, double quote, UTF-8, from line 1; token 7 quotes every text cell (so a
 * date or number Calc holds as text shows up quoted) and token 9 writes each cell as Calc shows it.
 */
const CSV_AS_SHOWN = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,true,,true';

/** Calc's import of a UTF-8 CSV: comma, double quote, UTF-8, from line 1, quoted fields as text, special numbers detected. */
const CSV_INPUT = 'Text - txt - csv (StarCalc):44,34,76,1,,0,false,true';

/** A cell as a Calc user sees it: the text shown, and whether Calc holds it as text rather than a number or date. */
export interface CalcCell {
  shown: string;
  isText: boolean;
}

/**
 * Opens the files in LibreOffice Calc (one headless start for all) and saves each into `outDir` as
 * `csv` (first sheet, as shown) or `xlsx`, under the same base name. A private profile keeps
 * parallel runs from sharing one Calc instance. CSV input is read as a user opens a UTF-8 file in
 * Calc's import dialog (UTF-8, comma, special numbers such as dates detected); that import filter
 * would refuse xlsx files, so CSV files are converted in a call of their own.
 */
export async function convertInCalc(files: string[], target: 'csv' | 'xlsx', outDir: string, options: { csvInput?: boolean } = {}): Promise<void> {
  const args = [
    '--headless',
    '--norestore',
    ...(options.csvInput ? [`--infilter=${CSV_INPUT}`] : []),
    '--convert-to',
    target === 'csv' ? CSV_AS_SHOWN : 'xlsx',
    '--outdir',
    outDir,
    ...files,
  ];
  try {
    await convertWithNewProfile(args);
  } catch (error) {
    // Calc itself aborted once while starting on a fresh profile on a freshly set-up machine ("Fatal exception:
    // Signal 6" from its start-up, ImplSVMain): a crash of the tool is started again once; a file Calc reads
    // wrongly, or a second crash, still fails the test.
    if (!String((error as { stderr?: string }).stderr).includes('Fatal exception')) throw error;
    await convertWithNewProfile(args);
  }
}

async function convertWithNewProfile(args: string[]): Promise<void> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'calc-profile-'));
  try {
    await run('soffice', [`-env:UserInstallation=${pathToFileURL(profile).href}`, ...args], { timeout: 120_000 });
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

/** The cells of a CSV written by convertInCalc, row by row. */
export async function calcCells(csvFile: string): Promise<CalcCell[][]> {
  return parse(await readFile(csvFile, 'utf8'), {
    relax_column_count: true,
    cast: (value: string, context: { quoting: boolean }): CalcCell => ({ shown: value, isText: context.quoting }),
  }) as unknown as CalcCell[][];
}

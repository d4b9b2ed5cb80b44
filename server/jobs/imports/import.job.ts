import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { ProcessState } from '@domain/downloads/downloads.constants';
import { ImportTexts, plainHeader } from '@domain/downloads/imports';
import type { Database } from '../../db/database';
import { downloads } from '../../db/schema';
import type { FileStore } from '../../lib/storage/file-store';
import { putFromTempFile, readViaTempFile } from '../../lib/storage/temp-file';
import type { Job } from '../job-queue';
import type { JobHandler } from '../worker';
import { ImportRefused, readImportSheet } from './import-sheet';
import type { ImportSource, RowProblem } from './import-source';
import { importSource } from './import-sources';

export const IMPORT_JOB = 'sheet-import';
const CHUNK = 1000;

export interface ImportPayload {
  source: string;
  downloadId: number;
  userId: number;
  /** The uploaded spreadsheet's key in the file store; removed when the import ends. */
  file: string;
}

const unreadable = (): never => {
  throw new ImportRefused(ImportTexts.unreadable);
};

const ownItem = (job: Job<ImportPayload>) => and(eq(downloads.id, job.payload.downloadId), eq(downloads.enterpriseId, job.enterpriseId));

/**
 * Imports a spreadsheet into its source: good rows are stored in chunks of 1000 (one transaction
 * each, progress moving in the download centre), bad rows go to the result file with their row
 * number and reason. A whole-file problem (wrong template) fails the item with that reason.
 */
export function importJobHandler({ db, storage }: { db: Database; storage: FileStore }): JobHandler<ImportPayload> {
  return {
    async run(job, { log }) {
      const { enterpriseId } = job;
      const source = importSource(job.payload.source);
      try {
        await db.tenant(enterpriseId, (tx) => tx.update(downloads).set({ process: 0, processState: ProcessState.running }).where(ownItem(job)));
        // Read from a temporary copy (exceljs wants a path); a file gone from the store reads as unreadable.
        const { rows, refused } = (await readViaTempFile(storage, job.payload.file, (file) => readImportSheet(file, source.columns))) ?? unreadable();
        const lookups = await db.tenant(enterpriseId, (tx) => source.lookups(tx, enterpriseId));
        const { good, bad } = source.check(rows, lookups);
        bad.push(...refused);
        let stored = 0;
        for (let start = 0; start < good.length; start += CHUNK) {
          const chunk = good.slice(start, start + CHUNK);
          const refused = await db.tenant(enterpriseId, async (tx) => {
            await tx.update(downloads).set({ process: Math.min(99, Math.floor((start * 100) / good.length)) }).where(ownItem(job));
            return source.store(tx, enterpriseId, job.payload.userId, chunk);
          });
          bad.push(...refused);
          stored += chunk.length - refused.length;
        }
        const relative = path.posix.join('exports', String(enterpriseId), `${job.payload.downloadId}.xlsx`);
        await putFromTempFile(storage, relative, (file) => writeReport(file, source, stored, bad));
        const [item] = await db.tenant(enterpriseId, (tx) => tx.select({ name: downloads.name }).from(downloads).where(ownItem(job)));
        await db.tenant(enterpriseId, (tx) =>
          tx
            .update(downloads)
            .set({ processState: ProcessState.done, process: 100, filePath: relative, name: `${item?.name ?? ''}${ImportTexts.resultName(stored, bad.length)}` })
            .where(ownItem(job)),
        );
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
        // The user reads the reason; an unreadable file's underlying error goes to the log.
        if (error.cause) log.warn({ err: error.cause, file: job.payload.file }, 'import file unreadable');
        await db.tenant(enterpriseId, (tx) => tx.update(downloads).set({ processState: ProcessState.failed, error: error.message }).where(ownItem(job)));
      }
      // A sheet left behind is harmless; failing here would run the whole import again.
      await storage.remove(job.payload.file).catch(() => undefined);
    },

    async onFailed(job) {
      await storage.remove(job.payload.file).catch(() => undefined); // the item shows the failure all the same
      await db.tenant(job.enterpriseId, (tx) =>
        tx.update(downloads).set({ processState: ProcessState.failed, error: DownloadTexts.retryLater }).where(ownItem(job)),
      );
    },
  };
}

/** 行号, the source's identifying columns and 失败原因 for each refused row, then the totals. */
async function writeReport(file: string, source: ImportSource, stored: number, problems: RowProblem[]) {
  const labels = source.labels.map((key) => source.columns.find((c) => c.key === key)!);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入结果');
  sheet.columns = [{ header: '行号', width: 8 }, ...labels.map((c) => ({ header: plainHeader(c.header), width: 20 })), { header: '失败原因', width: 40 }];
  for (const p of [...problems].sort((a, b) => a.row - b.row)) sheet.addRow([p.row, ...labels.map((c) => p.values[c.key] ?? ''), p.message]);
  sheet.addRow([]);
  sheet.addRow([`成功${stored}条，失败${problems.length}条`]);
  await book.xlsx.writeFile(file);
}

import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { ExportFormat, ProcessState, type DownloadFormatType, type ExportFormatType } from '@domain/downloads/downloads.constants';
import type { Database, Tx } from '../../db/database';
import { downloads } from '../../db/schema';
import type { FileStore } from '../../lib/storage/file-store';
import { putFromTempFile } from '../../lib/storage/temp-file';
import type { Job } from '../job-queue';
import type { JobContext, JobHandler } from '../worker';
import type { ExportSource } from './export-source';
import { findExportSource } from './export-sources';
import { openSheetWriter, type SheetWriter } from './sheet-writer';

export const EXPORT_JOB = 'export';
const PAGE_SIZE = 1000;

export interface ExportPayload {
  downloadId: number;
  source: string;
  format: ExportFormatType;
  filter: unknown;
}

/** An export's key in the file store (stored in downloads.file_path). */
export function exportFilePath(enterpriseId: number, downloadId: number, format: DownloadFormatType): string {
  return path.posix.join('exports', String(enterpriseId), `${downloadId}.${format}`);
}

/** The owner deleted the download item while its export ran: stop and leave nothing behind. */
export class DownloadGone extends Error {}

/** The job of one download item (a sheet export here, an order PDF in the orders module). */
type ItemJob = Job<{ downloadId: number }>;

interface ExportDeps {
  db: Database;
  storage: FileStore;
  /** The sources by key; default the registered ones. */
  sources?: Record<string, ExportSource>;
}

/**
 * Writes a download item's file page by page, moving its progress after every page; a retry
 * starts the file afresh. The item is marked failed only when the job is given up.
 */
export function exportJobHandler({ db, storage, sources }: ExportDeps): JobHandler<ExportPayload> {
  return {
    async run(job, context) {
      const { enterpriseId } = job;
      const { downloadId, format } = job.payload;
      const source = sources ? sources[job.payload.source] : findExportSource(job.payload.source);
      if (!source) throw new Error(`unknown export source ${job.payload.source}`);
      if (!Object.values(ExportFormat).includes(format)) throw new Error(`unknown export format ${format}`);
      const filter = source.filterSchema.parse(job.payload.filter);
      const columns = source.columnsFor?.(filter) ?? source.columns;
      const relative = exportFilePath(enterpriseId, downloadId, format);
      try {
        const total = await db.tenant(enterpriseId, async (tx) => {
          await setProgress(tx, job, 0);
          return source.count(tx, enterpriseId, filter);
        });
        // Written to a temporary file (exceljs wants a path), then stored whole.
        await putFromTempFile(storage, relative, async (file) => {
          const writer = await openSheetWriter(format, file, source.name, columns);
          await writeRows(db, job, { ...source, columns }, filter, total, writer, context).catch(async (error: unknown) => {
            await writer.close().catch(() => undefined);
            throw error;
          });
          await writer.close();
        });
        await db.tenant(enterpriseId, (tx) => finish(tx, job, relative));
      } catch (error) {
        await storage.remove(relative);
        if (error instanceof DownloadGone) return;
        throw error;
      }
    },

    onFailed: (job) => markFailed(db, job),
  };
}

/** The job was given up: its item shows the failure. */
export async function markFailed(db: Database, job: ItemJob): Promise<void> {
  await db.tenant(job.enterpriseId, (tx) =>
    tx
      .update(downloads)
      .set({ processState: ProcessState.failed, error: DownloadTexts.retryLater })
      .where(ownItem(job)),
  );
}

async function writeRows(
  db: Database,
  job: Job<ExportPayload>,
  source: ExportSource,
  filter: unknown,
  total: number,
  writer: SheetWriter,
  { signal }: JobContext,
) {
  let afterId = 0;
  let written = 0;
  for (;;) {
    signal.throwIfAborted();
    // The page is read in the same short transaction that records the progress so far.
    const rows = await db.tenant(job.enterpriseId, async (tx) => {
      if (written > 0) await setProgress(tx, job, Math.min(99, Math.floor((written * 100) / Math.max(total, 1))));
      return source.page(tx, job.enterpriseId, filter, { afterId, limit: PAGE_SIZE });
    });
    for (const row of rows) await writer.addRow(source.columns.map((c) => c.value(row)));
    written += rows.length;
    if (rows.length < PAGE_SIZE) break;
    afterId = rows[rows.length - 1].id;
  }
  const footer = source.footer && (await db.tenant(job.enterpriseId, (tx) => source.footer!(tx, job.enterpriseId, filter)));
  if (footer) await writer.addRow(source.columns.map((c) => c.value(footer)));
}

function ownItem(job: ItemJob) {
  return and(eq(downloads.id, job.payload.downloadId), eq(downloads.enterpriseId, job.enterpriseId));
}

export async function setProgress(tx: Tx, job: ItemJob, process: number) {
  const rows = await tx
    .update(downloads)
    .set({ process, processState: ProcessState.running, error: null })
    .where(ownItem(job))
    .returning({ id: downloads.id });
  if (rows.length === 0) throw new DownloadGone();
}

export async function finish(tx: Tx, job: ItemJob, filePath: string) {
  const rows = await tx
    .update(downloads)
    .set({ processState: ProcessState.done, process: 100, filePath })
    .where(ownItem(job))
    .returning({ id: downloads.id });
  if (rows.length === 0) throw new DownloadGone();
}

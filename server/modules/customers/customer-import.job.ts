import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ImportTexts } from '@domain/customers/customer-import';
import type { AddCustomerInput } from '@domain/customers/customers.schemas';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { ProcessState } from '@domain/downloads/downloads.schemas';
import { TagCode } from '@domain/settings/tags';
import type { Database, Tx } from '../../db/database';
import { customerAddresses, customerContacts, customers, customerTagLinks, downloads, epTags, serviceGroups, users } from '../../db/schema';
import type { Job } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/worker';
import { checkImportRows, ImportRefused, readImportSheet, type ImportLookups, type RowProblem } from './customer-import.rows';
import { lockCustomers, logCustomerChange } from './customer-refs';

export const CUSTOMER_IMPORT_JOB = 'customer-import';
const CHUNK = 1000;

export interface ImportPayload {
  downloadId: number;
  userId: number;
  /** The uploaded spreadsheet, relative to the data folder; removed when the import ends. */
  file: string;
}

const ownItem = (job: Job<ImportPayload>) => and(eq(downloads.id, job.payload.downloadId), eq(downloads.enterpriseId, job.enterpriseId));

/**
 * Imports customers from a spreadsheet: good rows are stored in chunks of 1000 (one transaction
 * each, progress moving in the download centre), bad rows go to the result file with their row
 * number and reason. A whole-file problem (wrong template) fails the item with that reason.
 */
export function customerImportJobHandler({ db, dataDir }: { db: Database; dataDir: string }): JobHandler<ImportPayload> {
  const progress = (job: Job<ImportPayload>, process: number) =>
    db.tenant(job.enterpriseId, (tx) => tx.update(downloads).set({ process, processState: ProcessState.running }).where(ownItem(job)));

  return {
    async run(job) {
      const { enterpriseId } = job;
      const source = path.join(dataDir, job.payload.file);
      try {
        await progress(job, 0);
        const rows = await readImportSheet(source);
        const lookups = await db.tenant(enterpriseId, (tx) => loadLookups(tx, enterpriseId));
        const { good, bad } = checkImportRows(rows, lookups);
        let stored = 0;
        for (let start = 0; start < good.length; start += CHUNK) {
          const chunk = good.slice(start, start + CHUNK);
          const refused = await db.tenant(enterpriseId, async (tx) => {
            await tx.update(downloads).set({ process: Math.min(99, Math.floor((start * 100) / good.length)) }).where(ownItem(job));
            return storeChunk(tx, enterpriseId, job.payload.userId, chunk);
          });
          bad.push(...refused);
          stored += chunk.length - refused.length;
        }
        const relative = path.join('exports', String(enterpriseId), `${job.payload.downloadId}.xlsx`);
        await writeReport(path.join(dataDir, relative), stored, bad);
        const [item] = await db.tenant(enterpriseId, (tx) => tx.select({ name: downloads.name }).from(downloads).where(ownItem(job)));
        await db.tenant(enterpriseId, (tx) =>
          tx
            .update(downloads)
            .set({ processState: ProcessState.done, process: 100, filePath: relative, name: `${item?.name ?? ''}${ImportTexts.resultName(stored, bad.length)}` })
            .where(ownItem(job)),
        );
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
        await db.tenant(enterpriseId, (tx) => tx.update(downloads).set({ processState: ProcessState.failed, error: error.message }).where(ownItem(job)));
      }
      await rm(source, { force: true });
    },

    async onFailed(job) {
      await rm(path.join(dataDir, job.payload.file), { force: true });
      await db.tenant(job.enterpriseId, (tx) =>
        tx.update(downloads).set({ processState: ProcessState.failed, error: DownloadTexts.retryLater }).where(ownItem(job)),
      );
    },
  };
}

async function loadLookups(tx: Tx, enterpriseId: number): Promise<ImportLookups> {
  // One connection per transaction: the lookups run one after another.
  const people = await tx.select({ id: users.id, key: users.phone }).from(users).where(and(eq(users.enterpriseId, enterpriseId), isNull(users.deletedAt)));
  const groups = await tx.select({ id: serviceGroups.id, key: serviceGroups.name }).from(serviceGroups).where(eq(serviceGroups.enterpriseId, enterpriseId));
  const tags = await tx
    .select({ id: epTags.id, key: epTags.name })
    .from(epTags)
    .where(and(eq(epTags.enterpriseId, enterpriseId), eq(epTags.code, TagCode.customer)));
  const map = (rows: { id: number; key: string }[]) => new Map(rows.map((r) => [r.key, r.id]));
  return { users: map(people), groups: map(groups), tags: map(tags) };
}

/**
 * Stores a chunk in one statement per table. The phone check is the insert itself (ON CONFLICT on
 * the live-phone unique index): a `phone IN (…1000 phones)` lookup would be planned on the trigram
 * index and take seconds.
 */
async function storeChunk(tx: Tx, enterpriseId: number, userId: number, chunk: { row: number; input: AddCustomerInput }[]): Promise<RowProblem[]> {
  await lockCustomers(tx, enterpriseId);
  const inserted = await tx
    .insert(customers)
    .values(
      chunk.map(({ input: c }) => ({
        enterpriseId,
        name: c.name,
        phone: c.phone,
        businessUserId: c.businessUserId ?? null,
        serviceGroupId: c.serviceGroupId ?? null,
        createdBy: userId,
      })),
    )
    .onConflictDoNothing({ target: [customers.enterpriseId, customers.phone], where: sql`deleted_at is null` })
    .returning({ id: customers.id, phone: customers.phone });
  const idOf = new Map(inserted.map((r) => [r.phone, r.id]));
  const fresh = chunk.filter((c) => idOf.has(c.input.phone)).map((c) => c.input);
  if (fresh.length > 0) {
    await tx.insert(customerContacts).values(fresh.flatMap((c) => c.contacts.map((x) => ({ enterpriseId, customerId: idOf.get(c.phone)!, ...x }))));
    const addresses = fresh.flatMap((c) => c.addresses.map((a) => ({ enterpriseId, customerId: idOf.get(c.phone)!, ...a })));
    if (addresses.length > 0) await tx.insert(customerAddresses).values(addresses);
    const tags = fresh.flatMap((c) => c.tagIds.map((tagId) => ({ enterpriseId, customerId: idOf.get(c.phone)!, tagId })));
    if (tags.length > 0) await tx.insert(customerTagLinks).values(tags);
    // The customers' history starts with their import (one statement for the chunk).
    await logCustomerChange(tx, { enterpriseId, userId }, fresh.map((c) => ({ action: 'customer.import', customerId: idOf.get(c.phone)!, summary: `导入客户：${c.name}` })));
  }
  return chunk
    .filter((c) => !idOf.has(c.input.phone))
    .map((c) => ({ row: c.row, name: c.input.name, phone: c.input.phone, message: ImportTexts.phoneExists }));
}

async function writeReport(file: string, stored: number, problems: RowProblem[]) {
  await mkdir(path.dirname(file), { recursive: true });
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入结果');
  sheet.columns = [
    { header: '行号', width: 8 },
    { header: '客户名称', width: 24 },
    { header: '客户电话', width: 16 },
    { header: '失败原因', width: 40 },
  ];
  for (const p of [...problems].sort((a, b) => a.row - b.row)) sheet.addRow([p.row, p.name, p.phone, p.message]);
  sheet.addRow([]);
  sheet.addRow([`成功${stored}条，失败${problems.length}条`]);
  await book.xlsx.writeFile(file);
}

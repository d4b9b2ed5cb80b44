import { Messages } from '@domain/common/messages';
import { fillPath } from '@domain/common/path-params';
import { DOWNLOAD_LIST_LIMIT, DownloadTexts } from '@domain/downloads/downloads.constants';
import { DownloadPaths } from '@domain/downloads/downloads.paths';
import { ProcessState, type DownloadFormatType, type DownloadItem, type ProcessStateType } from '@domain/downloads/downloads.constants';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { FileStore } from '../../lib/storage/file-store';
import * as q from './downloads.queries';
import type { Owner } from './downloads.queries';

export type { Owner } from './downloads.queries';

export const fileUrl = (id: number) => `/api${fillPath(DownloadPaths.file, { id })}`;

const CONTENT_TYPES: Record<DownloadFormatType, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** The download centre: the owner's items, their files, and the record of a download. */
export class DownloadsService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStore,
  ) {}

  async list(owner: Owner): Promise<DownloadItem[]> {
    const rows = await this.db.tenant(owner.enterpriseId, (tx) => q.listDownloads(tx, owner, DOWNLOAD_LIST_LIMIT));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      create_time: row.createdAt.toISOString(),
      process_state: row.processState as ProcessStateType,
      process: row.process,
      file_download_url: row.processState === ProcessState.done ? fileUrl(row.id) : null,
      format: row.format,
      error: row.error,
    }));
  }

  /** Deletes all of the given items or, when any is not the owner's, none of them; then their files. */
  async remove(owner: Owner, ids: number[]): Promise<void> {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    const unique = [...new Set(ids)];
    const removed = await this.db.tenant(owner.enterpriseId, async (tx) => {
      const rows = await q.deleteDownloads(tx, owner, unique);
      // Throwing rolls the deletion back.
      if (rows.length !== unique.length) throw notFound();
      return rows;
    });
    await Promise.all(removed.map((r) => (r.filePath ? this.storage.remove(r.filePath) : undefined)));
  }

  async markDownloaded(owner: Owner, id: number): Promise<void> {
    if (!(await this.db.tenant(owner.enterpriseId, (tx) => q.markDownloaded(tx, owner, id)))) throw notFound();
  }

  /** The finished file of an item, as a stream. */
  async file(owner: Owner, id: number) {
    const row = await this.db.tenant(owner.enterpriseId, (tx) => q.findDownload(tx, owner, id));
    if (!row) throw notFound();
    if (row.processState !== ProcessState.done || !row.filePath) throw conflict(DownloadTexts.notReady);
    const body = await this.storage.get(row.filePath);
    if (!body) throw notFound(DownloadTexts.fileMissing);
    return {
      body,
      fileName: `${row.name}.${row.format}`,
      contentType: CONTENT_TYPES[row.format],
    };
  }
}

import { exportName } from '@domain/downloads/business-time';
import { Messages } from '@domain/common/messages';
import type { ExportFormatType } from '@domain/downloads/downloads.constants';
import type { Database } from '../../db/database';
import { EXPORT_JOB, type ExportPayload } from '../../jobs/exports/export.job';
import { exportSource } from '../../jobs/exports/export-sources';
import { badRequest } from '../../lib/app-error';
import type { Jobs } from '../../plugins/jobs';
import { insertDownload, type Owner } from './downloads.queries';

export interface StartExport {
  /** The key its module registered the list under (server/jobs/exports/export-sources.ts). */
  source: string;
  format: ExportFormatType;
  filter: unknown;
}

/** Starts an export: refuses an empty one, else adds the download item and its job together. */
export class ExportService {
  constructor(
    private readonly db: Database,
    private readonly jobs: Jobs,
  ) {}

  async start(owner: Owner, { source, format, filter }: StartExport): Promise<{ id: number }> {
    const list = exportSource(source);
    const parsed = list.filterSchema.parse(filter);
    return this.db.tenant(owner.enterpriseId, async (tx) => {
      if ((await list.count(tx, owner.enterpriseId, parsed)) === 0) throw badRequest(Messages.exportEmpty);
      const id = await insertDownload(tx, owner, { name: exportName(list.name, new Date()), format });
      const payload: ExportPayload = { downloadId: id, source, format, filter: parsed };
      await this.jobs.enqueue(tx, { enterpriseId: owner.enterpriseId, kind: EXPORT_JOB, payload });
      return { id };
    });
  }
}

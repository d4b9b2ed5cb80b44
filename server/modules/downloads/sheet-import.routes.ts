import { randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { exportName } from '@domain/downloads/business-time';
import { IMPORT_FILE_TYPES, IMPORT_MAX_BYTES, ImportTexts, type ImportFileType } from '@domain/downloads/imports';
import type { RoleType } from '@domain/shell/roles';
import { IMPORT_JOB, type ImportPayload } from '../../jobs/imports/import.job';
import { importTemplate } from '../../jobs/imports/import-sheet';
import { importSource } from '../../jobs/imports/import-sources';
import { badRequest } from '../../lib/app-error';
import { caller } from '../../plugins/auth';
import { insertDownload } from './downloads.queries';

interface ReceivedFile {
  name: string;
  bytes: Buffer;
}

export interface SheetImportOptions {
  /** The key its module registered the list under (server/jobs/imports/import-sources.ts). */
  source: string;
  /** POST: the spreadsheet as multipart field `file`; answers the download item that will hold the result. */
  importPath: string;
  /** GET: the template with its header and an example row. */
  templatePath: string;
  /** File name of the template (ASCII; the Chinese name goes in filename*). */
  templateFile: string;
  /** Who may import. */
  roles: readonly RoleType[];
}

/**
 * The import of one list through the download centre: the template, and the upload that stores the
 * file and queues the import job. Call it inside the list's own route plugin (multipart is
 * registered once per plugin).
 */
export async function sheetImportRoutes(app: FastifyInstance, options: SheetImportOptions) {
  const source = importSource(options.source);
  if (!app.hasContentTypeParser('multipart/form-data'))
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
      async onFile(part: MultipartFile) {
        try {
          part.value = { name: part.filename, bytes: await part.toBuffer() } satisfies ReceivedFile;
        } catch (error) {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw badRequest(ImportTexts.tooLarge);
          throw error;
        }
      },
    });

  app.get(options.templatePath, async (_request, reply) => {
    const bytes = await importTemplate(`${source.name}导入`, source.columns, source.example);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${options.templateFile}"; filename*=UTF-8''${encodeURIComponent(`${source.name}导入模板.xlsx`)}`)
      .send(bytes);
  });

  app.post(options.importPath, { config: { roles: options.roles }, bodyLimit: IMPORT_MAX_BYTES + 64 * 1024 }, async (request) => {
    const file = (request.body as { file?: unknown } | undefined)?.file as Partial<ReceivedFile> | undefined;
    if (!file || !Buffer.isBuffer(file.bytes)) throw badRequest(ImportTexts.noFile);
    const type = path.extname(file.name ?? '').slice(1).toLowerCase() as ImportFileType;
    if (!IMPORT_FILE_TYPES.includes(type)) throw badRequest(ImportTexts.notAccepted);
    const { user, enterprise } = caller(request);
    const enterpriseId = enterprise.id;
    const relative = path.posix.join('imports', String(enterpriseId), `${randomUUID()}.${type}`);
    await app.storage.put(relative, file.bytes);
    const data = await app.db.tenant(enterpriseId, async (tx) => {
      const id = await insertDownload(tx, { enterpriseId, userId: user.id }, { name: exportName(`${source.name}导入结果`, new Date()), format: 'xlsx' });
      const payload: ImportPayload = { source: options.source, downloadId: id, userId: user.id, file: relative };
      await app.jobs.enqueue(tx, { enterpriseId, kind: IMPORT_JOB, payload });
      return { id };
    });
    return { success: true, message: ImportTexts.queued, data };
  });
}

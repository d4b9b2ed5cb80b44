import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart, { type MultipartFile } from '@fastify/multipart';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, ImportTexts } from '@domain/customers/customer-import';
import { ExportCustomersSchema } from '@domain/customers/customers.schemas';
import { exportName } from '@domain/downloads/business-time';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { downloads } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { parse } from '../../lib/parse';
import { ExportService } from '../downloads/export.service';
import { CUSTOMER_MANAGERS } from './customer-access';
import { CUSTOMER_IMPORT_JOB, customerImportJobHandler, type ImportPayload } from './customer-import.job';
import { viewerOf } from './customers.routes';

interface ReceivedFile {
  name: string;
  bytes: Buffer;
}

/** Customer spreadsheets through the download centre: export of the list, import with a per-row result. */
export async function customerSheetsRoutes(app: FastifyInstance, options: { dataDir: string }) {
  const exports = new ExportService(app.db, app.jobs);
  app.jobs.register(CUSTOMER_IMPORT_JOB, customerImportJobHandler({ db: app.db, dataDir: options.dataDir }));

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

  app.post('/v2/customer/export', async (request) => {
    const { format, ids, ...filter } = parse(ExportCustomersSchema, request.body);
    if (ids && ids.length === 0) throw badRequest(Messages.nothingSelected);
    const viewer = viewerOf(request);
    const data = await exports.start(
      { enterpriseId: viewer.enterpriseId, userId: viewer.userId },
      { source: 'customers', format, filter: { ...filter, ids, viewer: { userId: viewer.userId, role: viewer.role } } },
    );
    return { success: true, message: DownloadTexts.queued, data };
  });

  app.get('/v2/customer/importTemplate', async (_request, reply) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('客户导入');
    sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c.header, width: 18 }));
    sheet.addRow(['示例客户有限公司', '13800138000', '张经理', '13900139000', '广东省/深圳市/南山区', '科技园1号', '深圳湾科技生态园', '', '', '']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="customers.xlsx"; filename*=UTF-8''${encodeURIComponent('客户导入模板.xlsx')}`)
      .send(bytes);
  });

  app.post('/v2/customer/import', { config: { roles: CUSTOMER_MANAGERS }, bodyLimit: IMPORT_MAX_BYTES + 64 * 1024 }, async (request) => {
    const file = (request.body as { file?: unknown } | undefined)?.file as Partial<ReceivedFile> | undefined;
    if (!file || !Buffer.isBuffer(file.bytes)) throw badRequest(ImportTexts.noFile);
    if (!/\.xlsx$/i.test(file.name ?? '')) throw badRequest(ImportTexts.notXlsx);
    const { enterpriseId, userId } = viewerOf(request);
    const relative = path.join('imports', String(enterpriseId), `${randomUUID()}.xlsx`);
    await mkdir(path.dirname(path.join(options.dataDir, relative)), { recursive: true });
    await writeFile(path.join(options.dataDir, relative), file.bytes);
    const data = await app.db.tenant(enterpriseId, async (tx) => {
      const [item] = await tx
        .insert(downloads)
        .values({ enterpriseId, userId, name: exportName('客户导入结果', new Date()), format: 'xlsx' })
        .returning({ id: downloads.id });
      const payload: ImportPayload = { downloadId: item.id, userId, file: relative };
      await app.jobs.enqueue(tx, { enterpriseId, kind: CUSTOMER_IMPORT_JOB, payload });
      return { id: item.id };
    });
    return { success: true, message: ImportTexts.queued, data };
  });
}

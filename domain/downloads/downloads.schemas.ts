import { z } from 'zod';
import { ExportFormat } from './downloads.constants';

const id = z.coerce.number().int().positive();
const keyword = z.string().trim().max(50, 'keyword 最多50个字').optional();

/** The file type of an export request (xlsx unless told). */
export const ExportFormatSchema = z.enum([ExportFormat.xlsx, ExportFormat.csv], { error: 'format 只能是 xlsx 或 csv' });

export const ExportUsersSchema = z.object({
  format: ExportFormatSchema,
  keyword,
  departmentId: id.optional(),
});
export type ExportUsersInput = z.infer<typeof ExportUsersSchema>;

/** DELETE /fileDownloadCenter/del?ids=1,2 (an empty list is the caller's "nothing selected"). */
export const DeleteDownloadsSchema = z.object({
  ids: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((part) => part.trim()).filter(Boolean) : (value ?? [])),
    z.array(id).max(200, 'ids 最多200个'),
  ),
});

export const DownloadIdSchema = z.object({ id });

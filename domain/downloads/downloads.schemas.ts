import { z } from 'zod';

export const ExportFormat = { xlsx: 'xlsx', csv: 'csv' } as const;
export type ExportFormatType = (typeof ExportFormat)[keyof typeof ExportFormat];
/** What a download item holds: a sheet export, or a PDF (orders). */
export const DownloadFormat = { ...ExportFormat, pdf: 'pdf' } as const;
export type DownloadFormatType = (typeof DownloadFormat)[keyof typeof DownloadFormat];

/** Download item process_state (spec part 2 section 4); 3 is ours: the export failed after its retries. */
export const ProcessState = { running: 1, done: 2, failed: 3 } as const;
export type ProcessStateType = (typeof ProcessState)[keyof typeof ProcessState];

/** GET /fileDownloadCenter/list item (spec part 2 section 3, "Download item"). */
export interface DownloadItem {
  id: number;
  name: string;
  /** 'YYYY-MM-DD HH:mm:ss', business time. */
  create_time: string;
  process_state: ProcessStateType;
  /** Percent, 0..100. */
  process: number;
  /** Null until the file is ready. */
  file_download_url: string | null;
  format: DownloadFormatType;
  error: string | null;
}

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

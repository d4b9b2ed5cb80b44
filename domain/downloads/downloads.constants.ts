/** Download centre figures of the spec (part 1 section 9, part 2 section 9). */
export const DOWNLOAD_POLL_INTERVAL_MS = 1000;
export const DOWNLOAD_POLL_MAX_TIMES = 120;
export const DOWNLOAD_POPOVER_WIDTH = 400;
/** The list shows the newest items only. */
export const DOWNLOAD_LIST_LIMIT = 50;

export const DownloadTexts = {
  title: '下载中心',
  queued: '已加入下载中心',
  empty: '暂无下载任务',
  download: '下载',
  failed: '导出失败',
  retryLater: '导出失败，请稍后重试',
  confirmDelete: '确定删除该下载任务吗？',
  notReady: '文件尚未生成',
  fileMissing: '文件不存在',
  exportExcel: '导出Excel',
  exportCsv: '导出CSV',
  export: '导出',
} as const;

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

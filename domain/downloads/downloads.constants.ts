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

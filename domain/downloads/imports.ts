/** Spreadsheet imports through the download centre (customers, product archive, sales contracts). */

/** A column of an import template; '*' at the end of the header marks a required one. */
export interface ImportColumn {
  key: string;
  header: string;
}

/** Rows one import may hold (the speed target is 10,000 in under 30 s). */
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const ImportTexts = {
  queued: '已加入下载中心，导入完成后可下载导入结果',
  noFile: '请选择要导入的Excel文件',
  notXlsx: '请上传 .xlsx 格式的Excel文件',
  tooLarge: '文件不能超过10MB',
  missingColumn: (header: string) => `模板不正确：缺少列「${header}」`,
  tooManyRows: `一次最多导入${IMPORT_MAX_ROWS}行`,
  unreadable: '无法读取文件，请使用导入模板',
  resultName: (ok: number, failed: number) => `（成功${ok}条，失败${failed}条）`,
} as const;

/** Spreadsheet imports through the download centre (customers, product archive, sales contracts). */
import { DATE_FORMS, type SheetKind } from './sheet-cells';

/** A column of an import template; '*' at the end of the header marks a required one. */
export interface ImportColumn {
  key: string;
  header: string;
  /** How the cells are read and written (text unless told). */
  kind?: SheetKind;
}

/** A header without the '*' that marks a required column (files may carry it or not). */
export const plainHeader = (header: string) => header.replace(/\*$/, '');

/** The files an import reads: Excel workbooks and CSV (UTF-8 with or without BOM, or GB18030). */
export const IMPORT_FILE_TYPES = ['xlsx', 'csv'] as const;
export type ImportFileType = (typeof IMPORT_FILE_TYPES)[number];

/** Rows one import may hold (the speed target is 10,000 in under 30 s). */
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const ImportTexts = {
  queued: '已加入下载中心，导入完成后可下载导入结果',
  noFile: '请选择要导入的Excel文件',
  notAccepted: '请上传 .xlsx 或 .csv 格式的文件（.xls 请先在Excel中另存为 .xlsx）',
  tooLarge: '文件不能超过10MB',
  missingColumn: (header: string) => `模板不正确：缺少列「${header}」`,
  tooManyRows: `一次最多导入${IMPORT_MAX_ROWS}行`,
  unreadable: '无法读取文件，请使用导入模板',
  badDate: (header: string) => `${header}须为日期，如 ${DATE_FORMS}`,
  numberPhone: (header: string, digits: string) => `${header}被存成了数字（${digits}），不是有效电话，开头的0可能已丢失：请将该列设为文本格式后重新填写`,
  resultName: (ok: number, failed: number) => `（成功${ok}条，失败${failed}条）`,
} as const;

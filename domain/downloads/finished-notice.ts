import { ProcessState, type DownloadItem } from './downloads.constants';

/** What an import's item name ends with once its job is done: ImportTexts.resultName. */
const IMPORT_RESULT = /^(.*)导入结果\d{14}（成功(\d+)条，失败(\d+)条）$/;

/** The counts of a finished import item (`客户导入结果20260101080000（成功5条，失败1条）`); null for anything else. */
export function importResultOf(name: string): { records: string; ok: number; failed: number } | null {
  const match = IMPORT_RESULT.exec(name);
  return match ? { records: match[1], ok: Number(match[2]), failed: Number(match[3]) } : null;
}

/**
 * The shell's notice when running download items have all finished: it says what finished — an
 * import with its counts (导入完成), an export (导出完成) — or that one failed.
 */
export function finishedNotice(items: readonly DownloadItem[]): { title: string; content: string; failed: boolean } {
  const failed = items.filter((i) => i.process_state === ProcessState.failed);
  const imports = items.filter((i) => i.process_state === ProcessState.done).flatMap((i) => importResultOf(i.name) ?? []);
  const exported = items.length - failed.length - imports.length;
  const lines = [
    ...imports.map((r) => `${r.records}导入：成功${r.ok}条，失败${r.failed}条`),
    ...(exported > 0 ? ['导出文件已生成，请在下载中心下载'] : []),
    ...failed.map((i) => `${i.name}：${i.error ?? '失败'}`),
  ];
  const title = failed.length > 0 && failed.length === items.length ? '任务失败' : [imports.length > 0 && '导入', exported > 0 && '导出'].filter(Boolean).join('、') + '完成';
  return { title, content: lines.join('\n'), failed: failed.length > 0 };
}

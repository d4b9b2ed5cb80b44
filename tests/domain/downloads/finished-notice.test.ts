import { describe, expect, it } from 'vitest';
import { ProcessState, type DownloadItem } from '@domain/downloads/downloads.constants';
import { finishedNotice, importResultOf } from '@domain/downloads/finished-notice';
import { ImportTexts } from '@domain/downloads/imports';

const item = (name: string, over: Partial<DownloadItem> = {}): DownloadItem => ({
  id: 1,
  name,
  create_time: '2026-11-25 08:00:00',
  process_state: ProcessState.done,
  process: 100,
  file_download_url: '/api/fileDownloadCenter/file/1',
  format: 'xlsx',
  error: null,
  ...over,
});
const imported = `客户导入结果20261125080000${ImportTexts.resultName(5, 1)}`;

describe('the notice when download items finish (issue 23 item 4)', () => {
  it('reads the counts back from the name the import job gives its item', () => {
    expect(importResultOf(imported)).toEqual({ records: '客户', ok: 5, failed: 1 });
    expect(importResultOf('客户数据20261125080000')).toBeNull();
  });

  it('says 导入完成 with the counts for an import, not 导出完成', () => {
    expect(finishedNotice([item(imported)])).toEqual({ title: '导入完成', content: '客户导入：成功5条，失败1条', failed: false });
  });

  it('says 导出完成 for an export, and names both when both finished', () => {
    expect(finishedNotice([item('客户数据20261125080000')])).toEqual({ title: '导出完成', content: '导出文件已生成，请在下载中心下载', failed: false });
    expect(finishedNotice([item(imported), item('客户数据20261125080000', { id: 2 })]).title).toBe('导入、导出完成');
  });

  it('tells a failure with its reason', () => {
    const failed = item('客户数据20261125080000', { process_state: ProcessState.failed, error: '导出失败，请稍后重试', file_download_url: null });
    expect(finishedNotice([failed])).toEqual({ title: '任务失败', content: '客户数据20261125080000：导出失败，请稍后重试', failed: true });
  });
});

import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import type { ApiEnvelope } from '@domain/common/envelope';
import { toastResult } from '@/lib/toast-result';
import { SheetImportDialog, type SheetImportDialogProps } from './sheet-import-dialog';

export interface SheetButtonsProps extends Omit<SheetImportDialogProps, 'visible' | 'onClose'> {
  /** Whether the viewer may import (everyone who reads the list may export). */
  canImport: boolean;
  /** Starts the export of the list as filtered. */
  onExport: () => Promise<ApiEnvelope>;
}

/** 导入 and 导出 of a list through the download centre. */
export function SheetButtons({ canImport, onExport, ...dialog }: SheetButtonsProps) {
  const [importing, setImporting] = useState(false);
  return (
    <>
      {canImport && <Button onClick={() => setImporting(true)}>导入</Button>}
      <Button onClick={() => toastResult(onExport(), '已加入下载中心')}>导出</Button>
      <SheetImportDialog visible={importing} onClose={() => setImporting(false)} {...dialog} />
    </>
  );
}

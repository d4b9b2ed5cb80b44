import { Button } from '@arco-design/web-react';
import { IconExport } from '@arco-design/web-react/icon';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import type { ApiEnvelope } from '@domain/common/envelope';
import { toastResult } from '@/lib/toast-result';

export interface ListExportButtonProps {
  /** Queues the export of the list as filtered now. */
  onExport: () => Promise<ApiEnvelope<unknown>>;
  loading: boolean;
}

/** 导出 of a repair list: the file is made in the background and lands in the download centre. */
export function ListExportButton({ onExport, loading }: ListExportButtonProps) {
  return (
    <Button icon={<IconExport />} loading={loading} onClick={() => toastResult(onExport(), DownloadTexts.queued)}>
      {DownloadTexts.export}
    </Button>
  );
}

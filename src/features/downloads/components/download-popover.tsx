import { Badge, Button, Empty, Message, Popover, Spin } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import { DOWNLOAD_POPOVER_WIDTH, DownloadTexts } from '@domain/downloads/downloads.constants';
import type { DownloadItem } from '@domain/downloads/downloads.constants';
import { useDownloadList } from '../hooks/use-download-list';
import { DownloadItemRow } from './download-item-row';
import './download-popover.css';

export interface DownloadPopoverProps {
  /** Every running export or import has finished (the shell shows a notification of these items). */
  onAllDone?: (finished: DownloadItem[]) => void;
}

/** The top bar's download centre: a badge of running exports and the list of the user's files. */
export function DownloadPopover({ onAllDone }: DownloadPopoverProps) {
  const { items, running, isLoading, refetch } = useDownloadList(onAllDone);

  // Opening the centre right after 已加入下载中心 would leave that toast over the panel's title: it has said its piece.
  const handleVisibleChange = (visible: boolean) => {
    if (!visible) return;
    Message.clear();
    void refetch();
  };

  const content = (
    <Spin loading={isLoading} block>
      {items.length === 0 ? (
        <Empty description={DownloadTexts.empty} />
      ) : (
        <ul className="download-list" aria-label={DownloadTexts.title}>
          {items.map((item) => (
            <DownloadItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Spin>
  );

  return (
    <Popover
      title={DownloadTexts.title}
      content={content}
      trigger="click"
      position="br"
      style={{ width: DOWNLOAD_POPOVER_WIDTH, maxWidth: DOWNLOAD_POPOVER_WIDTH }}
      onVisibleChange={handleVisibleChange}
    >
      <Badge count={running} dot={false} offset={[-4, 4]}>
        <Button type="text" shape="circle" icon={<IconDownload />} aria-label={DownloadTexts.title} />
      </Badge>
    </Popover>
  );
}

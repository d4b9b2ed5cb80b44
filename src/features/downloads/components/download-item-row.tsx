import { Button, Message, Popconfirm, Progress } from '@arco-design/web-react';
import { IconCheckCircleFill, IconCloseCircleFill, IconDelete } from '@arco-design/web-react/icon';
import { Messages } from '@domain/common/messages';
import { DownloadTexts } from '@domain/downloads/downloads.constants';
import { formatDateTime } from '@domain/format/date';
import { ProcessState, type DownloadItem } from '@domain/downloads/downloads.constants';
import { errorMessage } from '@/lib/errors';
import { useDeleteDownloadsMutation, useReportDownloadMutation } from '../downloads.api';

export interface DownloadItemRowProps {
  item: DownloadItem;
}

/** One export: progress while it runs, the link once done, the reason when it failed; deletable. */
export function DownloadItemRow({ item }: DownloadItemRowProps) {
  const [deleteDownloads] = useDeleteDownloadsMutation();
  const [reportDownload] = useReportDownloadMutation();

  const handleDelete = async () => {
    try {
      const answer = await deleteDownloads([item.id]).unwrap();
      Message.success(answer.message ?? Messages.deleteOk);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  // The link itself downloads (the server sends an attachment); the report records it and reloads the list.
  const handleDownload = () => {
    reportDownload(item.id)
      .unwrap()
      .catch(() => Message.error(Messages.downloadFailed));
  };

  return (
    <li className="download-item" aria-label={item.name}>
      <div className="download-item-main">
        <div className="download-item-name" title={item.name}>
          {item.process_state === ProcessState.done && <IconCheckCircleFill className="download-item-done" aria-label="已完成" />}
          {item.process_state === ProcessState.failed && <IconCloseCircleFill className="download-item-failed" aria-label="失败" />}
          {item.name}.{item.format}
        </div>
        <div className="download-item-time">{formatDateTime(new Date(item.create_time), true)}</div>
        {item.process_state === ProcessState.running && <Progress percent={item.process} size="small" />}
        {item.process_state === ProcessState.failed && (
          <div className="download-item-error">{item.error ?? DownloadTexts.failed}</div>
        )}
      </div>
      {item.file_download_url && (
        <a className="download-item-link" href={item.file_download_url} download onClick={handleDownload}>
          {DownloadTexts.download}
        </a>
      )}
      <Popconfirm title={DownloadTexts.confirmDelete} onOk={handleDelete}>
        <Button type="text" size="mini" icon={<IconDelete />} aria-label={`删除 ${item.name}`} />
      </Popconfirm>
    </li>
  );
}

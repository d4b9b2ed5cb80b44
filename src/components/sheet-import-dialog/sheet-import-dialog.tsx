import { Button, Message, Modal, Space, Upload } from '@arco-design/web-react';
import { useState } from 'react';
import { api } from '@/app/api';
import { useAppDispatch } from '@/app/hooks';
import { refreshWhenDone, type ListTag } from '@/app/job-refresh';
import { getCsrfToken } from '@adapters/session-token';
import '@arco-design/web-react/es/Upload/style/css.js';

export interface SheetImportDialogProps {
  visible: boolean;
  onClose: () => void;
  /** The dialog title, e.g. 导入客户. */
  title: string;
  /** API paths (under /api) of the upload and of the template. */
  importUrl: string;
  templateUrl: string;
  /** The list's tag: refetched when the import's job has run, so the imported rows appear. */
  listTag: ListTag;
}

/** An import through the download centre: the template to fill in, then the upload; the result arrives in the download centre. */
export function SheetImportDialog({ visible, onClose, title, importUrl, templateUrl, listTag }: SheetImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const dispatch = useAppDispatch();

  const handleOk = async () => {
    if (!file) return Message.warning('请选择要导入的Excel文件');
    setSending(true);
    try {
      const form = new FormData();
      form.append('file', file);
      form.append('ctoken', getCsrfToken());
      const res = await fetch(`/api${importUrl}`, { method: 'POST', body: form, credentials: 'same-origin' });
      const body = (await res.json()) as { success: boolean; message?: string; data?: { id: number } };
      if (!res.ok || !body.success) throw new Error(body.message ?? '导入失败');
      Message.success(body.message ?? '已加入下载中心');
      if (body.data) refreshWhenDone(body.data.id, [listTag]);
      dispatch(api.util.invalidateTags(['Downloads']));
      setFile(null);
      onClose();
    } catch (error) {
      Message.error((error as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal title={title} visible={visible} onOk={handleOk} onCancel={onClose} confirmLoading={sending} okText="开始导入" unmountOnExit>
      <Space direction="vertical">
        <a href={`/api${templateUrl}`} download>
          下载导入模板
        </a>
        <Upload
          accept=".xlsx,.csv"
          limit={1}
          autoUpload={false}
          onChange={(files) => setFile(files[0]?.originFile ?? null)}
          onRemove={() => setFile(null)}
        >
          <Button>选择Excel文件</Button>
        </Upload>
        <span style={{ color: 'var(--color-text-3)' }}>支持 .xlsx 和 .csv 文件。正确的行会导入，错误的行列在导入结果中（下载中心）。</span>
      </Space>
    </Modal>
  );
}

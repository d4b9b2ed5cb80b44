import { Button, Message, Modal, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { UploadTexts } from '@domain/uploads/uploads.constants';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import { errorMessage } from '@/lib/errors';
import { useSignatureCanvas } from './use-signature-canvas';
import { useSaveImageDataMutation } from './uploads.api';
import { SafeImage } from './safe-image';

export interface SignaturePadProps {
  /** The saved signature image; null or absent when not signed yet. */
  value?: UploadedFile | null;
  onChange?: (file: UploadedFile | null) => void;
  disabled?: boolean;
}

const CANVAS = { width: 600, height: 240 };
const canvasStyle = { width: '100%', aspectRatio: `${CANVAS.width} / ${CANVAS.height}`, border: '1px dashed var(--color-border-3)', touchAction: 'none' };

/** The drawing dialog: 清空 starts over, 确定 uploads the drawing as a PNG. */
function SignatureDialog({ onSaved, onClose }: { onSaved: (file: UploadedFile) => void; onClose: () => void }) {
  const { canvasRef, handlers, isEmpty, clear, toDataUrl } = useSignatureCanvas();
  const [saveImage, { isLoading }] = useSaveImageDataMutation();

  const handleOk = async () => {
    if (isEmpty) {
      Message.warning(UploadTexts.signatureEmpty);
      return;
    }
    try {
      onSaved(await saveImage({ data: toDataUrl(), name: 'signature.png' }).unwrap());
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Modal
      visible
      title="手写签名"
      onCancel={onClose}
      confirmLoading={isLoading}
      footer={
        <Space>
          <Button onClick={clear}>清空</Button>
          <Button type="primary" loading={isLoading} onClick={handleOk}>
            确定
          </Button>
        </Space>
      }
    >
      <canvas ref={canvasRef} width={CANVAS.width} height={CANVAS.height} style={canvasStyle} aria-label="签名区域" {...handlers} />
    </Modal>
  );
}

/** The signature control (type 21): the signed image, or a button that opens the drawing dialog. */
export function SignaturePad({ value, onChange, disabled }: SignaturePadProps) {
  const [open, setOpen] = useState(false);
  const handleSaved = (file: UploadedFile) => {
    setOpen(false);
    onChange?.(file);
  };

  return (
    <Space direction="vertical">
      {value && <SafeImage src={value.url} alt="签名" style={{ maxWidth: 300, maxHeight: 120, border: '1px solid var(--color-border-2)' }} />}
      {!disabled && (
        <Space>
          <Button onClick={() => setOpen(true)}>{value ? '重新签名' : '点击签名'}</Button>
          {value && (
            <Button status="danger" onClick={() => onChange?.(null)}>
              清除签名
            </Button>
          )}
        </Space>
      )}
      {open && <SignatureDialog onSaved={handleSaved} onClose={() => setOpen(false)} />}
    </Space>
  );
}

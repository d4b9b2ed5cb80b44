import { useState } from 'react';
import { useSignatureCanvas } from '@/components/uploads/use-signature-canvas';
import type { QueuedPhoto } from './offline-ops';
import { PhotoPicker } from './photo-picker';

export interface ReceiptDraft {
  serviceMinutes: number;
  remark: string;
  photos: QueuedPhoto[];
  signature: string | null;
}

/**
 * The receipt written on the phone: service minutes, photos from the camera (compressed here to a long
 * side of 1,600 px and kept as bytes, so it works offline), the customer's signature and a remark.
 */
export function ReceiptForm({ busy, onSubmit }: { busy: boolean; onSubmit: (draft: ReceiptDraft) => void }) {
  const [serviceMinutes, setServiceMinutes] = useState('60');
  const [remark, setRemark] = useState('');
  const [photos, setPhotos] = useState<QueuedPhoto[]>([]);
  const [compressing, setCompressing] = useState(false);
  const [problem, setProblem] = useState('');
  const { canvasRef, handlers, isEmpty, clear, toDataUrl } = useSignatureCanvas();

  const submit = () => {
    const minutes = Number(serviceMinutes);
    if (!Number.isInteger(minutes) || minutes < 0) return setProblem('请输入服务时长（整数分钟）');
    if (photos.length === 0) return setProblem('请上传完成图片');
    setProblem('');
    onSubmit({ serviceMinutes: minutes, remark, photos, signature: isEmpty ? null : toDataUrl() });
  };

  return (
    <form
      className="m-card"
      aria-label="填写回执"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3>填写回执</h3>
      <label className="m-field">
        <span>服务时长（分钟）</span>
        <input className="m-input" inputMode="numeric" value={serviceMinutes} onChange={(e) => setServiceMinutes(e.target.value)} name="serviceMinutes" />
      </label>
      <PhotoPicker label="完成图片" photos={photos} onChange={setPhotos} onCompressing={setCompressing} />
      <div className="m-field">
        <span>客户签名</span>
        <canvas ref={canvasRef} width={500} height={200} className="m-sign" aria-label="签名区域" {...handlers} />
        <button type="button" className="m-btn m-btn-text" onClick={clear}>
          清空签名
        </button>
      </div>
      <label className="m-field">
        <span>回执说明</span>
        <textarea className="m-input" value={remark} maxLength={500} onChange={(e) => setRemark(e.target.value)} />
      </label>
      {problem && (
        <p className="m-banner m-banner-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="m-btn m-btn-primary" style={{ width: '100%' }} disabled={busy || compressing}>
        提交回执
      </button>
    </form>
  );
}

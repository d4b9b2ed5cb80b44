import { useState } from 'react';
import { loadHostAdapter } from '@adapters/index';
import type { InspectionCheckResult, InspectionPointResult } from '@domain/maintenance/inspection.schemas';
import { MAX_POINT_PHOTOS } from '@domain/maintenance/inspection.constants';
import type { QueuedPhoto } from './offline-ops';
import { PhotoPicker } from './photo-picker';

export interface PointDraft {
  scannedCode: string;
  items: InspectionCheckResult[];
  remark: string;
  photos: QueuedPhoto[];
}

/**
 * What the phone checks before a point's result is queued (the server checks the same again): the
 * point's code, scanned or typed, is the point's; every item is passed or failed, a failed one says why.
 */
export function pointProblem(pointCode: string, draft: { scannedCode: string; items: { name: string; passed: boolean | null; note: string }[] }): string {
  const code = draft.scannedCode.trim();
  if (!code) return '请扫描或输入巡检点的码';
  if (code !== pointCode) return '扫码结果与巡检点不符';
  const open = draft.items.find((i) => i.passed === null);
  if (open) return `请选择「${open.name}」的检查结果`;
  const unexplained = draft.items.find((i) => i.passed === false && !i.note.trim());
  if (unexplained) return `请填写「${unexplained.name}」的异常说明`;
  return '';
}

type ItemDraft = { name: string; passed: boolean | null; note: string };

/** One point of the round on the phone: scan its code (the host's scanner, or typed), each checklist item 正常/异常, photos, remark. */
export function InspectionPointForm({ entry, checkItems, busy, onSubmit }: { entry: InspectionPointResult; checkItems: string[]; busy: boolean; onSubmit: (draft: PointDraft) => void }) {
  const before = entry.result;
  const [scannedCode, setScannedCode] = useState('');
  const [items, setItems] = useState<ItemDraft[]>(() => checkItems.map((name, i) => ({ name, passed: before?.items[i]?.passed ?? null, note: before?.items[i]?.note ?? '' })));
  const [remark, setRemark] = useState(before?.remark ?? '');
  const [photos, setPhotos] = useState<QueuedPhoto[]>([]);
  const [compressing, setCompressing] = useState(false);
  const [problem, setProblem] = useState('');

  const setItem = (index: number, change: Partial<ItemDraft>) => setItems((list) => list.map((item, i) => (i === index ? { ...item, ...change } : item)));

  const scan = async () => {
    setProblem('');
    try {
      const read = await (await loadHostAdapter()).scan();
      if (read) setScannedCode(read);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const submit = () => {
    const found = pointProblem(entry.point.code, { scannedCode, items });
    if (!found && photos.length + (before?.photos.length ?? 0) > MAX_POINT_PHOTOS) return setProblem(`图片最多${MAX_POINT_PHOTOS}张`);
    setProblem(found);
    if (found) return;
    onSubmit({ scannedCode: scannedCode.trim(), items: items.map((i) => ({ name: i.name, passed: i.passed!, note: i.passed ? '' : i.note.trim() })), remark, photos });
  };

  return (
    <form
      className="m-card"
      aria-label={`记录 ${entry.point.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3>{entry.point.name}</h3>
      {entry.point.location && <div className="m-muted">{entry.point.location}</div>}
      <button type="button" className="m-btn m-btn-primary" style={{ width: '100%', minHeight: 48, marginTop: 8 }} onClick={() => void scan()}>
        扫一扫巡检点
      </button>
      <label className="m-field">
        <span>巡检点码（扫码或输入）</span>
        <input className="m-input" name="scannedCode" value={scannedCode} onChange={(e) => setScannedCode(e.target.value)} autoComplete="off" />
      </label>
      {items.map((item, index) => (
        <fieldset key={item.name} className="m-field" style={{ border: 0, padding: 0, margin: '8px 0' }}>
          <legend>{item.name}</legend>
          <div className="m-chips" style={{ marginBottom: 4 }}>
            <button type="button" className="m-chip" aria-pressed={item.passed === true} onClick={() => setItem(index, { passed: true })}>
              正常
            </button>
            <button type="button" className="m-chip" aria-pressed={item.passed === false} onClick={() => setItem(index, { passed: false })}>
              异常
            </button>
          </div>
          {item.passed === false && <input className="m-input" aria-label={`${item.name}异常说明`} maxLength={500} value={item.note} onChange={(e) => setItem(index, { note: e.target.value })} />}
        </fieldset>
      ))}
      {before && before.photos.length > 0 && <p className="m-muted">已有 {before.photos.length} 张照片，保存后保留</p>}
      <PhotoPicker label="巡检照片" photos={photos} onChange={setPhotos} onCompressing={setCompressing} />
      <label className="m-field">
        <span>备注</span>
        <textarea className="m-input" value={remark} maxLength={500} onChange={(e) => setRemark(e.target.value)} />
      </label>
      {problem && (
        <p className="m-banner m-banner-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="m-btn m-btn-primary" style={{ width: '100%' }} disabled={busy || compressing}>
        保存巡检结果
      </button>
    </form>
  );
}

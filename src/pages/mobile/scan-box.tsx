import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loadHostAdapter } from '@adapters/index';
import { createScanReader, SCAN_IDLE_MS } from '@/lib/scan-reader';

export interface ScanBoxProps {
  /** What a scan here opens, above the camera's button. */
  hint: string;
  /** Opens what the code stands for; answers why it cannot (shown under the box), or nothing when it did. */
  open: (code: string) => Promise<string | null>;
}

/**
 * A phone screen's scanning: the camera (the host's scanner in WeCom and DingTalk, the browser's otherwise)
 * or a hardware reader (part 1's rules: a burst of keys), or a code typed and 查询.
 */
export function ScanBox({ hint, open }: ScanBoxProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // When a reader's burst ended: its closing Enter belongs to the scan, not to the form.
  const scannedAt = useRef(-Infinity);

  const openCode = async (scanned: string) => {
    if (!scanned.trim()) return;
    setBusy(true);
    setMessage('');
    const refusal = await open(scanned);
    setBusy(false);
    if (refusal) setMessage(refusal);
  };
  // The reader is set up once and opens with the latest openCode.
  const latestOpen = useRef(openCode);
  latestOpen.current = openCode;

  useEffect(() => {
    if (!input.current) return;
    return createScanReader({
      target: input.current,
      onScan: (read) => {
        scannedAt.current = Date.now();
        setCode(read);
        void latestOpen.current(read);
      },
    });
  }, []);

  const handleCamera = async () => {
    setMessage('');
    try {
      const read = await (await loadHostAdapter()).scan();
      if (read) {
        setCode(read);
        await openCode(read);
      }
    } catch (error) {
      setMessage((error as Error).message);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (Date.now() - scannedAt.current >= SCAN_IDLE_MS) void openCode(code);
  };

  return (
    <>
      <section className="m-card">
        <p className="m-muted">{hint}</p>
        <button type="button" className="m-btn m-btn-primary" style={{ width: '100%', minHeight: 56 }} disabled={busy} onClick={() => void handleCamera()}>
          扫一扫
        </button>
      </section>
      <form className="m-card" onSubmit={handleSubmit}>
        <label className="m-field">
          <span>扫码枪扫描或输入后查询</span>
          <input ref={input} className="m-input" name="code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" enterKeyHint="search" />
        </label>
        <button type="submit" className="m-btn" style={{ width: '100%' }} disabled={busy || !code.trim()}>
          {busy ? '查询中…' : '查询'}
        </button>
      </form>
      {message && (
        <p className="m-banner m-banner-error" role="alert">
          {message}
        </p>
      )}
    </>
  );
}

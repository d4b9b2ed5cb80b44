import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { loadHostAdapter } from '@adapters/index';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { createScanReader, SCAN_IDLE_MS } from '@/lib/scan-reader';
import { useScanTarget } from './mobile-scan-target';

/**
 * /m/scan 扫码: the camera (the host's scanner in WeCom and DingTalk, the browser's otherwise) or a
 * hardware reader (part 1's rules: a burst of keys) reads a product QR code or a part's code, and
 * the page opens what it stands for.
 */
export default function MobileScanPage() {
  const [, navigate] = useLocation();
  const findTarget = useScanTarget();
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
    const target = await findTarget(scanned);
    setBusy(false);
    if ('href' in target) navigate(target.href);
    else setMessage(target.message);
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
    <MobileScreen title="扫码" back>
      <section className="m-card">
        <p className="m-muted">扫描产品二维码打开产品，扫描备件编号打开备件。</p>
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
    </MobileScreen>
  );
}

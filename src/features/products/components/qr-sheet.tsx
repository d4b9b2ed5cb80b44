import type { QrImage } from '@domain/products/products.schemas';

export interface QrSheetProps {
  images: readonly QrImage[];
}

// A4 at 3 columns: stickers of about 6 cm; the shell around the sheet is hidden when printing.
const PRINT_CSS = `
@media print {
  body * { visibility: hidden; }
  .qr-sheet, .qr-sheet * { visibility: visible; }
  .qr-sheet { position: absolute; left: 0; top: 0; width: 100%; }
  .qr-sheet-card { break-inside: avoid; }
}
`;

/** The printable sheet of QR codes: each code with what it is stuck on, or its short number when unbound. */
export function QrSheet({ images }: QrSheetProps) {
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="qr-sheet" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 16 }}>
        {images.map((code) => (
          <figure key={code.id} className="qr-sheet-card" style={{ margin: 0, padding: 8, border: '1px dashed #c9cdd4', textAlign: 'center' }}>
            <img src={code.image} alt={`二维码 ${code.productName ?? code.id}`} width={170} height={170} data-url={code.url} />
            <figcaption style={{ fontSize: 12, lineHeight: '18px' }}>
              <div>{code.productName ?? '未绑定产品'}</div>
              <div style={{ color: '#86909c' }}>{code.serialNumber || (code.batchNo ? `${code.batchNo} · ${code.id}` : `No.${code.id}`)}</div>
              <div style={{ color: '#86909c' }}>扫码报修</div>
            </figcaption>
          </figure>
        ))}
      </div>
    </>
  );
}

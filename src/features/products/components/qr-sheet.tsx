import type { QrImage } from '@domain/products/products.schemas';
import { createPortal } from 'react-dom';

export interface QrSheetProps {
  images: readonly QrImage[];
}

// Printing uses a copy of the sheet placed straight under <body>, with the app hidden: the shell's
// fixed-height, scrolling panes would otherwise clip the sheet to what fits on the first page. Stickers
// are inline blocks of fixed size in millimetres (3 across, 4 down on A4) that a page break never cuts.
const PRINT_CSS = `
.qr-print { display: none; }
@media print {
  @page { size: A4; margin: 10mm; }
  body > *:not(.qr-print) { display: none !important; }
  html, body { height: auto !important; overflow: visible !important; background: #fff; }
  .qr-print { display: block; font-size: 0; }
  .qr-print .qr-sheet-card { display: inline-block; vertical-align: top; width: 60mm; height: 66mm; margin: 0 1mm 2mm; box-sizing: border-box; break-inside: avoid; font-size: 10pt; }
  .qr-print .qr-sheet-card img { width: 44mm; height: 44mm; }
}
`;

const CARD_STYLE = { margin: 0, padding: 8, border: '1px dashed #c9cdd4', textAlign: 'center' } as const;

function QrCard({ code }: { code: QrImage }) {
  return (
    <figure className="qr-sheet-card" style={CARD_STYLE}>
      <img src={code.image} alt={`二维码 ${code.productName ?? code.id}`} width={170} height={170} data-url={code.url} />
      <figcaption style={{ fontSize: 12, lineHeight: '18px' }}>
        <div>{code.productName ?? '未绑定产品'}</div>
        <div style={{ color: '#4e5969' }}>{code.serialNumber || (code.batchNo ? `${code.batchNo} · ${code.id}` : `No.${code.id}`)}</div>
        <div style={{ color: '#4e5969' }}>扫码报修</div>
      </figcaption>
    </figure>
  );
}

/** The printable sheet of QR codes: each code with what it is stuck on, or its short number when unbound. */
export function QrSheet({ images }: QrSheetProps) {
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="qr-sheet" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 16 }}>
        {images.map((code) => (
          <QrCard key={code.id} code={code} />
        ))}
      </div>
      {createPortal(
        <div className="qr-print" aria-hidden="true">
          {images.map((code) => (
            <QrCard key={code.id} code={code} />
          ))}
        </div>,
        document.body,
      )}
    </>
  );
}

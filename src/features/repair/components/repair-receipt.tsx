import { createPortal } from 'react-dom';
import type { RepairDetail } from '@domain/repair/repair.schemas';

export interface RepairReceiptProps {
  repair: RepairDetail;
  /** The product's QR code as a PNG data URL (the products area's image), or null when the product has none. */
  qrImage: string | null;
}

// A receipt label of 100 × 70 mm (the size desk label printers take), printed alone: a copy placed straight under
// <body> with the app and the dialog hidden, so the shell's scrolling panes cannot clip it.
const LABEL_PRINT_CSS = `
.repair-receipt-print { display: none; }
@media print {
  @page { size: 100mm 70mm; margin: 3mm; }
  body > *:not(.repair-receipt-print) { display: none !important; }
  html, body { height: auto !important; margin: 0 !important; overflow: visible !important; background: #fff; }
  .repair-receipt-print { display: block; }
  /* A little under the printable 94 × 64 mm, so rounding never spills a blank second label. */
  .repair-receipt-print .repair-receipt { box-sizing: border-box; width: 93mm; height: 62mm; overflow: hidden; border: none; padding: 0; font-size: 9pt; break-inside: avoid; }
  .repair-receipt-print .repair-receipt img { width: 36mm; height: 36mm; }
}
`;

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '未签收');

function Label({ repair, qrImage }: RepairReceiptProps) {
  const lines: [string, string][] = [
    ['客户', repair.customerName ?? '-'],
    ['产品', repair.productName ?? '-'],
    ['序列号', repair.serialNumber || '-'],
    ['故障', [repair.faultCategory, repair.fault].filter(Boolean).join('：') || '-'],
    ['随附配件', repair.accessories || '无'],
    ['签收', repair.signedInAt ? `${when(repair.signedInAt)} ${repair.signedInBy?.name ?? ''}` : '未签收'],
    ['计费', repair.inWarranty ? '保内免费' : '保外收费'],
  ];
  return (
    <section className="repair-receipt" style={{ display: 'flex', gap: 12, padding: 12, border: '1px solid #c9cdd4', fontSize: 13, lineHeight: '20px' }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ fontWeight: 600, fontSize: 15 }}>维修签收单 {repair.repairNo}</div>
        {lines.map(([label, value]) => (
          <div key={label} style={{ overflowWrap: 'anywhere' }}>{`${label}：${value}`}</div>
        ))}
      </div>
      <figure style={{ margin: 0, textAlign: 'center', flex: 'none' }}>
        {qrImage ? <img src={qrImage} alt={`产品二维码 ${repair.repairNo}`} width={136} height={136} /> : <div style={{ width: 136 }}>该产品还没有二维码</div>}
        <figcaption style={{ fontSize: 12 }}>扫码查询产品</figcaption>
      </figure>
    </section>
  );
}

/** The repair order's receipt label: number, customer, product, fault, accessories and sign-in, with the product's QR code. */
export function RepairReceipt({ repair, qrImage }: RepairReceiptProps) {
  return (
    <>
      <style>{LABEL_PRINT_CSS}</style>
      <Label repair={repair} qrImage={qrImage} />
      {createPortal(
        <div className="repair-receipt-print" aria-hidden="true">
          <Label repair={repair} qrImage={qrImage} />
        </div>,
        document.body,
      )}
    </>
  );
}

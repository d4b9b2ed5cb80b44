import type { QrBatchRow, QrCodeRow } from '@domain/products/products.schemas';
import { describe, expect, it } from 'vitest';
import { pdftotextPages, qpdfCheck, zbarCodesOfImages, zbarCodesPerPage } from '@tests/support/pdf-tools';
import { readPrintedQrPdf } from '@tests/support/printed-qr';
import { appInBrowser } from './support';

const app = appInBrowser();

describe('/qrCodeSetting/code/{batch} printed to A4', () => {
  it('prints every code of a batch whole and scannable, with its caption, on as many pages as it takes', async () => {
    const page = await app.atHome('13800000001');
    const [batch] = (await (await page.request.get('/api/productQR/batch/list')).json()).data as QrBatchRow[];
    const codes = (await (await page.request.get(`/api/productQR/code/list?batchId=${batch.id}&pageSize=100`)).json()).data as QrCodeRow[];
    expect(batch.quantity).toBe(20);
    expect(codes).toHaveLength(20);

    await page.goto(`/qrCodeSetting/code/${batch.id}`);
    await page.getByText('共20个', { exact: true }).waitFor();
    await expect.poll(() => page.locator('.qr-sheet img').evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).complete).length)).toBe(20);
    // Chromium's own print to PDF, as the 打印 button's dialog (or Save as PDF) does it.
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });

    const printed = await readPrintedQrPdf(new Uint8Array(pdf));
    expect(printed.length).toBeGreaterThan(1);
    const decoded = printed.flatMap((p) => p.codes);
    expect(decoded).not.toContain(null);
    expect([...decoded].sort()).toEqual(codes.map((c) => c.url).sort());
    const text = printed.map((p) => p.text).join(' ');
    for (const code of codes) expect(text).toContain(`${batch.batchNo} · ${code.id}`);
    expect(text.match(/扫码报修/g)).toHaveLength(20);

    // The same paper read by the tools beside the app: qpdf finds the file well-formed, zbarimg scans every
    // code off the pages pdftoppm paints, each page's codes once, and pdftotext finds each caption.
    const checked = await qpdfCheck(new Uint8Array(pdf));
    expect(checked.code, checked.report).toBe(0);
    const scannedPages = await zbarCodesPerPage(new Uint8Array(pdf));
    expect(scannedPages).toHaveLength(printed.length);
    expect(scannedPages.flat().sort()).toEqual(codes.map((c) => c.url).sort());
    // Each sticker's picture, taken out of the file, reads with zbar as well.
    expect((await zbarCodesOfImages(new Uint8Array(pdf))).sort()).toEqual(codes.map((c) => c.url).sort());
    const popplerText = (await pdftotextPages(new Uint8Array(pdf))).join('\n');
    for (const code of codes) expect(popplerText).toContain(String(code.id));
    expect(popplerText.match(/扫码报修/g)).toHaveLength(20);
  });
});

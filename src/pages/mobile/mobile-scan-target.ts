import { paths } from '@/app/paths';
import { useLazyLookupQrQuery } from '@/features/products/products.api';
import { useLazyListSparePartsQuery } from '@/features/spare-parts/spare-parts.api';
import { errorMessage } from '@/lib/errors';

/** Where a scanned code leads, or why it leads nowhere. */
export type ScanTarget = { href: string } | { message: string };

const notFound = (error: unknown) => (error as { status?: unknown }).status === 404;

/**
 * Finds what a scanned code stands for: a product QR code (through the lookup the PC version's
 * 扫码查询 uses) opens its customer product's phone screen, or the PC version's batch while the code is
 * on no product; any other code is taken as a spare part's code and opens that part's phone screen.
 */
export function useScanTarget() {
  const [lookupQr] = useLazyLookupQrQuery();
  const [listParts] = useLazyListSparePartsQuery();

  return async (scanned: string): Promise<ScanTarget> => {
    const code = scanned.trim();
    try {
      const { code: qr, customerProduct } = await lookupQr(code).unwrap();
      if (customerProduct) return { href: paths.mobile.product(customerProduct.id) };
      return { href: qr.batchId ? paths.products.qrBatchDetail(qr.batchId) : paths.products.qrCodeSetting };
    } catch (error) {
      if (!notFound(error)) return { message: errorMessage(error) };
    }
    try {
      const { list } = await listParts({ keyword: code, pageIndex: 0, pageSize: 50 }).unwrap();
      const part = list.find((p) => p.code.toLowerCase() === code.toLowerCase());
      return part ? { href: paths.mobile.part(part.id) } : { message: `没有与 ${code} 对应的产品二维码或备件` };
    } catch (error) {
      return { message: errorMessage(error) };
    }
  };
}

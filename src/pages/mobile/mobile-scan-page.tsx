import { useLocation } from 'wouter';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { useScanTarget } from './mobile-scan-target';
import { ScanBox } from './scan-box';

/** /m/scan 扫码: a product QR code or a part's code is read, and the page opens what it stands for. */
export default function MobileScanPage() {
  const [, navigate] = useLocation();
  const findTarget = useScanTarget();

  const open = async (scanned: string) => {
    const target = await findTarget(scanned);
    if (!('href' in target)) return target.message;
    navigate(target.href);
    return null;
  };

  return (
    <MobileScreen title="扫码" back>
      <ScanBox hint="扫描产品二维码打开产品，扫描备件编号打开备件。" open={open} />
    </MobileScreen>
  );
}

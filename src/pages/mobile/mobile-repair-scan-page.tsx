import { useLocation } from 'wouter';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useScanFindRepairMutation } from '@/features/repair/repair.api';
import { errorMessage } from '@/lib/errors';
import { ScanBox } from './scan-box';

/**
 * /m/repairScan 维修扫码: the desk or an engineer scans a product's QR code or serial number and its open repair
 * order opens; one whose product is on its way (asked for in the portal, written ahead) is signed in when the desk scans it.
 */
export default function MobileRepairScanPage() {
  const [, navigate] = useLocation();
  const [scanFind] = useScanFindRepairMutation();

  const open = async (scanned: string) => {
    try {
      const { data } = await scanFind(scanned.trim()).unwrap();
      navigate(`${paths.mobile.repair(data!.order.id)}${data!.signedIn ? '?signedIn=1' : ''}`);
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  };

  return (
    <MobileScreen title="维修扫码" back>
      <ScanBox hint="扫描产品二维码或序列号，打开它进行中的维修单；寄修到达的产品由前台扫码签收。" open={open} />
    </MobileScreen>
  );
}

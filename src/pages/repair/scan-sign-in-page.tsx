import { Card } from '@arco-design/web-react';
import { paths } from '@/app/paths';
import { ScanSignIn } from '@/features/repair/components/scan-sign-in';

/** /scanCodeSignIn 扫码签收: the receiving desk signs products in by their codes. */
export default function ScanSignInPage() {
  return (
    <Card bordered={false} title="扫码签收">
      <ScanSignIn detailHref={paths.repair.detail} />
    </Card>
  );
}

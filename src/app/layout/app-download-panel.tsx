import { Link, Spin, Typography } from '@arco-design/web-react';
import { useGetAppDownloadQuery } from '@/features/shell/releases.api';
import { QrCodeImage } from './qr-code-image';

/** The mobile app's download QR code and link. */
export function AppDownloadPanel() {
  const { data } = useGetAppDownloadQuery();
  if (!data) return <Spin />;

  return (
    <div style={{ width: 180, textAlign: 'center' }}>
      <QrCodeImage text={data.download_link} alt="App下载二维码" />
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        扫码下载App v{data.version}
      </Typography.Text>
      <Link href={data.download_link} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
        {data.download_link}
      </Link>
    </div>
  );
}

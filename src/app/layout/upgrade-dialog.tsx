import { Modal, Spin, Typography } from '@arco-design/web-react';
import { freeEditionNotice } from '@domain/common/messages';
import { useGetHotlineQuery } from '@/app/session/session.api';
import { QrCodeImage } from './qr-code-image';

export interface UpgradeDialogProps {
  /** The charged feature the user reached for. */
  feature: string;
  visible: boolean;
  onClose: () => void;
}

/** Shown when a free enterprise uses a charged feature: the notice, the hotline and a payment QR code. */
export function UpgradeDialog({ feature, visible, onClose }: UpgradeDialogProps) {
  const { data: hotline } = useGetHotlineQuery(undefined, { skip: !visible });

  return (
    <Modal title="升级为VIP版本" visible={visible} onCancel={onClose} footer={null} style={{ width: 420 }}>
      {hotline ? (
        <>
          <Typography.Paragraph>{freeEditionNotice(feature, hotline.phone)}</Typography.Paragraph>
          <div style={{ textAlign: 'center' }}>
            <QrCodeImage text={hotline.paymentUrl} alt="付费升级二维码" />
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              扫码开通付费版
            </Typography.Text>
          </div>
        </>
      ) : (
        <Spin style={{ display: 'block', textAlign: 'center' }} />
      )}
    </Modal>
  );
}

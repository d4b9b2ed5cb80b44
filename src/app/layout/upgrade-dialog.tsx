import { Modal, Spin, Typography } from '@arco-design/web-react';
import { freeEditionNotice } from '@domain/common/messages';
import { useGetHotlineQuery, useGetMenuQuery } from '@/app/session/session.api';
import { findNodeByPath } from '@/app/shell/menu-nodes';
import { Link } from 'wouter';
import { paths } from '@/app/paths';
import { inChatHost } from '@/features/hosts/use-host-adapter';
import { QrCodeImage } from './qr-code-image';

export interface UpgradeDialogProps {
  /** The charged feature the user reached for. */
  feature: string;
  visible: boolean;
  onClose: () => void;
}

/**
 * Shown when a free enterprise uses a charged feature: the notice, the hotline and a payment QR code.
 * An enterprise installed from a host's app market pays there: inside the host the dialog leads to /iap
 * (offered by its menu), where the market's purchase page opens and its orders are used.
 */
export function UpgradeDialog({ feature, visible, onClose }: UpgradeDialogProps) {
  const { data: menu } = useGetMenuQuery();
  const inMarket = inChatHost() && menu !== undefined && findNodeByPath(menu, paths.iap) !== undefined;
  const { data: hotline } = useGetHotlineQuery(undefined, { skip: !visible || inMarket });
  if (inMarket) {
    return (
      <Modal title="升级为VIP版本" visible={visible} onCancel={onClose} footer={null} style={{ width: 420 }}>
        <Typography.Paragraph>「{feature}」是专业版功能，可在应用市场购买后使用。</Typography.Paragraph>
        <Link href={paths.iap} onClick={onClose}>
          去应用市场购买
        </Link>
      </Modal>
    );
  }

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

import { Button, Card, Descriptions, Result, Spin, Tag } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import '@/app/desktop-styles';
import { ServiceRequestForm } from '@/features/products/components/service-request-form';
import { useGetPublicProductQuery } from '@/features/products/products.api';
import { WARRANTY_STATUS_COLORS, warrantyStatusText } from '@/features/products/warranty-text';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/app/paths';

/**
 * The chat link of this code on this browser: the page keeps the one it was given and shows it to the
 * server on the next view, which answers it again while it holds (the same conversation; each new link
 * names a new visitor) and else a new one, or none: a voided link is replaced or dropped, never shown.
 */
const chatKey = (qrToken: string) => `qr-chat:${qrToken}`;
function keptChat(qrToken: string): string | undefined {
  try {
    return localStorage.getItem(chatKey(qrToken)) ?? undefined;
  } catch {
    return undefined; // storage refused (a private window): each view's own link
  }
}
function keepChat(qrToken: string, chatToken: string | null) {
  try {
    if (chatToken) localStorage.setItem(chatKey(qrToken), chatToken);
    else localStorage.removeItem(chatKey(qrToken));
  } catch {
    // storage refused: nothing kept
  }
}

/** /qr/{token}: what a scanned product code opens, for anyone (no sign-in): the product, the portal and the web chat where the enterprise has them, and a service request form. */
export default function PublicProductPage() {
  const { token } = useParams<{ token: string }>();
  const [chat] = useState(() => keptChat(token));
  const { data: product, error } = useGetPublicProductQuery({ token, chat });
  useEffect(() => {
    if (product) keepChat(token, product.chatToken);
  }, [token, product]);
  const page = (content: React.ReactNode) => <div style={{ maxWidth: 480, margin: '0 auto', padding: 16 }}>{content}</div>;
  if (error) return page(<Result status="404" title={errorMessage(error)} subTitle="请联系产品的服务商" />);
  if (!product) return page(<Spin style={{ display: 'block', margin: '30vh auto' }} />);
  return page(
    <>
      <Card title={product.enterpriseName} style={{ marginBottom: 16 }}>
        <Descriptions
          column={1}
          data={[
            { label: '产品', value: product.productName },
            { label: '型号', value: product.productModel || '-' },
            { label: '序列号', value: product.serialNumber || '-' },
            { label: '质保至', value: product.warrantyEnd ?? '-' },
            { label: '质保状态', value: <Tag color={WARRANTY_STATUS_COLORS[product.warrantyStatus]}>{warrantyStatusText(product.warrantyStatus)}</Tag> },
          ]}
        />
      </Card>
      {product.portalPath && (
        <Card title="客户门户" style={{ marginBottom: 16 }}>
          <p style={{ marginTop: 0 }}>已开通客户门户账号？登录后报修，产品已为您选好，可在门户查看工单进度。</p>
          {/* The portal is its own page (never this app's router): a plain link. */}
          <Button type="primary" long href={`${product.portalPath}?qr=${encodeURIComponent(token)}#/report`}>
            登录客户门户报修
          </Button>
        </Card>
      )}
      {product.chatToken && (
        <Card title="在线咨询" style={{ marginBottom: 16 }}>
          <p style={{ marginTop: 0 }}>有疑问可直接与客服在线交流，客服会看到您咨询的是这台产品。</p>
          <Button type="primary" long href={paths.onlineChat.visitor(product.chatToken)}>
            在线咨询
          </Button>
        </Card>
      )}
      <Card title="申请服务">
        <ServiceRequestForm token={token} />
      </Card>
    </>,
  );
}

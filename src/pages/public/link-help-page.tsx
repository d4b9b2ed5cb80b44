import { Typography } from '@arco-design/web-react';
import { PRODUCT_NAME, PublicFrame } from '@/features/auth/components/public-frame';

const { Title, Paragraph } = Typography;

/** /linkhelp: where to open the app when a link lands somewhere it cannot run. */
export default function LinkHelpPage() {
  const address = `${window.location.origin}/`;
  return (
    <PublicFrame title="如何打开" width={560}>
      <Title heading={6}>在浏览器中打开</Title>
      <Paragraph>复制下面的地址，粘贴到电脑或手机浏览器（推荐 Chrome、Edge 或 Safari）的地址栏中打开，然后用手机号登录。</Paragraph>
      <Paragraph copyable={{ text: address }} code>
        {address}
      </Paragraph>
      <Title heading={6}>在企业微信中打开</Title>
      <Paragraph>打开企业微信，进入「工作台」，找到并点击「{PRODUCT_NAME}」应用，会自动以您的企业微信身份登录。</Paragraph>
      <Title heading={6}>在钉钉中打开</Title>
      <Paragraph>打开钉钉，进入「工作台」，找到并点击「{PRODUCT_NAME}」应用，会自动以您的钉钉身份登录。</Paragraph>
      <Title heading={6}>在聊天中收到链接时</Title>
      <Paragraph style={{ marginBottom: 0 }}>
        如果链接无法直接打开，请点击右上角「···」，选择「在默认浏览器中打开」；若工作台中找不到应用，请联系企业管理员为您开通。
      </Paragraph>
    </PublicFrame>
  );
}

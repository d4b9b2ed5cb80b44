import { Typography } from '@arco-design/web-react';
import { Link } from 'wouter';
import { paths } from '@/app/paths';
import { PRODUCT_NAME, PublicFrame } from '@/features/auth/components/public-frame';

const { Title, Paragraph } = Typography;

const SECTIONS: { heading: string; body: string[] }[] = [
  {
    heading: '一、我们保存哪些信息',
    body: [
      '账号信息：您的手机号、姓名，以及您在各企业中的部门、角色和头像。手机号用于登录和接收验证码。',
      '登录密码：仅保存经过加盐哈希处理后的结果，任何人（包括我们）都无法看到密码原文。',
      '企业数据：您所在企业在本产品中录入的工单、事件、客户、联系人、地址、产品、附件及操作记录。这些数据属于您的企业，由企业管理员管理。',
    ],
  },
  {
    heading: '二、登录会话',
    body: [
      '登录后，浏览器会保存一个仅供本产品服务器读取的会话 Cookie，有效期为 7 天；退出登录时会话立即作废。',
      '会话记录保存在服务器上，用于识别您的身份、所在企业和当前角色，并防止跨站请求伪造。',
    ],
  },
  {
    heading: '三、短信验证码',
    body: [
      '验证码为 6 位数字，5 分钟内有效，只能使用一次。为防止滥用，同一手机号 60 秒内只能获取一次，每小时最多 5 次。',
      '我们会记录验证码的发送时间和请求来源 IP，仅用于频率限制和安全审计。',
    ],
  },
  {
    heading: '四、我们如何使用和共享信息',
    body: [
      '上述信息仅用于提供工单服务本身：登录、派单、通知、统计和客户服务。我们不会出售您的个人信息，也不会用于广告。',
      '在企业微信或钉钉中使用时，我们只从对应平台获取完成登录所需的身份信息。',
      '除法律法规要求外，我们不会向第三方提供您的信息。',
    ],
  },
  {
    heading: '五、您的权利',
    body: [
      '您可以随时在产品中设置或修改自己的登录密码。如需更正或删除账号信息、导出或删除企业数据，请联系您企业的管理员或我们的客服。',
      '企业停止使用后，企业管理员可申请删除企业全部数据。',
    ],
  },
];

/** /privacy: what the product keeps about its users and why. */
export default function PrivacyPage() {
  return (
    <PublicFrame width={760}>
      <Title heading={4} style={{ marginTop: 0 }}>
        {PRODUCT_NAME}隐私政策
      </Title>
      <Paragraph type="secondary">
        本政策说明{PRODUCT_NAME}在您使用过程中收集哪些信息、如何使用和保护这些信息。使用本产品即表示您同意本政策。
      </Paragraph>
      {SECTIONS.map((section) => (
        <section key={section.heading}>
          <Title heading={6}>{section.heading}</Title>
          {section.body.map((text) => (
            <Paragraph key={text}>{text}</Paragraph>
          ))}
        </section>
      ))}
      <Link href={paths.login} className="arco-link">
        返回登录
      </Link>
    </PublicFrame>
  );
}

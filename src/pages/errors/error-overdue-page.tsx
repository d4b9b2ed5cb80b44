import { Button, Link, Result, Space, Typography } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { detectHost } from '@adapters/detect';
import { Messages } from '@domain/common/messages';
import { useSignOut } from '@/app/layout/use-sign-out';
import { paths } from '@/app/paths';
import { useListMyEnterprisesQuery } from '@/features/auth/auth.api';
import { PublicFrame } from '@/features/auth/components/public-frame';
import { useGetHotlineQuery, useGetSessionUserQuery } from '@/app/session/session.api';

/** /errorOverdue: the enterprise's paid or trial service has expired. */
export default function ErrorOverduePage() {
  const [, navigate] = useLocation();
  const { data: hotline } = useGetHotlineQuery();
  // Also brings the csrf token after a reload, which switching enterprise needs.
  const { data: user } = useGetSessionUserQuery();
  // Switching enterprise and signing out belong to the standalone app; the hosts fix the enterprise.
  const inBrowser = detectHost() === 'browser';
  const { data: enterprises = [] } = useListMyEnterprisesQuery(undefined, { skip: !inBrowser });
  const signOut = useSignOut();
  return (
    <PublicFrame width={480}>
      <Result
        status="warning"
        title={Messages.serviceExpired}
        subTitle={
          <>
            <Typography.Paragraph type="secondary">
              {user ? `${user.enterpriseName}的服务已到期` : '贵企业的服务已到期'}，续费后即可继续使用。
            </Typography.Paragraph>
            {hotline?.phone && (
              <Typography.Paragraph>
                客服热线：<Link href={`tel:${hotline.phone}`}>{hotline.phone}</Link>
              </Typography.Paragraph>
            )}
          </>
        }
        extra={
          <Space>
            {enterprises.length > 1 && (
              <Button type="primary" onClick={() => navigate(paths.loginChooseEnterprise)}>
                切换企业
              </Button>
            )}
            {inBrowser && <Button onClick={signOut}>退出登录</Button>}
          </Space>
        }
      />
    </PublicFrame>
  );
}

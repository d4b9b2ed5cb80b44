import { Button, Result } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { detectHost } from '@adapters/detect';
import { Messages } from '@domain/common/messages';
import { PublicFrame } from '@/features/auth/components/public-frame';
import { restartSignIn } from '@/features/auth/sign-in-target';

/** /error403: no session, or it has expired. */
export default function Error403Page() {
  const [, navigate] = useLocation();
  const inBrowser = detectHost() === 'browser';
  return (
    <PublicFrame width={480}>
      <Result
        status="403"
        title={Messages.notSignedIn}
        subTitle="您尚未登录，或登录已过期，请重新登录。"
        extra={
          <Button type="primary" onClick={() => restartSignIn(navigate)}>
            {inBrowser ? '重新登录' : '重新进入'}
          </Button>
        }
      />
    </PublicFrame>
  );
}

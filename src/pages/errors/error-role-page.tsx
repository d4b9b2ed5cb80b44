import { Button, Result } from '@arco-design/web-react';
import { useSignOut } from '@/app/layout/use-sign-out';
import { PublicFrame } from '@/features/auth/components/public-frame';

/** /errorRole: the account holds no role in this enterprise. */
export default function ErrorRolePage() {
  const signOut = useSignOut();
  return (
    <PublicFrame width={480}>
      <Result
        status="warning"
        title="当前账号没有角色"
        subTitle="请联系企业管理员为您分配角色，分配后重新登录即可使用。"
        extra={
          <Button type="primary" onClick={signOut}>
            重新登录
          </Button>
        }
      />
    </PublicFrame>
  );
}

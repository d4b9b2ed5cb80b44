import { Button, Form, Message } from '@arco-design/web-react';
import { Link, useLocation, useParams } from 'wouter';
import { CodePurpose } from '@domain/auth/auth.constants';
import { paths } from '@/app/paths';
import { useResetPasswordMutation } from '@/features/auth/auth.api';
import { CodeField } from '@/features/auth/components/code-field';
import { MobileField } from '@/features/auth/components/mobile-field';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { PublicFrame } from '@/features/auth/components/public-frame';
import { errorMessage } from '@/lib/errors';

interface ResetValues {
  mobile: string;
  code: string;
  password: string;
}

/** /passwordForget/{mobile}: a new password, proved by an SMS code. */
export default function PasswordForgetPage() {
  const { mobile = '' } = useParams<{ mobile?: string }>();
  const [, navigate] = useLocation();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();

  const handleSubmit = async ({ mobile, code, password }: ResetValues) => {
    try {
      await resetPassword({ mobile, code, password }).unwrap();
      Message.success('密码已重置，请使用新密码登录');
      navigate(paths.login, { replace: true });
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <PublicFrame title="找回密码">
      <Form<ResetValues> layout="vertical" initialValues={{ mobile }} onSubmit={handleSubmit}>
        <MobileField label="手机号" />
        <CodeField purpose={CodePurpose.resetPassword} label="验证码" />
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" long loading={isLoading}>
          重置密码
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link href={paths.login} className="arco-link">
          返回登录
        </Link>
      </div>
    </PublicFrame>
  );
}

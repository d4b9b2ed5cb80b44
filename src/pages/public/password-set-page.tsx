import { Button, Form, Message, Space, Typography } from '@arco-design/web-react';
import { useLocation, useParams, useSearchParams } from 'wouter';
import { useSetPasswordMutation } from '@/features/auth/auth.api';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { PublicFrame } from '@/features/auth/components/public-frame';
import { errorMessage } from '@/lib/errors';
import { signInTarget } from '@/features/auth/sign-in-target';

/** 138****0003: enough to recognise one's own number. */
function maskMobile(mobile: string) {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** /passwordset/{mobile}: offered after a code sign-in to an account without a password; skippable. */
export default function PasswordSetPage() {
  const { mobile = '' } = useParams<{ mobile?: string }>();
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const [setPassword, { isLoading }] = useSetPasswordMutation();
  const target = signInTarget(search.get('redirect'));

  const handleSubmit = async ({ password }: { password: string }) => {
    try {
      const result = await setPassword({ password }).unwrap();
      Message.success(result.message ?? '密码设置成功');
      navigate(target, { replace: true });
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <PublicFrame title="设置登录密码">
      <Typography.Paragraph type="secondary">
        {mobile ? `为账号 ${maskMobile(mobile)} 设置密码，` : '设置密码后，'}以后可以用手机号和密码登录。
      </Typography.Paragraph>
      <Form layout="vertical" onSubmit={handleSubmit}>
        <NewPasswordFields />
        <Space direction="vertical" style={{ width: '100%' }}>
          <Button type="primary" htmlType="submit" long loading={isLoading}>
            保存密码
          </Button>
          <Button type="text" long onClick={() => navigate(target, { replace: true })}>
            跳过，以后再说
          </Button>
        </Space>
      </Form>
    </PublicFrame>
  );
}

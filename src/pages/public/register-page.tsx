import { Button, Form, Input, Message, Select } from '@arco-design/web-react';
import { Link, useLocation } from 'wouter';
import { CodePurpose, INDUSTRIES } from '@domain/auth/auth.schemas';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { useRegisterEnterpriseMutation } from '@/features/auth/auth.api';
import { authRules } from '@/features/auth/auth-rules';
import { CodeField } from '@/features/auth/components/code-field';
import { MobileField } from '@/features/auth/components/mobile-field';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { PublicFrame } from '@/features/auth/components/public-frame';
import { clearShellStorage } from '@/app/shell/shell-storage';
import { resetNavigation } from '@/app/shell/shell.slice';
import { errorMessage } from '@/lib/errors';

type Industry = keyof typeof INDUSTRIES;

interface RegisterValues {
  enterpriseName: string;
  industry: Industry;
  name: string;
  mobile: string;
  code: string;
  password?: string;
}

const industryOptions = (Object.keys(INDUSTRIES) as Industry[]).map((value) => ({ value, label: INDUSTRIES[value] }));

/** /register: a new enterprise on a 30-day trial, with the registering person as its administrator. */
export default function RegisterPage() {
  const [, navigate] = useLocation();
  const [register, { isLoading }] = useRegisterEnterpriseMutation();
  const dispatch = useAppDispatch();

  const handleSubmit = async ({ password, ...values }: RegisterValues) => {
    try {
      await register({ ...values, password: password || undefined }).unwrap();
      clearShellStorage();
      dispatch(resetNavigation());
      Message.success('注册成功，已为您开通30天试用');
      navigate(paths.root, { replace: true });
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <PublicFrame title="注册企业" width={440}>
      <Form<RegisterValues> layout="vertical" initialValues={{ industry: 'other' }} onSubmit={handleSubmit}>
        <Form.Item label="企业名称" field="enterpriseName" rules={authRules.enterpriseName}>
          <Input placeholder="请输入企业名称" maxLength={60} aria-label="企业名称" />
        </Form.Item>
        <Form.Item label="所属行业" field="industry">
          <Select options={industryOptions} aria-label="所属行业" />
        </Form.Item>
        <Form.Item label="您的姓名" field="name" rules={authRules.userName}>
          <Input placeholder="请输入姓名" maxLength={30} aria-label="姓名" />
        </Form.Item>
        <MobileField label="手机号" />
        <CodeField purpose={CodePurpose.register} label="验证码" />
        <NewPasswordFields optional />
        <Button type="primary" htmlType="submit" long loading={isLoading}>
          注册并进入
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        已有账号？
        <Link href={paths.login} className="arco-link">
          去登录
        </Link>
      </div>
    </PublicFrame>
  );
}

import { Button, Form, Input, Message } from '@arco-design/web-react';
import { IconLock } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Link } from 'wouter';
import { CodePurpose } from '@domain/auth/auth.constants';
import { paths } from '@/app/paths';
import { useCodeLoginMutation, usePasswordLoginMutation, type SignInResult } from '../auth.api';
import { authRules } from '../auth-rules';
import { errorMessage } from '@/lib/errors';
import { CodeField } from './code-field';
import { MobileField } from './mobile-field';

export type SignInMethod = 'code' | 'password';
const METHODS: { key: SignInMethod; title: string }[] = [
  { key: 'code', title: '验证码登录' },
  { key: 'password', title: '密码登录' },
];

interface SignInValues {
  mobile: string;
  code?: string;
  password?: string;
}

export interface SignInFormProps {
  onSignedIn(result: SignInResult, method: SignInMethod, mobile: string): void;
}

/** Phone + SMS code or phone + password, in two tabs over one form. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const [form] = Form.useForm<SignInValues>();
  const [method, setMethod] = useState<SignInMethod>('code');
  const [codeLogin, codeState] = useCodeLoginMutation();
  const [passwordLogin, passwordState] = usePasswordLoginMutation();
  const mobile: string = Form.useWatch('mobile', form) ?? '';

  const handleSubmit = async ({ mobile, code = '', password = '' }: SignInValues) => {
    try {
      const result =
        method === 'code' ? await codeLogin({ mobile, code }).unwrap() : await passwordLogin({ mobile, password }).unwrap();
      onSignedIn(result, method, mobile);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <>
      <div role="tablist" aria-label="登录方式" className="sign-in-tabs">
        {METHODS.map(({ key, title }) => (
          <button key={key} type="button" role="tab" aria-selected={method === key} className="sign-in-tab" onClick={() => setMethod(key)}>
            {title}
          </button>
        ))}
      </div>
      <Form form={form} layout="vertical" onSubmit={handleSubmit} autoComplete="on">
        <MobileField />
        {method === 'code' ? (
          <CodeField purpose={CodePurpose.login} />
        ) : (
          <Form.Item field="password" rules={authRules.signInPassword}>
            <Input.Password prefix={<IconLock />} placeholder="密码" autoComplete="current-password" aria-label="密码" />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" long loading={codeState.isLoading || passwordState.isLoading}>
          登录
        </Button>
      </Form>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
        <Link href={paths.passwordForget(mobile)} className="arco-link">
          忘记密码
        </Link>
        <Link href={paths.register} className="arco-link">
          注册企业
        </Link>
      </div>
      <p className="public-note">
        登录即表示您同意
        <Link href={paths.privacy} className="arco-link" style={{ fontSize: 12 }}>
          隐私政策
        </Link>
      </p>
    </>
  );
}

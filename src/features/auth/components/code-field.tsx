import { Form, Input } from '@arco-design/web-react';
import { IconSafe } from '@arco-design/web-react/icon';
import { authRules } from '../auth-rules';
import { SendCodeButton, type SendCodeButtonProps } from './send-code-button';

export interface CodeFieldProps {
  purpose: SendCodeButtonProps['purpose'];
  label?: string;
}

/** The six-digit SMS code with its send button; in development the code is only in the server log. */
export function CodeField({ purpose, label }: CodeFieldProps) {
  return (
    <Form.Item
      label={label}
      field="code"
      rules={authRules.code}
      extra={import.meta.env.DEV ? <span className="public-secondary">演示环境：验证码会写入服务器日志</span> : undefined}
    >
      <Input
        prefix={<IconSafe />}
        placeholder="6位验证码"
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-label="验证码"
        suffix={<SendCodeButton purpose={purpose} />}
      />
    </Form.Item>
  );
}

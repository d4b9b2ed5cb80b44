import { Form, Input } from '@arco-design/web-react';
import { IconPhone } from '@arco-design/web-react/icon';
import { authRules } from '../auth-rules';

/** The phone number an account signs in with. */
export function MobileField({ label, disabled }: { label?: string; disabled?: boolean }) {
  return (
    <Form.Item label={label} field="mobile" rules={authRules.mobile}>
      <Input
        prefix={<IconPhone />}
        placeholder="手机号"
        maxLength={11}
        inputMode="tel"
        autoComplete="tel"
        aria-label="手机号"
        disabled={disabled}
      />
    </Form.Item>
  );
}

import { Form, Input } from '@arco-design/web-react';
import { IconLock } from '@arco-design/web-react/icon';
import type { RulesProps } from '@arco-design/web-react/es/Form/interface';
import { authRules } from '../auth-rules';

export const PASSWORD_HINT = '8-64位，须包含字母和数字';

/** A new password typed twice; the form's values are `password` and `confirmPassword`. */
export function NewPasswordFields({ optional = false }: { optional?: boolean }) {
  const { form } = Form.useFormContext();
  const sameAsPassword: RulesProps = {
    validator(value, callback) {
      const password = form.getFieldValue('password');
      if (!password && !value) return callback();
      callback(value === password ? undefined : '两次输入的密码不一致');
    },
  };
  return (
    <>
      <Form.Item
        label={optional ? '登录密码（可选）' : '新密码'}
        field="password"
        rules={optional ? authRules.optionalPassword : authRules.newPassword}
        extra={PASSWORD_HINT}
      >
        <Input.Password prefix={<IconLock />} placeholder="请输入密码" autoComplete="new-password" aria-label="密码" />
      </Form.Item>
      <Form.Item label="确认密码" field="confirmPassword" rules={[sameAsPassword]}>
        <Input.Password prefix={<IconLock />} placeholder="请再次输入密码" autoComplete="new-password" aria-label="确认密码" />
      </Form.Item>
    </>
  );
}

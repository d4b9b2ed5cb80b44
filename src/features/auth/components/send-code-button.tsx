import { Button, Form, Message } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import type { CodePurpose } from '@domain/auth/auth.constants';
import { useSendCodeMutation } from '../auth.api';
import { errorMessage } from '@/lib/errors';

/** The server refuses a second code within this many seconds. */
const RESEND_SECONDS = 60;

export interface SendCodeButtonProps {
  purpose: (typeof CodePurpose)[keyof typeof CodePurpose];
  /** The form field holding the phone number. */
  mobileField?: string;
}

/** Sends a code to the phone of the surrounding form, then counts down until it may send again. */
export function SendCodeButton({ purpose, mobileField = 'mobile' }: SendCodeButtonProps) {
  const { form } = Form.useFormContext();
  const [sendCode, { isLoading }] = useSendCodeMutation();
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const handleClick = async () => {
    try {
      await form.validate([mobileField]);
    } catch {
      return; // the phone field shows what is wrong
    }
    try {
      const result = await sendCode({ mobile: form.getFieldValue(mobileField), type: purpose }).unwrap();
      Message.success(result.message ?? '验证码已发送');
      setSecondsLeft(RESEND_SECONDS);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Button type="text" size="small" loading={isLoading} disabled={secondsLeft > 0} onClick={handleClick}>
      {secondsLeft > 0 ? `${secondsLeft}秒后重新获取` : '获取验证码'}
    </Button>
  );
}

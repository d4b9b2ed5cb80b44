import { Button, Form, Input, Message } from '@arco-design/web-react';
import { errorMessage } from '@/lib/errors';
import { useApplySmsSignatureMutation } from '../notifications.api';

export interface SignatureApplyFormProps {
  /** An application is already under review: only one at a time. */
  pending: boolean;
}

/** Applies for the signature shown as 【签名】 before the enterprise's SMS. */
export function SignatureApplyForm({ pending }: SignatureApplyFormProps) {
  const [form] = Form.useForm<{ signature: string }>();
  const [apply, { isLoading }] = useApplySmsSignatureMutation();

  const handleSubmit = async ({ signature }: { signature: string }) => {
    try {
      const answer = await apply({ signature: signature.trim() }).unwrap();
      Message.success(answer.message ?? '已提交');
      form.resetFields();
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Form form={form} layout="inline" onSubmit={handleSubmit} disabled={pending}>
      <Form.Item
        label="短信签名"
        field="signature"
        rules={[
          { required: true, message: '请输入短信签名' },
          { minLength: 2, maxLength: 12, message: '短信签名为2到12个字' },
          { match: /^[\p{Script=Han}A-Za-z0-9\s]+$/u, message: '短信签名只能包含中文、字母和数字' },
        ]}
      >
        <Input placeholder="如企业简称，2到12个字" style={{ width: 260 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          提交申请
        </Button>
      </Form.Item>
    </Form>
  );
}

import { Form, Message, Modal } from '@arco-design/web-react';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { useSetPasswordMutation } from '@/features/auth/auth.api';
import { errorMessage } from '@/lib/errors';

export interface ChangePasswordModalProps {
  visible: boolean;
  onClose: () => void;
}

/** Sets a new sign-in password for the phone of the session (standalone app only). */
export function ChangePasswordModal({ visible, onClose }: ChangePasswordModalProps) {
  const [form] = Form.useForm<{ password: string; confirmPassword: string }>();
  const [setPassword, { isLoading }] = useSetPasswordMutation();

  const handleOk = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    try {
      const answer = await setPassword({ password: values.password }).unwrap();
      if (answer.message) Message.success(answer.message);
      onClose();
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Modal title="修改密码" visible={visible} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} afterClose={() => form.resetFields()}>
      <Form form={form} layout="vertical">
        <NewPasswordFields />
      </Form>
    </Modal>
  );
}

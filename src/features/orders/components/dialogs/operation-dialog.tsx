import { Form, Message, Modal } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '@/lib/errors';

export interface OperationDialogProps<V> {
  title: string;
  /** Toast after the server accepted it. */
  doneText: string;
  initialValues?: Partial<V>;
  /** Sends the operation; rejects with the server's refusal. */
  submit: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  width?: number;
}

/**
 * The frame of every order operation dialog: a form checked on 确定, the call, the server's refusal
 * shown as it came (the dialog stays open to correct it), the dialog closed when it went through.
 */
export function OperationDialog<V>({ title, doneText, initialValues, submit, onClose, children, width = 520 }: OperationDialogProps<V>) {
  const [form] = Form.useForm<V>();
  const [sending, setSending] = useState(false);

  const handleOk = async () => {
    let values: V;
    try {
      values = await form.validate();
    } catch {
      return; // the form shows what is missing
    }
    setSending(true);
    try {
      await submit(values);
      Message.success(doneText);
      onClose();
    } catch (error) {
      Message.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal title={title} visible onOk={handleOk} onCancel={onClose} confirmLoading={sending} unmountOnExit style={{ width }}>
      <Form form={form} layout="vertical" initialValues={initialValues as Partial<V> & object}>
        {children}
      </Form>
    </Modal>
  );
}

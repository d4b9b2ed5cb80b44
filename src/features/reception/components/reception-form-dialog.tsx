import { Form, InputNumber, Message, Modal, Switch } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { DEFAULT_MAX_CONCURRENT, MAX_CONCURRENT_RANGE, type ReceptionPerson } from '@domain/reception/reception.schemas';
import type { UserPick } from '@domain/users/users.schemas';
import { UserPicker } from '@/components/user-picker/user-picker';
import { errorMessage } from '@/lib/errors';
import { useSaveReceptionPersonMutation } from '../reception.api';

export interface ReceptionFormDialogProps {
  /** The person to edit; null adds one of the candidates. */
  person: ReceptionPerson | null;
  /** Users who may be added: active holders of 接待客服 or 系统管理员 not yet on the list. */
  candidates: UserPick[];
  onClose: () => void;
}

interface ReceptionFormValues {
  userId: number;
  maxConcurrent: number;
  enabled: boolean;
}

const { min, max } = MAX_CONCURRENT_RANGE;

/** 添加接待人员 / 编辑接待人员: who, how many requests at once, and whether they take requests now. */
export function ReceptionFormDialog({ person, candidates, onClose }: ReceptionFormDialogProps) {
  const [form] = Form.useForm<ReceptionFormValues>();
  const [save, { isLoading }] = useSaveReceptionPersonMutation();
  const initialValues = person
    ? { userId: person.userId, maxConcurrent: person.maxConcurrent, enabled: person.enabled }
    : { maxConcurrent: DEFAULT_MAX_CONCURRENT, enabled: true };
  const choices = person ? [{ id: person.userId, name: person.name }] : candidates;

  const handleOk = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    try {
      Message.success((await save(values).unwrap()).message ?? Messages.saveOk);
      onClose();
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Modal visible title={person ? '编辑接待人员' : '添加接待人员'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item label="成员" field="userId" rules={[{ required: true, message: '请选择成员' }]} extra="可选接待客服或系统管理员">
          <UserPicker candidates={choices} showPhone disabled={Boolean(person)} placeholder="请选择成员" />
        </Form.Item>
        <Form.Item
          label="最大接待量"
          field="maxConcurrent"
          rules={[{ required: true, type: 'number', min, max, message: `最大接待量须在${min}到${max}之间` }]}
          extra="同时接待的最大会话数"
        >
          <InputNumber min={min} max={max} precision={0} step={1} />
        </Form.Item>
        <Form.Item label="启用" field="enabled" triggerPropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

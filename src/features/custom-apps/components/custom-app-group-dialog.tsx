import { Form, Input, Modal } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import type { CustomAppGroupView } from '@domain/custom-apps/custom-apps.schemas';
import { toastResult } from '@/lib/toast-result';
import { useSaveCustomAppGroupMutation } from '../custom-apps.api';

export interface CustomAppGroupDialogProps {
  /** The group to rename; null adds one. */
  group: CustomAppGroupView | null;
  onClose: () => void;
}

/** 新增分组 / 编辑分组: a group is a submenu of 自定义应用 in the left menu. */
export function CustomAppGroupDialog({ group, onClose }: CustomAppGroupDialogProps) {
  const [form] = Form.useForm<{ name: string }>();
  const [saveGroup, { isLoading }] = useSaveCustomAppGroupMutation();

  const handleOk = async () => {
    const values = await form.validate().catch(() => null);
    if (!values) return;
    if (await toastResult(saveGroup({ id: group?.id, name: values.name }).unwrap(), Messages.saveOk)) onClose();
  };

  return (
    <Modal visible title={group ? '编辑分组' : '新增分组'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={{ name: group?.name }}>
        <Form.Item label="分组名称" field="name" rules={[{ required: true, message: '请填写分组名称' }, { maxLength: 20, message: '分组名称最多20个字' }]}>
          <Input placeholder="请输入分组名称" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

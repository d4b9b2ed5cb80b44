import { Form, Input, Modal } from '@arco-design/web-react';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { toastResult } from '@/lib/toast-result';
import type { PortalAccountRow } from '@domain/portal/portal.schemas';
import { useSavePortalAccountMutation } from '@/features/portal/portal.api';

const PHONE_RULES = [
  { required: true, message: '请输入手机号' },
  { match: /^1\d{10}$/, message: '手机号格式不正确' },
];

/**
 * 新增门户账号 / 新增子账号 / 编辑: a main account names its customer, a child account takes its main
 * account's customer; the phone signs in to the portal with an SMS code.
 */
export function PortalAccountDialog({ parentId, account, onClose }: { parentId?: number; account?: PortalAccountRow; onClose: () => void }) {
  const [form] = Form.useForm();
  const [save, { isLoading }] = useSavePortalAccountMutation();
  const title = account ? '编辑门户账号' : parentId ? '新增子账号' : '新增门户账号';
  const submit = async () => {
    const values = await form.validate();
    const body = account ? { id: account.id, name: values.name, phone: values.phone } : parentId ? { parentId, name: values.name, phone: values.phone } : values;
    if (await toastResult(save(body).unwrap(), '保存成功')) onClose();
  };
  return (
    <Modal visible title={title} onOk={submit} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={account ? { name: account.name, phone: account.phone } : {}}>
        {!account && !parentId && (
          <Form.Item label="所属客户" field="customerId" rules={[{ required: true, message: '请选择客户' }]}>
            <CustomerPicker />
          </Form.Item>
        )}
        <Form.Item label="姓名" field="name" rules={[{ required: true, message: '请输入姓名' }, { maxLength: 50, message: '姓名最多50个字' }]}>
          <Input placeholder="请输入姓名" />
        </Form.Item>
        <Form.Item label="手机号" field="phone" rules={PHONE_RULES}>
          <Input placeholder="用于登录客户门户" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

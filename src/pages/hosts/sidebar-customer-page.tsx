import { Button, Descriptions, Form, Input, Message, Result, Spin } from '@arco-design/web-react';
import { useState } from 'react';
import { useExternalContact } from '@/features/hosts/use-external-contact';
import { useAddCustomerMutation, useListCustomersQuery, type AddCustomerArgs } from '@/features/customers/customers.api';
import { errorMessage } from '@/lib/errors';

/**
 * /sidebarCustomer: opened in WeCom's chat sidebar, the customer linked to the chat's external
 * contact (external_userid); when none is linked, a short form creates one linked to it.
 */
export default function SidebarCustomerPage() {
  const contact = useExternalContact();
  if (contact === undefined) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  if (!contact) return <Result status="404" title="没有当前客户" subTitle="请从企业微信客户聊天的侧边栏打开本页面" />;
  return <LinkedCustomer externalUserId={contact} />;
}

function LinkedCustomer({ externalUserId }: { externalUserId: string }) {
  const { data: rows, error, refetch } = useListCustomersQuery({ external_userid: externalUserId, pageIndex: 0, pageSize: 10 });
  if (error) return <Result status="error" title="加载失败" subTitle={errorMessage(error)} extra={<Button onClick={refetch}>重试</Button>} />;
  if (!rows) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  const customer = rows[0];
  if (!customer) return <CreateLinked externalUserId={externalUserId} />;
  return (
    <div style={{ padding: 16 }}>
      <Descriptions
        title="当前聊天客户"
        column={1}
        data={[
          { label: '客户名称', value: customer.name },
          { label: '客户电话', value: customer.phone },
        ]}
      />
    </div>
  );
}

function CreateLinked({ externalUserId }: { externalUserId: string }) {
  const [form] = Form.useForm<{ name: string; phone: string; contactName: string }>();
  const [add, { isLoading }] = useAddCustomerMutation();
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const v = await form.validate();
    const body = {
      name: v.name,
      phone: v.phone,
      contacts: [{ name: v.contactName || v.name, phone: v.phone, isDefault: true }],
      addresses: [],
      external_userid: externalUserId,
    } as AddCustomerArgs & { external_userid: string };
    try {
      await add(body).unwrap();
      Message.success('客户已创建');
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <div style={{ padding: 16 }}>
      <Result status="warning" title="该聊天客户尚未关联客户档案" subTitle="填写以下信息新建客户，并与该企业微信客户关联" />
      <Form form={form} layout="vertical">
        <Form.Item label="客户名称" field="name" rules={[{ required: true, message: '请输入客户名称' }]}>
          <Input placeholder="请输入客户名称" />
        </Form.Item>
        <Form.Item label="客户电话" field="phone" rules={[{ required: true, message: '请输入客户电话' }]}>
          <Input placeholder="请输入客户电话" />
        </Form.Item>
        <Form.Item label="联系人" field="contactName">
          <Input placeholder="默认与客户名称相同" />
        </Form.Item>
        {error && <div style={{ color: 'rgb(var(--danger-6))', marginBottom: 8 }}>{error}</div>}
        <Button type="primary" long loading={isLoading} onClick={() => void submit()}>
          新建客户
        </Button>
      </Form>
    </div>
  );
}

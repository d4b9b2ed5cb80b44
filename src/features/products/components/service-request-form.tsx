import { Button, Form, Input, Result } from '@arco-design/web-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { useRequestServiceMutation } from '../products.api';

interface RequestValues {
  contactName: string;
  phone: string;
  description: string;
}

/** 申请服务: what a customer fills in on the public page of a scanned product code. */
export function ServiceRequestForm({ token }: { token: string }) {
  const [form] = Form.useForm<RequestValues>();
  const [send, { isLoading }] = useRequestServiceMutation();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = async (values: RequestValues) => {
    setFailure(null);
    try {
      setDone((await send({ token, ...values }).unwrap()).message ?? '已提交');
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  if (done) return <Result status="success" title={done} />;
  return (
    <Form form={form} layout="vertical" onSubmit={handleSubmit}>
      <Form.Item label="联系人" field="contactName" rules={[{ required: true, message: '请输入联系人' }, { maxLength: 30, message: '联系人最多30个字' }]}>
        <Input placeholder="您的称呼" />
      </Form.Item>
      <Form.Item label="联系电话" field="phone" rules={[{ required: true, message: '请输入联系电话' }, { match: /^[\d+\-\s()]{5,20}$/, message: '请输入正确的联系电话' }]}>
        <Input placeholder="方便联系您的电话" />
      </Form.Item>
      <Form.Item label="问题描述" field="description" rules={[{ required: true, message: '请描述需要的服务' }, { maxLength: 500, message: '问题描述最多500个字' }]}>
        <Input.TextArea placeholder="请描述故障现象或需要的服务" autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      {failure && <div style={{ color: 'rgb(var(--danger-6))', marginBottom: 12 }}>{failure}</div>}
      <Button type="primary" htmlType="submit" long loading={isLoading}>
        提交报修
      </Button>
    </Form>
  );
}

import { Button, Card, Form, Input, Message, Select, Spin } from '@arco-design/web-react';
import { INDUSTRIES } from '@domain/auth/auth.schemas';
import { Messages } from '@domain/common/messages';
import type { EnterpriseInfo } from '@domain/settings/enterprise-info';
import { useGetEnterpriseInfoQuery, useSaveEnterpriseInfoMutation } from '@/features/settings/settings.api';
import { errorMessage } from '@/lib/errors';

const INDUSTRY_OPTIONS = Object.entries(INDUSTRIES).map(([value, label]) => ({ value, label }));

/** /infomation/setting 企业信息: the enterprise's name (top bar), industry and customer-service hotline ({{客服热线}} of its messages). */
export default function EnterpriseInfoPage() {
  const [form] = Form.useForm<EnterpriseInfo>();
  const { data: info } = useGetEnterpriseInfoQuery();
  const [save, { isLoading: saving }] = useSaveEnterpriseInfoMutation();
  if (!info) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;

  const handleSave = async () => {
    const values = await form.validate();
    try {
      const answer = await save({ ...values, hotline: values.hotline ?? '' }).unwrap();
      Message.success(answer.message ?? Messages.saveOk);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  return (
    <Card title="企业信息" bordered={false}>
      <Form form={form} key={JSON.stringify(info)} initialValues={info} labelCol={{ span: 5 }} wrapperCol={{ span: 19 }} style={{ maxWidth: 640 }}>
        <Form.Item label="企业名称" field="name" rules={[{ required: true, message: '请输入企业名称' }]}>
          <Input aria-label="企业名称" maxLength={60} />
        </Form.Item>
        <Form.Item label="所属行业" field="industry" rules={[{ required: true, message: '请选择所属行业' }]}>
          <Select aria-label="所属行业" options={INDUSTRY_OPTIONS} />
        </Form.Item>
        <Form.Item label="客服热线" field="hotline" extra="消息模板中的{{客服热线}}使用此号码">
          <Input aria-label="客服热线" maxLength={20} placeholder="如 400-800-1234" />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 5 }}>
          <Button type="primary" loading={saving} onClick={handleSave}>
            保存
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

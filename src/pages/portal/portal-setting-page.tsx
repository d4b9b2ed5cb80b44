import { Button, Card, Checkbox, Form, Input, Space, Switch, Typography } from '@arco-design/web-react';
import { useEffect } from 'react';
import { PORTAL_FUNCTION_NAMES, PORTAL_FUNCTIONS } from '@domain/portal/portal.constants';
import { QrCodeImage } from '@/app/layout/qr-code-image';
import { useGetPortalSettingQuery, useSavePortalSettingMutation } from '@/features/portal/portal.api';
import { toastResult } from '@/lib/toast-result';

/** /portalSetting 门户设置: the portal's name, logo, hotline and functions, and its address with a QR code customers scan. */
export default function PortalSettingPage() {
  const { data: setting } = useGetPortalSettingQuery();
  const [save, { isLoading }] = useSavePortalSettingMutation();
  const [form] = Form.useForm();
  useEffect(() => {
    if (setting) form.setFieldsValue(setting);
  }, [setting, form]);
  if (!setting) return <Card bordered={false} loading />;
  const address = `${window.location.origin}${setting.path}`;
  const submit = async () => {
    const { name, logo, hotline, functions, enabled, selfRegister } = await form.validate();
    await toastResult(save({ name, logo: logo ?? '', hotline: hotline ?? '', functions, enabled, selfRegister }).unwrap(), '保存成功');
  };
  return (
    <Card bordered={false} title="门户设置">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32 }}>
        <Form form={form} layout="vertical" style={{ maxWidth: 480, flex: '1 1 320px' }} initialValues={setting}>
          <Form.Item label="门户名称" field="name" rules={[{ required: true, message: '请输入门户名称' }, { maxLength: 30, message: '门户名称最多30个字' }]}>
            <Input />
          </Form.Item>
          <Form.Item label="Logo 地址" field="logo">
            <Input placeholder="https://…" />
          </Form.Item>
          <Form.Item label="服务热线" field="hotline">
            <Input placeholder="400-…" />
          </Form.Item>
          <Form.Item label="门户功能" field="functions">
            <Checkbox.Group options={PORTAL_FUNCTIONS.map((f) => ({ value: f, label: PORTAL_FUNCTION_NAMES[f] }))} />
          </Form.Item>
          <Form.Item label="开放门户" field="enabled" triggerPropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item label="允许客户自助注册（需审核）" field="selfRegister" triggerPropName="checked">
            <Switch />
          </Form.Item>
          <Button type="primary" loading={isLoading} onClick={submit}>
            保存
          </Button>
        </Form>
        <Space direction="vertical" align="center">
          <Typography.Text bold>门户地址</Typography.Text>
          <QrCodeImage text={address} alt="门户二维码" size={180} />
          <Typography.Text copyable>{address}</Typography.Text>
        </Space>
      </div>
    </Card>
  );
}

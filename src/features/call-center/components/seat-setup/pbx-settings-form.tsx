import { Button, Form, Input, Popconfirm, Space, Typography } from '@arco-design/web-react';
import { useEffect } from 'react';
import { SipSettingsSchema, type SipSettingsInput } from '@domain/call-center/call-center.schemas';
import { Messages } from '@domain/common/messages';
import { toastResult } from '@/lib/toast-result';
import { useDeleteSipSettingsMutation, useGetSipSettingsQuery, useSaveSipSettingsMutation } from '../../call-center.api';
import { schemaRule } from './schema-rule';

const rules = {
  wsUrl: [schemaRule(SipSettingsSchema.shape.wsUrl)],
  domain: [schemaRule(SipSettingsSchema.shape.domain)],
  realm: [schemaRule(SipSettingsSchema.shape.realm)],
};

/** The enterprise's own PBX (SIP over WebSocket): seats with a SIP account register to it from the page. */
export function PbxSettingsForm() {
  const [form] = Form.useForm<SipSettingsInput>();
  const { data: settings, isLoading } = useGetSipSettingsQuery();
  const [save, { isLoading: saving }] = useSaveSipSettingsMutation();
  const [remove, { isLoading: removing }] = useDeleteSipSettingsMutation();

  useEffect(() => {
    form.setFieldsValue({ wsUrl: settings?.wsUrl ?? '', domain: settings?.domain ?? '', realm: settings?.realm ?? '' });
  }, [form, settings]);

  const handleSave = async () => {
    const fields = await form.validate().catch(() => null);
    if (fields) await toastResult(save(SipSettingsSchema.parse(fields)).unwrap(), Messages.saveOk);
  };

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 520 }} disabled={isLoading}>
      <Typography.Paragraph type="secondary">
        坐席的软电话通过 WebSocket 注册到本企业的 PBX（如 Asterisk、FreeSWITCH、Kamailio）；配置了 SIP 账号的坐席在页面上接听和拨打，其余坐席走呼叫中心服务商。
      </Typography.Paragraph>
      <Form.Item label="PBX 的 WebSocket 地址" field="wsUrl" rules={rules.wsUrl} extra="例如 wss://pbx.example.cn:8089/ws">
        <Input placeholder="请输入 PBX 的 WebSocket 地址" />
      </Form.Item>
      <Form.Item label="SIP 域" field="domain" rules={rules.domain} extra="坐席账号的域名部分，例如 pbx.example.cn">
        <Input placeholder="请输入 SIP 域" />
      </Form.Item>
      <Form.Item
        label="认证域（realm）"
        field="realm"
        rules={rules.realm}
        extra="PBX 认证所用的 realm 与 SIP 域不同时填写（Asterisk 默认为 asterisk）；填写后浏览器只拿到由它算出的 HA1，不再拿到 SIP 密码"
      >
        <Input placeholder="与 SIP 域相同可不填" />
      </Form.Item>
      <Space>
        <Button type="primary" loading={saving} onClick={() => void handleSave()}>
          保存
        </Button>
        {settings && (
          <Popconfirm title="删除 PBX 配置后，所有坐席的 SIP 账号一并删除，确定删除吗？" onOk={() => void toastResult(remove().unwrap(), Messages.deleteOk)}>
            <Button status="danger" loading={removing}>
              删除 PBX 配置
            </Button>
          </Popconfirm>
        )}
      </Space>
    </Form>
  );
}

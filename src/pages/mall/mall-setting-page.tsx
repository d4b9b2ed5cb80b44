import { Button, Card, Checkbox, Form, Input, Switch, Typography } from '@arco-design/web-react';
import { useEffect } from 'react';
import { PAYMENT_MODE_NAMES, PAYMENT_MODES } from '@domain/orders/order.constants';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { actsAsAdmin } from '@/app/session/use-package-detail';
import { useGetMallSettingQuery, useSaveMallSettingMutation } from '@/features/mall/mall.api';
import { toastResult } from '@/lib/toast-result';

const MONEY = { match: /^\d{1,9}(\.\d{1,2})?$/, message: '须为不小于0、最多两位小数的金额' };

/** /mall/setting 商城设置: open or closed, whether paid orders wait for approval, shipping, the payment modes customers may choose. */
export default function MallSettingPage() {
  const { data: setting } = useGetMallSettingQuery();
  const { data: user } = useGetSessionUserQuery();
  const [save, { isLoading }] = useSaveMallSettingMutation();
  const [form] = Form.useForm();
  useEffect(() => {
    if (setting) form.setFieldsValue(setting);
  }, [setting, form]);
  if (!setting) return <Card bordered={false} loading />;
  const mayEdit = actsAsAdmin(user);
  const submit = async () => {
    const values = await form.validate();
    await toastResult(save(values).unwrap(), '保存成功');
  };
  return (
    <Card bordered={false} title="商城设置">
      <Form form={form} layout="vertical" style={{ maxWidth: 480 }} initialValues={setting} disabled={!mayEdit}>
        <Form.Item label="商城营业" field="enabled" triggerPropName="checked" extra="关闭后客户在门户中看不到商品、不能下单，已下的订单照常处理">
          <Switch />
        </Form.Item>
        <Form.Item label="订单需审核" field="approvalNeeded" triggerPropName="checked" extra="关闭后确认收款的订单直接进入待发货">
          <Switch />
        </Form.Item>
        <Form.Item label="运费（元）" field="shippingFee" rules={[{ required: true, message: '请填写运费' }, MONEY]}>
          <Input />
        </Form.Item>
        <Form.Item label="满额包邮（元，0 表示不包邮）" field="freeShippingOver" rules={[{ required: true, message: '请填写包邮金额' }, MONEY]}>
          <Input />
        </Form.Item>
        <Form.Item label="支付方式" field="paymentModes" rules={[{ required: true, type: 'array', minLength: 1, message: '请至少选择一种支付方式' }]}>
          <Checkbox.Group options={PAYMENT_MODES.map((m) => ({ value: m, label: PAYMENT_MODE_NAMES[m] }))} />
        </Form.Item>
        <Typography.Paragraph type="secondary">本系统不接入在线支付：客户下单后线下付款或挂账，由财务或派单员在商城订单中确认收款。</Typography.Paragraph>
        {mayEdit && (
          <Button type="primary" loading={isLoading} onClick={submit}>
            保存
          </Button>
        )}
      </Form>
    </Card>
  );
}

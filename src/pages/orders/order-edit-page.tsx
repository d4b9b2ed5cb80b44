import { Button, Card, Empty, Form, Message, Space, Spin } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import type { FormValues } from '@domain/forms/validate-values';
import { OrderState } from '@domain/orders/order.constants';
import type { OrderDetail } from '@domain/orders/orders.types';
import { OrderFieldKey as K } from '@domain/templates/fixed-fields';
import { CustomFieldForm, type CustomFieldFormHandle } from '@/components/custom-field-form/custom-field-form';
import { ServiceItemPicker } from '@/features/catalogue/components/service-item-picker';
import { useGetCustomerQuery } from '@/features/customers/customers.api';
import { editOrderBody, orderFormValues } from '@/features/orders/order-create-body';
import { useEditOrderMutation, useGetOrderQuery } from '@/features/orders/orders.api';
import { useGetOrderTypeQuery } from '@/features/templates/templates.api';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/app/paths';

/**
 * Customer and type stay with the order; the service item has its own picker; 企业名称 is asked at
 * creation but the order keeps no value of it (it is the customer's), so an edit cannot show it.
 */
const FIXED_KEYS: readonly string[] = [K.customer, K.serviceItem, K.product, K.enterpriseName];
/** Before someone holds the order its appointment is part of the form; afterwards it is the 预约 operation's. */
const UNHELD: readonly number[] = [OrderState.pendingAcceptance, OrderState.pendingAssignment, OrderState.pendingApproval];

function EditForm({ order: fresh }: { order: OrderDetail }) {
  const [, navigate] = useLocation();
  // The order as the form opened: its version guards the save even if the cache refetches meanwhile.
  const [order] = useState(fresh);
  const { data: type, isLoading } = useGetOrderTypeQuery(order.templateId);
  const [editOrder, { isLoading: saving }] = useEditOrderMutation();
  const form = useRef<CustomFieldFormHandle>(null);
  const [values, setValues] = useState<FormValues>(() => orderFormValues(order));
  const [serviceItemId, setServiceItemId] = useState<number | undefined>(order.serviceItemId ?? undefined);
  // {c|name} formulas read the order's customer's custom fields, as on the create page.
  const { data: customer } = useGetCustomerQuery(order.customerId!, { skip: !order.customerId });

  if (isLoading) return <Spin />;
  if (!type) return <Empty description="工单类型不存在" />;
  const held = !UNHELD.includes(order.state);
  const fields = type.form.fields.filter((f) => !FIXED_KEYS.includes(f.key) && !(held && f.key === K.appointmentTime));
  const serviceItemField = type.form.fields.find((f) => f.key === K.serviceItem);

  const handleSave = async () => {
    if (form.current!.validate().length > 0) return;
    try {
      // The version read with the order: someone else's change in between gets 409 and nothing is saved.
      await editOrder(editOrderBody(order, { serviceItemId, address: order.address, values: form.current!.values() })).unwrap();
      Message.success('工单已保存');
      navigate(paths.orders.detail(order.id));
    } catch (e) {
      Message.error(errorMessage(e));
    }
  };

  return (
    <>
      <Form layout="vertical">
        <Form.Item label="客户名称">{order.customerName}</Form.Item>
        {serviceItemField && (
          <Form.Item label="服务项目" required={serviceItemField.required}>
            <ServiceItemPicker value={serviceItemId} onChange={setServiceItemId} />
          </Form.Item>
        )}
      </Form>
      <CustomFieldForm ref={form} mode="edit" definition={{ fields }} value={values} onChange={setValues} customer={customer?.customValues} />
      <Space>
        <Button type="primary" loading={saving} onClick={handleSave}>
          保存
        </Button>
        <Button onClick={() => navigate(paths.orders.detail(order.id))}>取消</Button>
      </Space>
    </>
  );
}

/** /allOrder/orderEdit/{orderId}: the order's form with its values, for those the state machine lets edit. */
export default function OrderEditPage() {
  const { orderId } = useParams<{ orderId: string }>();
  const id = Number(orderId);
  const { data: order, error, isLoading } = useGetOrderQuery(id, { skip: !Number.isInteger(id) || id <= 0 });

  if (isLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  if (!order) return <Empty description={error ? errorMessage(error) : '工单不存在'} />;
  if (!order.operations.includes('edit')) return <Empty description="该工单当前不能编辑" />;
  return (
    <Card title={`编辑工单 ${order.orderNo}`} bordered={false} style={{ maxWidth: 860 }}>
      <EditForm order={order} />
    </Card>
  );
}

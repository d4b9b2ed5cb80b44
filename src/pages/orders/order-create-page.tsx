import { Button, Card, Empty, Form, Message, Space, Spin } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import type { FormValues } from '@domain/forms/validate-values';
import { OrderFieldKey as K } from '@domain/templates/fixed-fields';
import type { TemplateKindValue } from '@domain/templates/template.constants';
import { CustomFieldForm, type CustomFieldFormHandle } from '@/components/custom-field-form/custom-field-form';
import { ServiceItemPicker } from '@/features/catalogue/components/service-item-picker';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { useGetEventQuery } from '@/features/events/events.api';
import { useGetCustomerQuery } from '@/features/customers/customers.api';
import { createOrderBody, originOf } from '@/features/orders/order-create-body';
import { useCreateOrderMutation } from '@/features/orders/orders.api';
import { useGetOrderTypeQuery } from '@/features/templates/templates.api';
import { useTabName } from '@/app/shell/use-tab-name';
import { errorMessage } from '@/lib/errors';
import { valuesFromEvent } from '@/features/orders/event-prefill';
import { paths } from '@/app/paths';

/** Fields this page draws itself (pickers over the catalogue and the customers) instead of the form's plain controls. */
const OWN_KEYS: readonly string[] = [K.customer, K.serviceItem, K.product];

/**
 * /order/createExternal/{tempId} and /order/createInner/{tempId}: the order type's form, with the
 * customer and service item chosen from their lists, and the /createOrder origin carried along.
 */
export default function OrderCreatePage({ kind }: { kind: TemplateKindValue }) {
  const { tempId } = useParams<{ tempId: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { source, origin, customerId: fromLink } = originOf(new URLSearchParams(search));
  const { data: type, isLoading, error } = useGetOrderTypeQuery(Number(tempId));
  // Two new-order tabs of different types are told apart by their type.
  useTabName(type && `新建${type.name}`);
  const [createOrder, { isLoading: saving }] = useCreateOrderMutation();
  const form = useRef<CustomFieldFormHandle>(null);
  const [values, setValues] = useState<FormValues>({});
  const [customerId, setCustomerId] = useState<number | undefined>(fromLink);
  const [address, setAddress] = useState<string>();
  const [serviceItemId, setServiceItemId] = useState<number>();
  const [missing, setMissing] = useState<string[]>([]);
  // {c|name} formulas read the chosen customer's custom fields (the server computes them again on save).
  const { data: customer } = useGetCustomerQuery(customerId!, { skip: !customerId });

  // The customer's default contact, address and name (the form's 企业名称: customers are the
  // enterprises served) fill the order's, unless the user typed them; what an earlier customer filled
  // in is replaced, so picking another customer brings its own.
  const filled = useRef<FormValues>({});
  const asksEnterpriseName = Boolean(type?.form.fields.some((f) => f.key === K.enterpriseName));
  const prefillFrom = (row: CustomerRow) => {
    setAddress(row.address);
    const contact = {
      [K.contactName]: row.linkperson,
      [K.contactPhone]: row.linkPersonPhone || row.phone,
      ...(asksEnterpriseName ? { [K.enterpriseName]: row.name } : {}),
    };
    const previous = filled.current;
    filled.current = contact;
    setValues((v) => ({ ...contact, ...Object.fromEntries(Object.entries(stripEmpty(v)).filter(([key, x]) => !(key in contact) || x !== previous[key])) }));
  };
  // A customer the link brings (customer, product, contract, event …) prefills like a picked one, once loaded.
  const linkPrefilled = useRef(false);
  useEffect(() => {
    if (linkPrefilled.current || !type || !customer || customer.id !== fromLink) return;
    linkPrefilled.current = true;
    prefillFrom(customer);
  }, [type, customer, fromLink]);

  // 转工单: the event's title, description and pictures start the form (what the user typed stays).
  const { data: event } = useGetEventQuery(origin.eventId!, { skip: !origin.eventId });
  const eventPrefilled = useRef(false);
  useEffect(() => {
    if (eventPrefilled.current || !type || !event) return;
    eventPrefilled.current = true;
    setValues((v) => ({ ...valuesFromEvent(event), ...stripEmpty(v) }));
  }, [type, event]);

  if (isLoading) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  if (!type || type.kind !== kind) return <Empty description={error ? errorMessage(error) : '工单类型不存在'} />;

  const fields = type.form.fields.filter((f) => !OWN_KEYS.includes(f.key));
  const serviceItemField = type.form.fields.find((f) => f.key === K.serviceItem);

  const handleCustomer = (id: number | undefined, row?: CustomerRow) => {
    setCustomerId(id);
    if (row) prefillFrom(row);
    else setAddress(undefined);
  };

  const handleSave = async () => {
    const problems = form.current!.validate();
    const own = [...(customerId ? [] : ['请选择客户']), ...(serviceItemField?.required && !serviceItemId ? ['请选择服务项目'] : [])];
    setMissing(own);
    if (problems.length > 0 || own.length > 0) return;
    try {
      const body = createOrderBody({ templateId: type.id, customerId: customerId!, serviceItemId, address, values: form.current!.values(), source, origin });
      const order = await createOrder(body).unwrap();
      Message.success('工单创建成功');
      navigate(paths.orders.detail(order.id));
    } catch (e) {
      Message.error(errorMessage(e));
    }
  };

  return (
    <Card title={`新建${type.name}`} bordered={false} style={{ maxWidth: 860 }}>
      <Form layout="vertical">
        <Form.Item label="客户名称" required validateStatus={missing.includes('请选择客户') ? 'error' : undefined} help={missing.includes('请选择客户') ? '请选择客户' : undefined}>
          <CustomerPicker value={customerId} onChange={handleCustomer} />
        </Form.Item>
        {serviceItemField && (
          <Form.Item label="服务项目" required={serviceItemField.required} validateStatus={missing.includes('请选择服务项目') ? 'error' : undefined} help={missing.includes('请选择服务项目') ? '请选择服务项目' : undefined}>
            <ServiceItemPicker value={serviceItemId} onChange={setServiceItemId} />
          </Form.Item>
        )}
      </Form>
      <CustomFieldForm ref={form} definition={{ fields }} value={values} onChange={setValues} customer={customer?.customValues} />
      <Space>
        <Button type="primary" loading={saving} onClick={handleSave}>
          提交
        </Button>
        <Button onClick={() => history.back()}>取消</Button>
      </Space>
    </Card>
  );
}

const stripEmpty = (v: FormValues) => Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== ''));

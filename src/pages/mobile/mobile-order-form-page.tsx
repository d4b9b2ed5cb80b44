import { Message } from '@arco-design/web-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import type { FormValues } from '@domain/forms/validate-values';
import { OrderFieldKey as K } from '@domain/templates/fixed-fields';
import type { OrderTypeRow } from '@domain/templates/order-types.schemas';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useGetEventQuery } from '@/features/events/events.api';
import { createOrderBody, originOf } from '@/features/orders/order-create-body';
import { useCreateOrderMutation } from '@/features/orders/orders.api';
import { useGetOrderTypeQuery } from '@/features/templates/templates.api';
import { errorMessage } from '@/lib/errors';
import { valuesFromEvent } from '@/features/orders/event-prefill';
import { CustomerChoice } from './customer-choice';
import { FormSubmit } from './form-submit';
import { MobileFields } from './mobile-fields';
import { firstProblem, pcOnlyFields } from './phone-field-rules';

/** Order fields the PC version fills with a picker over the catalogue or the products. */
const PC_KEYS: readonly string[] = [K.serviceItem, K.product];

function OrderForm({ type, search }: { type: OrderTypeRow; search: string }) {
  const [, navigate] = useLocation();
  const { source, origin, customerId: fromLink } = originOf(new URLSearchParams(search));
  const [customerId, setCustomerId] = useState(fromLink);
  const [address, setAddress] = useState('');
  const [values, setValues] = useState<FormValues>({});
  const [problem, setProblem] = useState('');
  const [createOrder, { isLoading: saving }] = useCreateOrderMutation();
  const fields = type.form.fields.filter((f) => f.key !== K.customer);
  const asksEnterpriseName = fields.some((f) => f.key === K.enterpriseName);
  const pcHref = paths.orders.createOfType(type.kind, type.id, search);

  // 转工单: the event's title and description start the form (what the user typed stays).
  const { data: event } = useGetEventQuery(origin.eventId!, { skip: !origin.eventId });
  const eventPrefilled = useRef(false);
  useEffect(() => {
    if (eventPrefilled.current || !event) return;
    eventPrefilled.current = true;
    setValues((v) => ({ ...valuesFromEvent(event), ...v }));
  }, [event]);

  // The customer's default contact and address fill the order's (the user may change them after).
  const handlePick = useCallback(
    (customer: CustomerRow | undefined) => {
      setCustomerId(customer?.id);
      if (!customer) return;
      setAddress(customer.address);
      setValues((v) => ({ ...v, [K.contactName]: customer.linkperson, [K.contactPhone]: customer.linkPersonPhone || customer.phone, ...(asksEnterpriseName ? { [K.enterpriseName]: customer.name } : {}) }));
    },
    [asksEnterpriseName],
  );

  const blocking = pcOnlyFields(fields, PC_KEYS).filter((f) => f.required);
  if (blocking.length > 0)
    return (
      <p className="m-banner">
        {type.name}的必填项{blocking.map((f) => f.title).join('、')}需在电脑版填写：<a href={pcHref}>在电脑版中新建</a>
      </p>
    );

  const handleSubmit = async () => {
    const found = !customerId ? '请选择客户' : firstProblem(fields, values, PC_KEYS);
    setProblem(found ?? '');
    if (found) return;
    try {
      const order = await createOrder(createOrderBody({ templateId: type.id, customerId: customerId!, address, values, source, origin })).unwrap();
      Message.success('工单创建成功');
      navigate(paths.mobile.order(order.id), { replace: true });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <div className="m-card" role="form" aria-label={`新建${type.name}`}>
      <CustomerChoice customerId={customerId} required onPick={handlePick} />
      <label className="m-field">
        <span>服务地址</span>
        <input className="m-input" name="address" value={address} maxLength={200} placeholder="默认为客户的地址" onChange={(e) => setAddress(e.target.value)} />
      </label>
      <MobileFields fields={fields} pcKeys={PC_KEYS} values={values} onChange={setValues} pcHref={pcHref} />
      <FormSubmit problem={problem} busy={saving} onSubmit={() => void handleSubmit()} />
    </div>
  );
}

/** /m/newOrder/:typeId: the order type's form on the phone; the created order opens. */
export default function MobileOrderFormPage() {
  const typeId = Number(useParams<{ typeId: string }>().typeId);
  const search = useSearch();
  const { data: type, error } = useGetOrderTypeQuery(typeId);
  return (
    <MobileScreen title={type ? `新建${type.name}` : '新建工单'} back>
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {!type && !error && <p className="m-empty">加载中…</p>}
      {type && <OrderForm type={type} search={search} />}
    </MobileScreen>
  );
}

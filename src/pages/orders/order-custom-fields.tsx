import { Empty, Spin } from '@arco-design/web-react';
import type { OrderDetail } from '@domain/orders/orders.types';
import { orderCustomFields } from '@domain/templates/fixed-fields';
import { CustomFieldForm } from '@/components/custom-field-form/custom-field-form';
import { useGetOrderTypeQuery } from '@/features/templates/templates.api';

/** The order type's own fields (not the order's columns), read-only with the order's values. */
export function OrderCustomFields({ order }: { order: OrderDetail }) {
  const { data: type, isLoading } = useGetOrderTypeQuery(order.templateId);
  if (isLoading) return <Spin />;
  const fields = orderCustomFields(type?.form.fields ?? []);
  if (fields.length === 0) return <Empty description="该工单类型没有自定义字段" />;
  return <CustomFieldForm mode="readonly" definition={{ fields }} value={order.fields} />;
}

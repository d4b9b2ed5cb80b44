import { Descriptions, Space } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import type { CustomerDetail } from '@domain/customers/customers.schemas';
import { formatBusinessTime } from '@domain/downloads/business-time';
import { CustomValuesSection } from '@/components/custom-field-form/custom-values-section';
import { useCustomerTemplateQuery } from '../customers.api';
import { AddressListCard } from './address-list-card';
import { ContactListCard } from './contact-list-card';
import { ColorTag } from '@/components/color-tag';

export interface CustomerInfoTabProps {
  customer: CustomerDetail;
  editable: boolean;
  /** Shown beside the customer's and the contacts' phones (the call icon for call-centre seat users). */
  phoneAction?: (phone: string) => ReactNode;
}

/** 客户信息: the customer's fields and the template centre's custom fields, then its contacts and addresses. */
export function CustomerInfoTab({ customer, editable, phoneAction }: CustomerInfoTabProps) {
  const { data: template } = useCustomerTemplateQuery();
  return (
    <div>
      <Descriptions
        column={3}
        style={{ marginBottom: 16 }}
        data={[
          { label: '客户名称', value: customer.name },
          { label: '客户电话', value: phoneAction && customer.phone ? <>{customer.phone}{phoneAction(customer.phone)}</> : customer.phone },
          { label: '归属销售', value: customer.businessUser?.name ?? '-' },
          { label: '服务组', value: customer.serviceGroup?.name ?? '-' },
          { label: '客户标签', value: <Space size={4}>{customer.tags.map((t) => <ColorTag key={t.id} color={t.color_rgb}>{t.name}</ColorTag>)}</Space> },
          { label: '授权人员', value: customer.grantedUsers.map((u) => u.name).join('、') || '-' },
          { label: '创建人', value: customer.createdBy?.name ?? '-' },
          { label: '创建时间', value: formatBusinessTime(new Date(customer.createdAt)) },
        ]}
      />
      <CustomValuesSection fields={template?.form.fields ?? []} value={customer.customValues} readonly />
      <ContactListCard customerId={customer.id} contacts={customer.contacts} editable={editable} phoneAction={phoneAction} />
      <AddressListCard customerId={customer.id} addresses={customer.addresses} editable={editable} />
    </div>
  );
}

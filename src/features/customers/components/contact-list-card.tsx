import type { ReactNode } from 'react';
import type { ContactRow } from '@domain/customers/customers.schemas';
import { useDeleteContactMutation, useSaveContactMutation, useSetDefaultContactMutation } from '../customers.api';
import { ChildListCard } from './child-list-card';

export interface ContactListCardProps {
  customerId: number;
  contacts: ContactRow[];
  editable: boolean;
  /** Shown beside each contact's phone (the call icon for call-centre seat users). */
  phoneAction?: (phone: string) => ReactNode;
}

/** A customer's contacts on its detail page: add, set default, delete (the last one stays). */
export function ContactListCard({ customerId, contacts, editable, phoneAction }: ContactListCardProps) {
  const [save] = useSaveContactMutation();
  const [setDefault] = useSetDefaultContactMutation();
  const [remove] = useDeleteContactMutation();
  return (
    <ChildListCard
      title="联系人"
      noun="联系人"
      rows={contacts}
      lead={{ title: '姓名', render: (c) => c.name }}
      columns={[{ title: '电话', dataIndex: 'phone', render: (phone: string) => (phoneAction && phone ? <>{phone}{phoneAction(phone)}</> : phone) }]}
      inputs={[
        { label: '新联系人姓名', placeholder: '联系人姓名' },
        { label: '新联系人电话', placeholder: '联系人电话' },
      ]}
      addLabel="添加联系人"
      editable={editable}
      style={{ marginBottom: 16 }}
      onAdd={(name, phone) => save({ customerId, name, phone }).unwrap()}
      onSetDefault={(id) => setDefault(id).unwrap()}
      onDelete={(id) => remove(id).unwrap()}
    />
  );
}

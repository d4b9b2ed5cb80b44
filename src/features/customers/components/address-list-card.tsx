import { addressText, type AddressRow } from '@domain/customers/customers.schemas';
import { useDeleteAddressMutation, useSaveAddressMutation, useSetDefaultAddressMutation } from '../customers.api';
import { ChildListCard } from './child-list-card';

export interface AddressListCardProps {
  customerId: number;
  addresses: AddressRow[];
  editable: boolean;
}

/** A customer's service addresses on its detail page: add, set default, delete. */
export function AddressListCard({ customerId, addresses, editable }: AddressListCardProps) {
  const [save] = useSaveAddressMutation();
  const [setDefault] = useSetDefaultAddressMutation();
  const [remove] = useDeleteAddressMutation();
  return (
    <ChildListCard
      title="服务地址"
      noun="地址"
      rows={addresses}
      lead={{ title: '地址', render: (a) => addressText(a) }}
      columns={[
        { title: '地图位置', dataIndex: 'mapName' },
        { title: '经纬度', render: (_: unknown, a: AddressRow) => (a.lng !== null && a.lat !== null ? `${a.lng}, ${a.lat}` : '') },
      ]}
      inputs={[
        { label: '新地址所在地区', placeholder: '省/市/区' },
        { label: '新地址详细地址', placeholder: '详细地址' },
      ]}
      addLabel="添加地址"
      editable={editable}
      onAdd={(region, detail) => save({ customerId, region, detail }).unwrap()}
      onSetDefault={(id) => setDefault(id).unwrap()}
      onDelete={(id) => remove(id).unwrap()}
    />
  );
}

import { Card, Empty, Table } from '@arco-design/web-react';
import { useSearchParams } from 'wouter';
import { useTabName } from '@/app/shell/use-tab-name';
import { useListSpareKitsQuery } from '@/features/spare-parts/spare-parts.api';

/** /kitSpareList?id= 套件备件: the parts of one kit and how many of each. */
export default function KitSpareListPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const { data = [], isLoading } = useListSpareKitsQuery();
  const kit = data.find((k) => k.id === id);
  useTabName(kit?.name);
  if (!isLoading && !kit) return <Empty description="套件不存在" />;
  const columns = [
    { title: '备件', dataIndex: 'partName' },
    { title: '数量', dataIndex: 'qty', width: 120, render: (q: string, r: { unit: string }) => `${q} ${r.unit}` },
  ];
  return (
    <Card bordered={false} title={kit?.name}>
      <Table rowKey="partId" loading={isLoading} columns={columns} data={kit?.items ?? []} pagination={false} />
    </Card>
  );
}

import { Alert, Button, Card, Empty, List, Space, Tag, Typography } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { AssignMapOrder } from '@domain/orders/assign-map';
import { PRIORITY_NAMES } from '@domain/orders/order.constants';
import { MapDataPending } from '@/components/offline-map/map-data-pending';
import { OfflineMap, type MapMarker } from '@/components/offline-map/offline-map';
import { ordersByPlace } from '@/features/orders/assign-map-places';
import { useGetOrderMapQuery } from '@/features/orders/order-extras.api';
import type { OrderQueryParams } from '@/features/orders/orders.api';
import { paths } from '@/app/paths';

const orderLine = (o: AssignMapOrder) => `${o.orderNo} ${o.title}（${o.customerName}）`;

/** The query of the list the map was opened from (its filters, as /allOrder sends them). */
function listQuery(search: string): OrderQueryParams {
  const params: OrderQueryParams = {};
  new URLSearchParams(search).forEach((value, key) => {
    if (value) params[key] = value;
  });
  return params;
}

/** /allOrder/mapView: the orders of the list, filtered as the list was, at their service addresses on the offline map. */
export default function OrderMapViewPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => listQuery(search), [search]);
  const { data, isLoading, isError, refetch } = useGetOrderMapQuery(query);
  const [placeKey, setPlaceKey] = useState<string | null>(null);

  const places = useMemo(() => ordersByPlace(data?.orders ?? []), [data]);
  const markers = useMemo<MapMarker[]>(
    () =>
      places.map((p) => ({
        key: p.key,
        kind: 'order' as const,
        position: p.position,
        label: p.orders.length === 1 ? `工单 ${orderLine(p.orders[0])}` : `${p.orders.length}个工单：${p.orders.map((o) => o.orderNo).join('、')}`,
        caption: p.orders.length > 1 ? `×${p.orders.length}` : undefined,
        selected: p.key === placeKey,
      })),
    [places, placeKey],
  );

  if (isLoading || isError || !data) return <MapDataPending loading={isLoading} onRetry={() => void refetch()} />;

  const chosen = places.find((p) => p.key === placeKey);
  const unplaced = data.orders.filter((o) => !o.position);
  return (
    <Card
      title="地图查看"
      extra={
        <Button type="text" onClick={() => navigate(paths.orders.listWith(search))}>
          返回列表
        </Button>
      }
    >
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Space style={{ marginBottom: 8 }} wrap>
            <Tag color="red">工单 {data.total}</Tag>
            <Tag>有位置 {data.orders.length - unplaced.length}</Tag>
            <Typography.Text type="secondary">筛选条件与工单列表相同；红色为工单的服务地址（数字为同一地点的工单数）。</Typography.Text>
          </Space>
          {data.total > data.orders.length && <Alert type="warning" style={{ marginBottom: 8 }} content={`符合条件的工单共 ${data.total} 个，地图只显示最新的 ${data.orders.length} 个`} />}
          <OfflineMap markers={markers} onMarkerClick={setPlaceKey} height={560} />
        </div>
        <div style={{ width: 340, flex: 'none', display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Card size="small" title={chosen ? `此地点的工单（${chosen.orders.length}）` : '工单'}>
            {chosen ? <OrderLinks orders={chosen.orders} /> : <Empty description={data.orders.length === 0 ? '没有符合条件的工单' : '点击地图上的工单标记查看工单'} />}
          </Card>
          <Card size="small" title={`无位置（${unplaced.length}）`}>
            {unplaced.length === 0 ? <Typography.Text type="secondary">每个工单都有地图位置</Typography.Text> : <OrderLinks orders={unplaced} />}
          </Card>
        </div>
      </div>
    </Card>
  );
}

function OrderLinks({ orders }: { orders: readonly AssignMapOrder[] }) {
  return (
    <List
      size="small"
      dataSource={[...orders]}
      render={(o) => (
        <List.Item key={o.id}>
          <Link href={paths.orders.detail(o.id)}>{orderLine(o)}</Link>
          <Typography.Text type="secondary"> {PRIORITY_NAMES[o.priority]}</Typography.Text>
        </List.Item>
      )}
    />
  );
}

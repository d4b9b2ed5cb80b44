import { Alert, Button, Card, Empty, List, Space, Tag, Typography } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { AssignMapOrder } from '@domain/orders/assign-map';
import { formatDateTime } from '@domain/format/date';
import { MapDataPending } from '@/components/offline-map/map-data-pending';
import { OfflineMap, type MapMarker } from '@/components/offline-map/offline-map';
import { ordersByPlace, placeKey } from '@/features/orders/assign-map-places';
import { AssignMapPanel } from '@/features/orders/components/assign-map-panel';
import { useGetAssignMapQuery } from '@/features/orders/orders.api';
import { paths } from '@/app/paths';

const ORDER_PREFIX = 'place:';

const orderLine = (o: AssignMapOrder) => `${o.orderNo} ${o.title}（${o.customerName}）`;

/** /assignOrderInMap: the orders waiting for a person and the service staff on an offline map; click an order, pick the nearest staff. */
export default function AssignOrderInMapPage() {
  const [, navigate] = useLocation();
  const { data, isLoading, isError, refetch } = useGetAssignMapQuery();
  const [chosenId, setChosenId] = useState<number | null>(null);

  const orders = useMemo(() => data?.orders ?? [], [data]);
  const staff = useMemo(() => data?.staff ?? [], [data]);
  const places = useMemo(() => ordersByPlace(orders), [orders]);
  const unplaced = orders.filter((o) => !o.position);
  const chosen = orders.find((o) => o.id === chosenId) ?? null;
  const chosenPlace = chosen?.position ? places.find((p) => p.key === placeKey(chosen.position!)) : undefined;

  const markers = useMemo<MapMarker[]>(
    () => [
      ...places.map((p) => ({
        key: ORDER_PREFIX + p.key,
        kind: 'order' as const,
        position: p.position,
        label: p.orders.length === 1 ? `工单 ${orderLine(p.orders[0])}` : `${p.orders.length}个工单：${p.orders.map((o) => o.orderNo).join('、')}`,
        caption: p.orders.length > 1 ? `×${p.orders.length}` : undefined,
        selected: chosen?.position ? p.key === placeKey(chosen.position) : false,
      })),
      ...staff.flatMap((s) => (s.position ? [{ key: `staff:${s.id}`, kind: 'staff' as const, position: s.position, label: `服务人员 ${s.name}（${s.positionCheckedIn ? '最近签到' : '最近服务'} ${s.positionOrderNo}${s.positionTime ? ` ${formatDateTime(s.positionTime)}` : ''}）`, caption: s.name }] : [])),
    ],
    [places, staff, chosen],
  );

  const handleMarker = (key: string) => {
    if (!key.startsWith(ORDER_PREFIX)) return;
    const place = places.find((p) => ORDER_PREFIX + p.key === key);
    if (place) setChosenId(place.orders[0].id);
  };

  if (isLoading || isError || !data) return <MapDataPending loading={isLoading} onRetry={() => void refetch()} />;

  const staffUnplaced = staff.filter((s) => !s.position);
  return (
    <Card
      title="地图派单"
      extra={
        <Button type="text" onClick={() => navigate(paths.orders.assign)}>
          列表派单
        </Button>
      }
    >
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Space style={{ marginBottom: 8 }} wrap>
            <Tag color="red">待指派工单 {data.total}</Tag>
            <Tag color="arcoblue">服务人员 {staff.length}</Tag>
            <Typography.Text type="secondary">红色为工单（数字为同一地点的工单数），蓝色为服务人员最近一次签到或上门服务的地点；滚轮或按钮缩放，拖动平移。</Typography.Text>
          </Space>
          {data.total > orders.length && <Alert type="warning" style={{ marginBottom: 8 }} content={`待指派工单共 ${data.total} 个，地图只显示最新的 ${orders.length} 个`} />}
          <OfflineMap markers={markers} onMarkerClick={handleMarker} height={560} />
        </div>
        <div style={{ width: 340, flex: 'none', display: 'flex', flexDirection: 'column', gap: 12 }}>
          {chosenPlace && chosenPlace.orders.length > 1 && (
            <Card size="small" title={`此地点的工单（${chosenPlace.orders.length}）`}>
              <OrderChoices orders={chosenPlace.orders} chosenId={chosenId} onChoose={setChosenId} />
            </Card>
          )}
          {chosen ? (
            <AssignMapPanel order={chosen} staff={staff} onAssigned={() => setChosenId(null)} />
          ) : (
            <Card size="small">
              <Empty description={orders.length === 0 ? '没有待指派的工单' : '点击地图上的工单标记，选择服务人员派单'} />
            </Card>
          )}
          <Card size="small" title={`无位置（${unplaced.length}）`}>
            {unplaced.length === 0 ? <Typography.Text type="secondary">每个待指派工单都有地图位置</Typography.Text> : <OrderChoices orders={unplaced} chosenId={chosenId} onChoose={setChosenId} />}
          </Card>
          {staffUnplaced.length > 0 && (
            <Typography.Text type="secondary">无位置的服务人员（还没有上门服务过）：{staffUnplaced.map((s) => s.name).join('、')}</Typography.Text>
          )}
        </div>
      </div>
    </Card>
  );
}

function OrderChoices({ orders, chosenId, onChoose }: { orders: readonly AssignMapOrder[]; chosenId: number | null; onChoose: (id: number) => void }) {
  return (
    <List
      size="small"
      dataSource={[...orders]}
      render={(o) => (
        <List.Item key={o.id} style={{ cursor: 'pointer', background: o.id === chosenId ? 'var(--color-primary-light-1)' : undefined }} onClick={() => onChoose(o.id)}>
          <Typography.Text>{orderLine(o)}</Typography.Text>
        </List.Item>
      )}
    />
  );
}

import { Button } from '@arco-design/web-react';
import { IconLocation } from '@arco-design/web-react/icon';
import { useLocation } from 'wouter';
import type { OrderQueryParams } from '@/features/orders/orders.api';
import { paths } from '@/app/paths';

/** 地图查看: the list's orders on the map, with the list's filters (/allOrder/mapView?…). */
export function MapViewButton({ query }: { query: OrderQueryParams }) {
  const [, navigate] = useLocation();
  const search = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))).toString();
  return (
    <Button icon={<IconLocation />} onClick={() => navigate(paths.orders.mapView(search))}>
      地图查看
    </Button>
  );
}

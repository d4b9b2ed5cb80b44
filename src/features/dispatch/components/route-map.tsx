import { Radio, Select, Space, Typography } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import type { OptimiseView, RouteProposal } from '@domain/dispatch/dispatch.types';
import type { GeoPoint } from '@domain/geo/geo';
import { OfflineMap, type MapMarker } from '@/components/offline-map/offline-map';

type Side = 'before' | 'after';
const SIDE_NAMES: Record<Side, string> = { before: '优化前', after: '优化后' };

interface Stop {
  orderId: number;
  orderNo: string;
  title: string;
  position: GeoPoint;
  /** 'HH:mm' */
  time: string;
  /** A hand-over the plan makes: where the visit goes (before) or where it came from (after). */
  note: string | null;
}

/** The engineer's located stops in order: as booked, or as proposed. */
function stopsOf(view: OptimiseView, route: RouteProposal, side: Side): Stop[] {
  if (side === 'after') {
    return route.visits.map((v) => ({ orderId: v.orderId, orderNo: v.orderNo, title: v.title, position: v.position, time: v.planned.slice(11), note: v.movedFrom ? `由 ${v.movedFrom.name} 改派` : null }));
  }
  const goesTo = new Map(view.routes.flatMap((r) => r.visits.flatMap((v) => (v.movedFrom?.userId === route.userId ? [[v.orderId, r.name] as const] : []))));
  return route.bookedStops.map((v) => ({ orderId: v.orderId, orderNo: v.orderNo, title: v.title, position: v.position, time: v.booked.slice(11), note: goesTo.has(v.orderId) ? `将改派给 ${goesTo.get(v.orderId)}` : null }));
}

const stopText = (s: Stop, n: number) => `第 ${n} 站 ${s.time} ${s.orderNo} ${s.title}${s.note ? `（${s.note}）` : ''}`;

/** One marker per place: visits at the same address share it, numbered together (e.g. 2·5). */
function stopMarkers(stops: readonly Stop[], chosen: number | null): MapMarker[] {
  const byPlace = new Map<string, { position: GeoPoint; at: number[] }>();
  for (const [i, s] of stops.entries()) {
    const key = `${s.position.lng},${s.position.lat}`;
    const place = byPlace.get(key) ?? { position: s.position, at: [] };
    place.at.push(i);
    byPlace.set(key, place);
  }
  return [...byPlace.values()].map(({ position, at }) => ({
    key: `stop:${stops[at[0]].orderId}`,
    kind: 'order' as const,
    position,
    label: at.map((i) => stopText(stops[i], i + 1)).join('；'),
    caption: at.map((i) => i + 1).join('·'),
    selected: at.some((i) => stops[i].orderId === chosen),
  }));
}

/**
 * The optimised day on the map: for the engineer chosen, the start and the numbered stops joined by the
 * route line, as booked or as proposed, with the same sequence as a text list beside it (for screen
 * readers and the keyboard). Visits without a location are listed as 无位置, never drawn.
 */
export function RouteMap({ view }: { view: OptimiseView }) {
  const [userId, setUserId] = useState(view.routes[0]?.userId ?? 0);
  const [side, setSide] = useState<Side>('after');
  const [chosen, setChosen] = useState<number | null>(null);
  const route = view.routes.find((r) => r.userId === userId) ?? view.routes[0];
  const stops = useMemo(() => (route ? stopsOf(view, route, side) : []), [view, route, side]);
  const markers = useMemo<MapMarker[]>(
    () => (route ? [{ key: 'start', kind: 'staff' as const, position: route.start, label: `起点 ${route.name}`, caption: '起点' }, ...stopMarkers(stops, chosen)] : []),
    [route, stops, chosen],
  );
  if (!route) return null;
  // Both sides' places, so the view fits whichever is shown (a visit handed over is on one side only).
  const fitTo = [route.start, ...route.bookedStops.map((s) => s.position), ...route.visits.map((v) => v.position)];
  const km = side === 'before' ? route.beforeKm : route.afterKm;
  const late = side === 'before' ? route.lateBefore : route.lateAfter;
  const listName = `${route.name} ${SIDE_NAMES[side]}的顺序`;
  return (
    <section aria-label="路线地图" style={{ marginTop: 12 }}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Select
          aria-label="人员"
          style={{ width: 240 }}
          value={route.userId}
          onChange={(id: number) => {
            setUserId(id);
            setChosen(null);
          }}
          options={view.routes.map((r) => ({ value: r.userId, label: `${r.name}（${r.beforeKm} → ${r.afterKm} km）` }))}
        />
        <Radio.Group type="button" aria-label="显示" value={side} onChange={(v: Side) => setSide(v)} options={(['before', 'after'] as const).map((s) => ({ value: s, label: SIDE_NAMES[s] }))} />
        <Typography.Text>
          {SIDE_NAMES[side]} {km} km{late > 0 ? `，迟到 ${late} 分钟` : ''}
        </Typography.Text>
      </Space>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <OfflineMap
            key={route.userId}
            markers={markers}
            lines={[{ key: 'route', points: [route.start, ...stops.map((s) => s.position)] }]}
            fitTo={fitTo}
            onMarkerClick={(key) => setChosen(key.startsWith('stop:') ? Number(key.slice(5)) : null)}
            height={360}
          />
        </div>
        <div style={{ width: 260, flex: 'none' }}>
          <Typography.Text bold>{listName}</Typography.Text>
          <ol aria-label={listName} style={{ paddingLeft: 20, margin: '4px 0 8px' }}>
            {stops.map((s, i) => (
              <li key={s.orderId} aria-current={s.orderId === chosen ? 'true' : undefined} style={{ background: s.orderId === chosen ? 'var(--color-primary-light-1)' : undefined }}>
                {stopText(s, i + 1)}
              </li>
            ))}
          </ol>
          {stops.length === 0 && <Typography.Paragraph type="secondary">没有有位置的上门</Typography.Paragraph>}
          {route.noLocation.length > 0 && (
            <>
              <Typography.Text bold>无位置（{route.noLocation.length}，保持原预约）</Typography.Text>
              <ul aria-label={`${route.name} 无位置`} style={{ paddingLeft: 20, margin: '4px 0' }}>
                {route.noLocation.map((v) => (
                  <li key={v.orderId}>
                    {v.booked.slice(11)} {v.orderNo} {v.title}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

import { Button, Card, Statistic, Table } from '@arco-design/web-react';
import { IconFullscreen } from '@arco-design/web-react/icon';
import { useMemo, useRef, useState } from 'react';
import type { AreaCount } from '@domain/reports/reports.schemas';
import { OfflineMap, type MapMarker } from '@/components/offline-map/offline-map';
import { useGetDataMapQuery } from '@/features/reports/reports.api';
import { initialReportFilter, ReportFilters, reportParams } from './report-filters';

/** How often the counts are read again while the map is open. */
const REFRESH_MS = 30_000;

/**
 * /dataMap, the service big-data map: the orders per province and city on the offline map shipped
 * with the app (no tiles, no internet), a marker per city at the average position of its orders,
 * the counts re-read every 30 seconds; 全屏 fills the screen.
 */
export default function DataMapPage() {
  const [filter, setFilter] = useState(initialReportFilter);
  const box = useRef<HTMLDivElement>(null);
  const { data: areas = [], fulfilledTimeStamp } = useGetDataMapQuery(reportParams(filter), { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true });
  const provinces = areas.filter((a) => a.city === null);
  const cities = areas.filter((a) => a.city !== null);
  const total = provinces.reduce((n, a) => n + a.total, 0);
  const open = provinces.reduce((n, a) => n + a.open, 0);
  const markers = useMemo<MapMarker[]>(
    () =>
      cities
        .filter((c) => c.lng !== null && c.lat !== null)
        .map((c) => ({ key: `${c.province}${c.city}`, kind: 'order', position: { lng: c.lng!, lat: c.lat! }, label: `${c.province}${c.city}：${c.total}单`, caption: `${c.city} ${c.total}` })),
    [cities],
  );

  return (
    <div ref={box} style={{ display: 'flex', flexDirection: 'column', gap: 12, background: 'var(--color-bg-1)', padding: 4, overflow: 'auto' }}>
      <Card>
        <ReportFilters value={filter} onChange={setFilter} />
      </Card>
      <Card
        title="服务大数据"
        extra={
          <Button size="small" icon={<IconFullscreen />} onClick={() => void box.current?.requestFullscreen?.()}>
            全屏
          </Button>
        }
      >
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, marginBottom: 12 }}>
          <Statistic title="工单总数" value={total} />
          <Statistic title="进行中" value={open} />
          <Statistic title="覆盖省份" value={provinces.length} />
          <Statistic title="覆盖城市" value={cities.length} />
          {fulfilledTimeStamp ? <Statistic title="更新时间" value={new Date(fulfilledTimeStamp).toLocaleTimeString('zh-CN')} /> : null}
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <div style={{ flex: '3 1 480px', minWidth: 0 }}>
            <OfflineMap markers={markers} height={560} />
          </div>
          <div style={{ flex: '1 1 260px' }}>
            <Table
              size="small"
              pagination={false}
              scroll={{ y: 520 }}
              rowKey={(r: AreaCount) => `${r.province}/${r.city ?? ''}`}
              data={provinces}
              expandedRowRender={(p: AreaCount) => (
                <Table
                  size="mini"
                  pagination={false}
                  rowKey={(r: AreaCount) => String(r.city)}
                  data={cities.filter((c) => c.province === p.province)}
                  columns={[
                    { title: '城市', dataIndex: 'city' },
                    { title: '工单', dataIndex: 'total' },
                    { title: '进行中', dataIndex: 'open' },
                  ]}
                />
              )}
              columns={[
                { title: '省份', dataIndex: 'province' },
                { title: '工单', dataIndex: 'total' },
                { title: '进行中', dataIndex: 'open' },
              ]}
            />
          </div>
        </div>
      </Card>
    </div>
  );
}

import { Button, Checkbox, Empty, InputNumber, Modal, Space, Table, Typography } from '@arco-design/web-react';
import { useState } from 'react';
import type { OptimiseView } from '@domain/dispatch/dispatch.types';
import { errorMessage } from '@/lib/errors';
import { toastResult } from '@/lib/toast-result';
import { useAcceptRoutesMutation, useOptimiseDayMutation } from '../dispatch.api';
import { RouteMap } from './route-map';

/**
 * 优化路线: each engineer's visits of the day in the best order, before/after distance, and (when 允许跨人员调整
 * is ticked) visits not yet taken handed to another engineer with why, each engineer's day on the map before and
 * after; applied only when the dispatcher accepts.
 */
export function OptimisePanel({ day, onClose }: { day: string; onClose: () => void }) {
  const [speed, setSpeed] = useState(30);
  const [moveBetween, setMoveBetween] = useState(false);
  const [optimise, { isLoading }] = useOptimiseDayMutation();
  const [accept, { isLoading: accepting }] = useAcceptRoutesMutation();
  const [view, setView] = useState<OptimiseView | null>(null);
  const [error, setError] = useState('');
  const run = async () => {
    try {
      setError('');
      setView(await optimise({ day, groupId: null, speedKmh: speed, slackMinutes: 120, moveBetween }).unwrap());
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const apply = async () => {
    if (!view) return;
    const routes = view.routes.filter((r) => r.visits.length > 0).map((r) => ({ userId: r.userId, visits: r.visits.map((v) => ({ orderId: v.orderId, version: v.version, appointmentTime: v.planned })) }));
    if (await toastResult(accept({ day, routes }).unwrap(), '已按优化后的路线预约')) onClose();
  };
  return (
    <Modal visible title={`优化路线 ${day}`} onCancel={onClose} style={{ width: 1000 }} footer={view && view.routes.length > 0 ? <Button type="primary" loading={accepting} onClick={apply}>接受并应用</Button> : null}>
      <Space>
        <span>车速（km/h）</span>
        <InputNumber aria-label="车速" min={5} max={120} value={speed} onChange={(v) => setSpeed(Number(v) || 30)} style={{ width: 100 }} />
        <Checkbox checked={moveBetween} onChange={setMoveBetween}>
          允许跨人员调整
        </Checkbox>
        <Button type="primary" loading={isLoading} onClick={run}>
          计算
        </Button>
      </Space>
      {error && <Typography.Paragraph type="error">{error}</Typography.Paragraph>}
      {view && view.routes.length === 0 && <Empty description="当天没有可优化的上门" />}
      {view && view.routes.length > 0 && (
        <>
          <Typography.Paragraph style={{ marginTop: 12 }}>
            总里程 {view.beforeKm} km → {view.afterKm} km{view.moved > 0 ? `，${view.moved} 个上门改派` : ''}
          </Typography.Paragraph>
          <Table
            rowKey="userId"
            pagination={false}
            data={view.routes}
            columns={[
              { title: '人员', dataIndex: 'name' },
              { title: '优化前', render: (_, r) => `${r.beforeKm} km` },
              { title: '优化后', render: (_, r) => `${r.afterKm} km` },
              { title: '顺序', render: (_, r) => r.visits.map((v, i) => `${i + 1}. ${v.planned.slice(11)} ${v.title}`).join(' → ') },
              { title: '改派', render: (_, r) => r.visits.flatMap((v) => (v.movedFrom ? [`${v.orderNo}：${v.movedFrom.reason}`] : [])).join('；') || '—' },
            ]}
          />
          <RouteMap view={view} />
        </>
      )}
    </Modal>
  );
}

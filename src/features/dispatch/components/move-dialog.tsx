import { Alert, Form, Modal, Select } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { clock } from '@domain/dispatch/candidates';
import type { BoardBlock, BoardView, Conflict } from '@domain/dispatch/dispatch.types';
import { toastResult } from '@/lib/toast-result';
import { useCheckPlacementMutation, usePlaceOrderMutation } from '../dispatch.api';

/** The times the dialog offers: every half hour of the board's hours. */
const TIMES = Array.from({ length: 27 }, (_, i) => 7 * 60 + i * 30);

/**
 * The keyboard and screen-reader twin of dragging a block: choose another engineer, day or time; the
 * server's check names every conflict (leave, day off, hours, overlap, required skill) before 确定 is
 * allowed, and 确定 is the same placement a drop makes (改派 / 修改预约 with their log lines).
 */
export function MoveDialog({ board, block, onClose }: { board: BoardView; block: BoardBlock; onClose: () => void }) {
  const [userId, setUserId] = useState(block.userId);
  const [day, setDay] = useState(block.day);
  const [minute, setMinute] = useState(block.startMinute);
  const [conflicts, setConflicts] = useState<Conflict[] | null>(null);
  const [check] = useCheckPlacementMutation();
  const [place, { isLoading }] = usePlaceOrderMutation();
  const appointmentTime = `${day} ${clock(minute)}`;
  useEffect(() => {
    let current = true;
    setConflicts(null);
    check({ orderId: block.orderId, userId, appointmentTime })
      .unwrap()
      .then((r) => current && setConflicts(r.conflicts))
      .catch(() => current && setConflicts([]));
    return () => {
      current = false;
    };
  }, [check, block.orderId, userId, appointmentTime]);
  const unchanged = userId === block.userId && day === block.day && minute === block.startMinute;
  const submit = async () => {
    if (await toastResult(place({ orderId: block.orderId, version: block.version, userId, appointmentTime }).unwrap(), userId === block.userId ? '已改期' : '已改派')) onClose();
  };
  return (
    <Modal
      visible
      title={`改派或改期 · ${block.orderNo}`}
      onCancel={onClose}
      onOk={submit}
      okText="确定"
      confirmLoading={isLoading}
      okButtonProps={{ disabled: unchanged || conflicts === null || conflicts.length > 0 }}
      unmountOnExit
    >
      <Form layout="vertical">
        <Form.Item label="人员">
          <Select aria-label="人员" value={userId} onChange={setUserId} options={board.rows.map((r) => ({ label: r.name, value: r.userId }))} showSearch filterOption />
        </Form.Item>
        <Form.Item label="日期">
          <Select aria-label="日期" value={day} onChange={setDay} options={board.days} />
        </Form.Item>
        <Form.Item label="时间">
          <Select aria-label="时间" value={minute} onChange={setMinute} options={TIMES.map((m) => ({ label: clock(m), value: m }))} />
        </Form.Item>
      </Form>
      <div role="status" aria-live="polite">
        {conflicts === null ? '检查中…' : conflicts.length > 0 ? <Alert type="error" content={conflicts.map((c) => c.text).join('；')} /> : !unchanged && <Alert type="success" content="没有冲突" />}
      </div>
    </Modal>
  );
}

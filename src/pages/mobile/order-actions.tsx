import { Message } from '@arco-design/web-react';
import { useState } from 'react';
import { loadHostAdapter } from '@adapters/index';
import { toDate } from '@domain/format/date';
import type { ButtonOp } from '@domain/orders/order.machine';
import type { OrderDetail } from '@domain/orders/orders.types';
import { Role } from '@domain/shell/roles';
import { useAssignOrdersMutation, useDecideAcceptanceMutation, useGrabOrderMutation } from '@/features/orders/orders.api';
import { errorMessage } from '@/lib/errors';
import { isInspectionWork, isQueueable, type QueueableOp, type QueuedOp } from './offline-ops';
import { useOfflineSync } from './offline-sync';
import { PersonForm } from './person-form';
import { ReceiptForm, type ReceiptDraft } from './receipt-form';

/** Button texts on the phone (the PC version's names where they read well as a button). */
const LABELS: Partial<Record<ButtonOp, string>> = {
  receive: '接单',
  refuse: '拒单',
  appoint: '预约',
  changeAppointment: '修改预约',
  startService: '开始服务',
  checkIn: '签到',
  applyComplete: '申请完成',
  complete: '完成工单',
  receipt: '填写回执',
  grab: '抢单',
  acceptPass: '受理通过',
  acceptReject: '受理驳回',
  assign: '指派',
  reassign: '改派',
};
/** Operations that need a few fields first (the rest run on a tap). */
const WITH_FORM: ButtonOp[] = ['refuse', 'appoint', 'changeAppointment', 'receipt', 'assign', 'reassign'];

const pad = (n: number) => String(n).padStart(2, '0');
const localInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
/** The picker's wall-clock value as an instant with its zone (the server never guesses the phone's zone). */
const toServerTime = (input: string) => toDate(input)!.toISOString();

/**
 * The order's buttons: exactly the operations the server (or, offline, the same machine on the queued
 * result) allows. The engineer's operations go through the offline queue; the desk's need the server.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const { perform, queued, online } = useOfflineSync();
  const [open, setOpen] = useState<ButtonOp | null>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [time, setTime] = useState(() => localInput(new Date(Date.now() + 3_600_000)));
  const [grab] = useGrabOrderMutation();
  const [decide] = useDecideAcceptanceMutation();
  const [assign] = useAssignOrdersMutation();
  const ops = order.operations.filter((op) => LABELS[op]);
  const waiting = queued.some((q) => !isInspectionWork(q) && q.orderId === order.id);

  const queue = async (op: QueueableOp, body: Record<string, unknown> = {}, extra: Partial<QueuedOp> = {}) => {
    setBusy(true);
    try {
      const result = await perform({ orderId: order.id, orderNo: order.orderNo, op, body, version: waiting ? null : order.version, ...extra });
      if ('queued' in result) Message.info('已保存在手机上，联网后自动发送');
      else if (result.ok) Message.success(result.message);
      else Message.error(result.message);
      setOpen(null);
    } catch (error) {
      Message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const withServer = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      Message.success(done);
      setOpen(null);
    } catch (error) {
      Message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const tap = (op: ButtonOp) => {
    if (WITH_FORM.includes(op)) return setOpen(open === op ? null : op);
    if (op === 'checkIn') return void checkIn();
    if (isQueueable(op)) return void queue(op);
    if (op === 'grab') return void withServer(() => grab({ id: order.id, version: order.version }).unwrap(), '抢单成功');
    if (op === 'acceptPass' || op === 'acceptReject')
      return void withServer(() => decide({ id: order.id, version: order.version, result: op === 'acceptPass' ? 'pass' : 'reject', remark: '' }).unwrap(), '受理成功');
  };

  const checkIn = async () => {
    setBusy(true);
    try {
      // The host's location JSAPI in WeCom and DingTalk, the browser's elsewhere.
      const place = await (await loadHostAdapter()).locate();
      await queue('checkIn', { ...place });
    } catch (error) {
      Message.error(errorMessage(error));
      setBusy(false);
    }
  };

  const submitReceipt = (draft: ReceiptDraft) =>
    void queue('receipt', { serviceMinutes: draft.serviceMinutes, remark: draft.remark }, { photos: draft.photos, signature: draft.signature ? { dataUrl: draft.signature } : null });

  if (ops.length === 0) return null;
  return (
    <section aria-label="操作">
      <div className="m-actions" style={{ marginBottom: 10 }}>
        {ops.map((op) => {
          const needsServer = !isQueueable(op) && !online;
          return (
            <button key={op} type="button" className={`m-btn ${op === 'refuse' || op === 'acceptReject' ? 'm-btn-danger' : 'm-btn-primary'}`} disabled={busy || needsServer} onClick={() => tap(op)} aria-expanded={WITH_FORM.includes(op) ? open === op : undefined}>
              {LABELS[op]}
            </button>
          );
        })}
      </div>
      {open === 'refuse' && (
        <div className="m-card">
          <label className="m-field">
            <span>拒单原因</span>
            <textarea className="m-input" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="button" className="m-btn m-btn-danger" disabled={busy || !reason.trim()} onClick={() => void queue('refuse', { reason })}>
            确定拒单
          </button>
        </div>
      )}
      {(open === 'appoint' || open === 'changeAppointment') && (
        <div className="m-card">
          <label className="m-field">
            <span>预约时间</span>
            <input className="m-input" type="datetime-local" value={time} onChange={(e) => setTime(e.target.value)} name="appointmentTime" />
          </label>
          <button type="button" className="m-btn m-btn-primary" disabled={busy || !time} onClick={() => void queue(open, { appointmentTime: toServerTime(time) })}>
            确定预约
          </button>
        </div>
      )}
      {open === 'receipt' && <ReceiptForm busy={busy} onSubmit={submitReceipt} />}
      {(open === 'assign' || open === 'reassign') && (
        <PersonForm
          label="服务人员"
          confirmText="确定指派"
          role={Role.serviceStaff}
          busy={busy}
          onConfirm={(ownerId) =>
            void withServer(async () => {
              const { refused } = await assign({ ids: [order.id], versions: [order.version], ownerId, remark: '' }).unwrap();
              if (refused.length) throw new Error(refused[0].message);
            }, '指派成功')
          }
        />
      )}
    </section>
  );
}

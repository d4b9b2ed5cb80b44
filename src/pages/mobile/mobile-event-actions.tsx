import { useState } from 'react';
import { Link } from 'wouter';
import { EVENT_OP_NAMES, type EventOpValue } from '@domain/events/events.constants';
import type { EventDetail } from '@domain/events/events.schemas';
import type { ApiEnvelope } from '@domain/common/envelope';
import { paths } from '@/app/paths';
import { useDispatchEventMutation, useEscalateEventMutation, useOperateEventMutation, SIMPLE_OPS, type SimpleOp } from '@/features/events/events.api';
import { toastResult } from '@/lib/toast-result';
import { PersonForm } from './person-form';
import { LINK_BUTTON_STYLE } from './link-button';

/** The API path of an operation that runs with the event alone (the machine's return_escalation is returnEscalation). */
const simplePath = (op: EventOpValue): SimpleOp | undefined => SIMPLE_OPS.find((path) => path === op.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()));
/** Operations that open a small form first: a person to choose, or a confirmation of an irreversible step. */
const WITH_FORM: EventOpValue[] = ['dispatch', 'redispatch', 'escalate', 'complete', 'close'];
const PRIMARY: EventOpValue[] = ['claim', 'start', 'complete', 'dispatch'];

/**
 * The event's buttons: exactly the operations the server sends in `operations` (as the PC detail;
 * 删除 stays in the PC list). 转工单 opens the phone's new order with the event as its origin.
 */
export function MobileEventActions({ event }: { event: EventDetail }) {
  const [open, setOpen] = useState<EventOpValue | null>(null);
  const [remark, setRemark] = useState('');
  const [operate, { isLoading: operating }] = useOperateEventMutation();
  const [dispatch, { isLoading: dispatching }] = useDispatchEventMutation();
  const [escalate, { isLoading: escalating }] = useEscalateEventMutation();
  const busy = operating || dispatching || escalating;
  const ops = event.operations.filter((op) => simplePath(op) || WITH_FORM.includes(op));
  const can = (op: EventOpValue) => event.operations.includes(op);

  const run = async (call: Promise<ApiEnvelope>, op: EventOpValue) => {
    if (await toastResult(call, `${EVENT_OP_NAMES[op]}成功`)) {
      setOpen(null);
      setRemark('');
    }
  };
  const simple = (op: EventOpValue) => void run(operate({ op: simplePath(op)!, id: event.id, remark: remark.trim() || undefined }).unwrap(), op);
  const handleTap = (op: EventOpValue) => (WITH_FORM.includes(op) ? setOpen(open === op ? null : op) : simple(op));

  if (ops.length === 0 && !can('create_order') && !can('copy')) return null;
  return (
    <section aria-label="操作">
      <div className="m-actions" style={{ marginBottom: 10 }}>
        {ops.map((op) => (
          <button key={op} type="button" className={`m-btn ${PRIMARY.includes(op) ? 'm-btn-primary' : op === 'close' ? 'm-btn-danger' : ''}`} disabled={busy} aria-expanded={WITH_FORM.includes(op) ? open === op : undefined} onClick={() => handleTap(op)}>
            {EVENT_OP_NAMES[op]}
          </button>
        ))}
        {can('create_order') && (
          <Link className="m-btn" style={LINK_BUTTON_STYLE} href={paths.mobile.newOrder({ eventId: String(event.id), ...(event.customerId ? { customerId: String(event.customerId) } : {}) })}>
            转工单
          </Link>
        )}
        {can('copy') && (
          <a className="m-btn" style={LINK_BUTTON_STYLE} href={paths.events.copy(event.id, event.code)}>
            复制（电脑版）
          </a>
        )}
      </div>
      {(open === 'complete' || open === 'close') && (
        <div className="m-card">
          <label className="m-field">
            <span>备注（选填）</span>
            <textarea className="m-input" value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} />
          </label>
          <button type="button" className={`m-btn ${open === 'close' ? 'm-btn-danger' : 'm-btn-primary'}`} disabled={busy} onClick={() => simple(open)}>
            确定{EVENT_OP_NAMES[open]}
          </button>
        </div>
      )}
      {(open === 'dispatch' || open === 'redispatch') && (
        <PersonForm label="负责人" confirmText={`确定${EVENT_OP_NAMES[open]}`} busy={busy} onConfirm={(ownerId) => void run(dispatch({ id: event.id, ownerId, collaboratorIds: [] }).unwrap(), open)} />
      )}
      {open === 'escalate' && (
        <PersonForm label="升级处理人" confirmText="确定升级" busy={busy} exclude={event.principal ? [event.principal.id] : []} onConfirm={(userId) => void run(escalate({ id: event.id, userId }).unwrap(), 'escalate')} />
      )}
    </section>
  );
}

import { Button, Modal, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { EVENT_OP_NAMES, type EventOpValue } from '@domain/events/events.constants';
import type { EventDetail } from '@domain/events/events.schemas';
import { toastResult } from '@/lib/toast-result';
import { useOperateEventMutation, type SimpleOp } from '../events.api';
import { DispatchDialog } from './dispatch-dialog';
import { EscalateDialog } from './escalate-dialog';
import { paths } from '@/app/paths';

/** The machine's operation codes and the API path of the simple ones. */
const SIMPLE_PATH: Partial<Record<EventOpValue, SimpleOp>> = {
  claim: 'claim',
  start: 'start',
  return_escalation: 'returnEscalation',
  pause: 'pause',
  resume: 'resume',
  complete: 'complete',
  close: 'close',
};
// Irreversible steps ask first.
const CONFIRM: EventOpValue[] = ['close', 'complete'];

/** The buttons of what the caller may do to the event now (the server's operations). */
export function EventActions({ event }: { event: EventDetail }) {
  const [, navigate] = useLocation();
  const [operate, { isLoading }] = useOperateEventMutation();
  const [dialog, setDialog] = useState<'dispatch' | 'escalate' | null>(null);
  const can = (op: EventOpValue) => event.operations.includes(op);

  const run = (op: EventOpValue) => {
    const path = SIMPLE_PATH[op]!;
    const go = () => toastResult(operate({ op: path, id: event.id }).unwrap(), `${EVENT_OP_NAMES[op]}成功`);
    if (CONFIRM.includes(op)) Modal.confirm({ title: `确定${EVENT_OP_NAMES[op]}该事件吗？`, onOk: go });
    else void go();
  };

  return (
    <Space wrap>
      {(Object.keys(SIMPLE_PATH) as EventOpValue[]).filter(can).map((op) => (
        <Button key={op} type={op === 'complete' || op === 'claim' || op === 'start' ? 'primary' : 'secondary'} loading={isLoading} onClick={() => run(op)}>
          {EVENT_OP_NAMES[op]}
        </Button>
      ))}
      {(can('dispatch') || can('redispatch')) && (
        <Button type="primary" onClick={() => setDialog('dispatch')}>
          {can('dispatch') ? '指派' : '重新指派'}
        </Button>
      )}
      {can('escalate') && <Button onClick={() => setDialog('escalate')}>升级</Button>}
      {can('create_order') && <Button onClick={() => navigate(paths.events.createOrder(event))}>转工单</Button>}
      {can('copy') && <Button onClick={() => navigate(paths.events.copy(event.id, event.code))}>复制</Button>}
      <DispatchDialog eventId={dialog === 'dispatch' ? event.id : null} title={can('dispatch') ? '指派' : '重新指派'} onClose={() => setDialog(null)} />
      <EscalateDialog eventId={dialog === 'escalate' ? event.id : null} ownerId={event.principal?.id ?? null} onClose={() => setDialog(null)} />
    </Space>
  );
}

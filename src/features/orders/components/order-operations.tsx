import { Button, Message, Popconfirm, Space } from '@arco-design/web-react';
import { useState, type ReactNode } from 'react';
import type { ButtonOp } from '@domain/orders/order.machine';
import type { OrderDetail } from '@domain/orders/orders.types';
import { errorMessage } from '@/lib/errors';
import { useOrderCommands } from '../hooks/use-order-commands';
import { AppointmentDialog } from './dialogs/appointment-dialog';
import { AssignDialog } from './dialogs/assign-dialog';
import { CollectDialog } from './dialogs/collect-dialog';
import { EvaluationDialog } from './dialogs/evaluation-dialog';
import { FeesDialog } from './dialogs/fees-dialog';
import { CollaboratorsDialog, TransferDialog } from './dialogs/people-dialogs';
import { AbnormalDialog, ReasonDialog } from './dialogs/reason-dialogs';
import { ReceiptDialog } from './dialogs/receipt-dialog';
import { OP_SPECS, type OpSpec } from './operation-specs';

export interface OrderOperationsProps {
  order: OrderDetail;
  /** A copy was made: the page may open it. */
  onCopied?: (copy: OrderDetail) => void;
  /** The 收费项 field of the 费用 dialog (the page gives the enterprise's money items). */
  feeItemNameSelect?: ReactNode;
}

/**
 * The operation buttons of an order: only those the shared state machine allows the caller now
 * (`order.operations`, computed by the server with domain/orders/order.machine), each with its dialog.
 */
export function OrderOperations({ order, onCopied, feeItemNameSelect }: OrderOperationsProps) {
  const [open, setOpen] = useState<ButtonOp | null>(null);
  const commands = useOrderCommands(order);
  const ops = order.operations.filter((op) => OP_SPECS[op]);
  const close = () => setOpen(null);

  const handleConfirm = async (op: ButtonOp, spec: OpSpec) => {
    try {
      const result = await commands.confirmed(op);
      Message.success(`${spec.label}成功`);
      if (op === 'copy' && result) onCopied?.(result);
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };

  const renderDialog = (op: ButtonOp) => {
    const spec = OP_SPECS[op]!;
    const props = { order, onClose: close };
    switch (spec.ui.kind) {
      case 'dialog':
        switch (spec.ui.dialog) {
          case 'assign':
            return <AssignDialog {...props} />;
          case 'reassign':
            return <AssignDialog {...props} reassign />;
          case 'collaborators':
            return <CollaboratorsDialog {...props} />;
          case 'transfer':
            return <TransferDialog {...props} />;
          case 'appoint':
            return <AppointmentDialog {...props} />;
          case 'receipt':
            return <ReceiptDialog {...props} />;
          case 'fees':
            return <FeesDialog {...props} itemNameSelect={feeItemNameSelect} />;
          case 'collect':
            return <CollectDialog {...props} />;
          case 'evaluate':
            return <EvaluationDialog {...props} />;
          case 'abnormal':
            return <AbnormalDialog {...props} />;
        }
        return null;
      case 'reason': {
        const { label, required } = spec.ui;
        return <ReasonDialog title={spec.label} label={label} required={required} doneText={`${spec.label}成功`} submit={(text) => commands.withText(op, text)} onClose={close} />;
      }
      case 'examine': {
        const { type, pass } = spec.ui;
        return <ReasonDialog title={spec.label} label="审批意见" required={!pass} doneText={spec.label} submit={(text) => commands.examine(type, pass, text)} onClose={close} />;
      }
      case 'abnormalExamine': {
        const { pass } = spec.ui;
        return <ReasonDialog title={spec.label} label="审批意见" required={!pass} doneText={`${spec.label}成功`} submit={(text) => commands.decideAbnormal(pass, text)} onClose={close} />;
      }
      case 'confirm':
        return null;
    }
  };

  if (ops.length === 0) return null;
  return (
    <>
      <Space wrap aria-label="工单操作">
        {ops.map((op) => {
          const spec = OP_SPECS[op]!;
          const type = spec.primary ? 'primary' : 'secondary';
          if (spec.ui.kind === 'confirm') {
            return (
              <Popconfirm key={op} title={spec.ui.question} onOk={() => handleConfirm(op, spec)}>
                <Button type={type} status={spec.danger ? 'danger' : undefined}>
                  {spec.label}
                </Button>
              </Popconfirm>
            );
          }
          return (
            <Button key={op} type={type} status={spec.danger ? 'danger' : undefined} onClick={() => setOpen(op)}>
              {spec.label}
            </Button>
          );
        })}
      </Space>
      {open && renderDialog(open)}
    </>
  );
}

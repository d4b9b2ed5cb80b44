import type { ButtonOp } from '@domain/orders/order.machine';
import type { BatchResult, OrderDetail } from '@domain/orders/orders.types';
import {
  useAcceptOrderMutation,
  useApplyCompleteMutation,
  useArchiveOrdersMutation,
  useCancelOrderMutation,
  useCompleteOrderMutation,
  useCopyOrderMutation,
  useDecideAcceptanceMutation,
  useExamineAbnormalMutation,
  useExamineOrderMutation,
  useGrabOrderMutation,
  usePutOrdersInPoolMutation,
  useRecycleOrdersMutation,
  useRefuseOrderMutation,
  useRestoreOrdersMutation,
  useRetrieveOrdersFromPoolMutation,
  useStartServiceMutation,
} from '../orders.api';
import type { ApprovalTypeCode } from '@domain/orders/order.constants';
import { useKeepDateMutation } from '../order-extras.api';

/** A batch call on one order: its refusal is the operation's error. */
async function single(call: Promise<BatchResult>): Promise<void> {
  const { refused } = await call;
  if (refused.length > 0) throw new Error(refused[0].message);
}

/**
 * The calls behind the buttons that need no form of their own: `confirmed(op)` for a confirmation,
 * `withText(op, text)` for a reason or remark, `examine` for approvals. Each rejects with the refusal.
 */
export function useOrderCommands(order: OrderDetail) {
  const target = { id: order.id, version: order.version };
  // The batch calls carry the version too, so a detail page never overrides a change it has not shown.
  const batch = { ids: [order.id], versions: [order.version] };
  const [decideAcceptance] = useDecideAcceptanceMutation();
  const [putPool] = usePutOrdersInPoolMutation();
  const [retrieve] = useRetrieveOrdersFromPoolMutation();
  const [grab] = useGrabOrderMutation();
  const [accept] = useAcceptOrderMutation();
  const [start] = useStartServiceMutation();
  const [archive] = useArchiveOrdersMutation();
  const [recycle] = useRecycleOrdersMutation();
  const [restore] = useRestoreOrdersMutation();
  const [copy] = useCopyOrderMutation();
  const [refuse] = useRefuseOrderMutation();
  const [applyComplete] = useApplyCompleteMutation();
  const [complete] = useCompleteOrderMutation();
  const [cancel] = useCancelOrderMutation();
  const [examineOrder] = useExamineOrderMutation();
  const [examineAbnormal] = useExamineAbnormalMutation();
  const [keepDate] = useKeepDateMutation();

  /** Resolves to the order the call leaves (a copy answers the new one). */
  const confirmed = async (op: ButtonOp): Promise<OrderDetail | void> => {
    switch (op) {
      case 'acceptPass':
        return decideAcceptance({ ...target, result: 'pass', remark: '' }).unwrap();
      case 'reaccept':
        return decideAcceptance({ ...target, result: 'reaccept', remark: '' }).unwrap();
      case 'putPool':
        return single(putPool(batch).unwrap());
      case 'retrievePool':
        return single(retrieve(batch).unwrap());
      case 'grab':
        return grab(target).unwrap();
      case 'receive':
        return accept(target).unwrap();
      case 'startService':
        return start(target).unwrap();
      case 'archive':
      case 'unarchive':
        return single(archive({ ...batch, archived: op === 'archive' }).unwrap());
      case 'recycle':
        return single(recycle(batch).unwrap());
      case 'restore':
        return single(restore(batch).unwrap());
      case 'copy':
        return copy(target).unwrap();
      case 'keepDate':
        return keepDate(target).unwrap();
      default:
        throw new Error(`no confirmation call for ${op}`);
    }
  };

  const withText = async (op: ButtonOp, text: string): Promise<unknown> => {
    switch (op) {
      case 'acceptReject':
        return decideAcceptance({ ...target, result: 'reject', remark: text }).unwrap();
      case 'refuse':
        return refuse({ ...target, reason: text }).unwrap();
      case 'applyComplete':
        return applyComplete({ ...target, remark: text }).unwrap();
      case 'complete':
        return complete({ ...target, remark: text }).unwrap();
      case 'cancel':
        return cancel({ ...target, reason: text }).unwrap();
      default:
        throw new Error(`no reason call for ${op}`);
    }
  };

  const examine = (type: ApprovalTypeCode, pass: boolean, remark: string) => examineOrder({ ...target, type, pass, remark }).unwrap();
  const decideAbnormal = (pass: boolean, remark: string) => examineAbnormal({ ...target, pass, remark }).unwrap();

  return { confirmed, withText, examine, decideAbnormal };
}

import { Button, Message } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { ORDER_MANAGER_ROLES } from '@domain/orders/order.machine';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { BatchAssignDialog } from './dialogs/assign-dialog';
import type { OrderBatch, OrderListContext } from '../order-batch';

/** 批量指派 on a list's chosen orders (the desk's, who alone may assign); refusals come back by order number. */
export function BatchAssignButton({ context }: { context: OrderListContext }) {
  const { data: user } = useGetSessionUserQuery();
  const [assigning, setAssigning] = useState<OrderBatch | null>(null);
  if (!user || !ORDER_MANAGER_ROLES.includes(user.sysrole)) return null;
  const handleOpen = () => {
    if (context.selected.length === 0) return void Message.warning(Messages.nothingSelected);
    setAssigning(context.chosen);
  };
  return (
    <>
      <Button type="primary" onClick={handleOpen}>
        批量指派
      </Button>
      {assigning && <BatchAssignDialog batch={assigning} onDone={context.clearSelection} onClose={() => setAssigning(null)} />}
    </>
  );
}

import { Button, Message } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { OrderView } from '@domain/orders/order.constants';
import { BatchAssignDialog } from '@/features/orders/components/dialogs/assign-dialog';
import type { OrderListContext } from '@/features/orders/components/order-list';
import { runBatch } from '@/features/orders/hooks/use-batch-action';
import { usePutOrdersInPoolMutation } from '@/features/orders/orders.api';
import { OrderListPage } from './order-list-page';

/** /assignOrder: orders waiting for a person; the chosen ones are assigned together or go to the public pool. */
export default function AssignOrderPage() {
  const [putInPool, { isLoading }] = usePutOrdersInPoolMutation();
  const [assigning, setAssigning] = useState<OrderListContext | null>(null);
  const handlePool = async ({ selected, clearSelection }: OrderListContext) => {
    if (selected.length === 0) return void Message.warning(Messages.nothingSelected);
    if ((await runBatch(putInPool({ ids: selected }).unwrap(), '已放入公海')).length > 0) clearSelection();
  };
  const handleAssign = (context: OrderListContext) => {
    if (context.selected.length === 0) return void Message.warning(Messages.nothingSelected);
    setAssigning(context);
  };
  return (
    <>
      <OrderListPage
        view={OrderView.assign}
        title="派单"
        toolbar={(context) => (
          <>
            <Button type="primary" onClick={() => handleAssign(context)}>
              批量指派
            </Button>
            <Button loading={isLoading} onClick={() => handlePool(context)}>
              放入公海
            </Button>
          </>
        )}
      />
      {assigning && <BatchAssignDialog ids={assigning.selected} onDone={assigning.clearSelection} onClose={() => setAssigning(null)} />}
    </>
  );
}

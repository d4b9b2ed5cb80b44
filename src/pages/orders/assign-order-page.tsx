import { Button, Message } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { OrderView } from '@domain/orders/order.constants';
import { BatchAssignButton } from '@/features/orders/components/batch-assign-button';
import type { OrderListContext } from '@/features/orders/order-batch';
import { runBatch } from '@/features/orders/hooks/use-batch-action';
import { usePutOrdersInPoolMutation } from '@/features/orders/orders.api';
import { OrderListPage } from './order-list-page';

/** /assignOrder: orders waiting for a person; the chosen ones are assigned together or go to the public pool. */
export default function AssignOrderPage() {
  const [putInPool, { isLoading }] = usePutOrdersInPoolMutation();
  const handlePool = async ({ selected, chosen, clearSelection }: OrderListContext) => {
    if (selected.length === 0) return void Message.warning(Messages.nothingSelected);
    if ((await runBatch(putInPool(chosen).unwrap(), '已放入公海')).length > 0) clearSelection();
  };
  return (
    <OrderListPage
      view={OrderView.assign}
      title="派单"
      toolbar={(context) => (
        <>
          <BatchAssignButton context={context} />
          <Button loading={isLoading} onClick={() => handlePool(context)}>
            放入公海
          </Button>
        </>
      )}
    />
  );
}

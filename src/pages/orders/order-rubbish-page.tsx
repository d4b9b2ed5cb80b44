import { Button, Message } from '@arco-design/web-react';
import { OrderView } from '@domain/orders/order.constants';
import type { OrderListContext } from '@/features/orders/order-batch';
import { runBatch } from '@/features/orders/hooks/use-batch-action';
import { useRestoreOrdersMutation } from '@/features/orders/orders.api';
import { OrderListPage } from './order-list-page';

/** /orderRubbish: deleted orders; the chosen ones go back where they were. */
export default function OrderRubbishPage() {
  const [restore, { isLoading }] = useRestoreOrdersMutation();
  const handleRestore = async ({ selected, chosen, clearSelection }: OrderListContext) => {
    if (selected.length === 0) return void Message.warning('请选择需要还原的工单');
    if ((await runBatch(restore(chosen).unwrap(), '还原成功')).length > 0) clearSelection();
  };
  return (
    <OrderListPage
      view={OrderView.recycle}
      title="工单回收站"
      toolbar={(context) => (
        <Button type="primary" loading={isLoading} onClick={() => handleRestore(context)}>
          还原
        </Button>
      )}
    />
  );
}

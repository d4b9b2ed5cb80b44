import { Button, Message } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { OrderView } from '@domain/orders/order.constants';
import { ORDER_MANAGER_ROLES } from '@domain/orders/order.machine';
import type { OrderRow } from '@domain/orders/orders.types';
import { Role } from '@domain/shell/roles';
import type { OrderListContext } from '@/features/orders/order-batch';
import { runBatch } from '@/features/orders/hooks/use-batch-action';
import { useGrabOrderMutation, useRetrieveOrdersFromPoolMutation } from '@/features/orders/orders.api';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { errorMessage } from '@/lib/errors';
import { OrderListPage } from './order-list-page';

/** /orderHighSeas: the public pool; service staff grab, dispatchers take orders back. */
export default function OrderHighSeasPage() {
  const { data: user } = useGetSessionUserQuery();
  const [grab] = useGrabOrderMutation();
  const [retrieve, { isLoading }] = useRetrieveOrdersFromPoolMutation();
  const manager = user !== undefined && ORDER_MANAGER_ROLES.includes(user.sysrole);
  const staff = user?.sysrole === Role.serviceStaff;

  const handleGrab = async (row: OrderRow) => {
    try {
      await grab({ id: row.id, version: row.version }).unwrap();
      Message.success('抢单成功');
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };
  const handleRetrieve = async ({ selected, chosen, clearSelection }: OrderListContext) => {
    if (selected.length === 0) return void Message.warning(Messages.nothingSelected);
    if ((await runBatch(retrieve(chosen).unwrap(), '已从公海收回')).length > 0) clearSelection();
  };

  return (
    <OrderListPage
      view={OrderView.highSeas}
      title="工单公海"
      toolbar={
        manager
          ? (context) => (
              <Button loading={isLoading} onClick={() => handleRetrieve(context)}>
                从公海收回
              </Button>
            )
          : undefined
      }
      rowActions={
        staff
          ? (row) => (
              <Button type="primary" size="mini" onClick={() => handleGrab(row)}>
                抢单
              </Button>
            )
          : undefined
      }
    />
  );
}

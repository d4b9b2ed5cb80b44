import { Message } from '@arco-design/web-react';
import { OrderView } from '@domain/orders/order.constants';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { useGrabOrderMutation } from '@/features/orders/orders.api';
import { errorMessage } from '@/lib/errors';
import { OrderCards } from './order-cards';

const POOL = { view: OrderView.highSeas };

/** /m/pool: the public pool; 抢单 takes an order (the server decides who may, with the version seen). */
export default function MobilePoolPage() {
  const [grab, { isLoading }] = useGrabOrderMutation();
  const handleGrab = async (id: number, version: number) => {
    try {
      await grab({ id, version }).unwrap();
      Message.success('抢单成功');
    } catch (error) {
      Message.error(errorMessage(error));
    }
  };
  return (
    <MobileScreen title="抢单">
      <OrderCards
        params={POOL}
        action={(order) => (
          <button type="button" className="m-btn m-btn-primary" disabled={isLoading} onClick={() => void handleGrab(order.id, order.version)}>
            抢单
          </button>
        )}
      />
    </MobileScreen>
  );
}

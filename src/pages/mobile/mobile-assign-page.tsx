import { useState } from 'react';
import { OrderView } from '@domain/orders/order.constants';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { OrderCards } from './order-cards';

const VIEWS = [
  { view: OrderView.assign, label: '待派单' },
  { view: OrderView.acceptance, label: '待受理' },
] as const;

/** /m/assign: the dispatcher's desk on the phone: orders to accept and to assign (done in the detail). */
export default function MobileAssignPage() {
  const [view, setView] = useState<(typeof VIEWS)[number]['view']>(OrderView.assign);
  return (
    <MobileScreen title="派单">
      <div className="m-chips" role="group" aria-label="派单">
        {VIEWS.map((v) => (
          <button key={v.view} type="button" className="m-chip" aria-pressed={v.view === view} onClick={() => setView(v.view)}>
            {v.label}
          </button>
        ))}
      </div>
      <OrderCards params={{ view }} />
    </MobileScreen>
  );
}

import { Link, useSearch } from 'wouter';
import { REPAIR_STATE_NAMES, RepairState, type RepairStateValue } from '@domain/repair/repair.constants';
import { MobileChips } from '@/app/mobile/mobile-chips';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useListRepairsQuery } from '@/features/repair/repair.api';
import { errorMessage } from '@/lib/errors';
import { LINK_BUTTON_STYLE } from './link-button';

/** The bench's open orders by state: to take on (the default), under repair, waiting for approval. */
const CHIPS: { value: string; label: string; state: RepairStateValue }[] = [RepairState.pendingConfirmation, RepairState.processing, RepairState.pendingApproval].map((s) => ({
  value: String(s),
  label: REPAIR_STATE_NAMES[s],
  state: s,
}));
const PAGE = { pageIndex: 0, pageSize: 20 };

/** /m/repairs 维修单: the service centre's open repair orders (the bench is shared), with 维修扫码 to find one by its product. */
export default function MobileRepairsPage() {
  const state = new URLSearchParams(useSearch()).get('state') ?? String(RepairState.pendingConfirmation);
  const chip = CHIPS.find((c) => c.value === state) ?? CHIPS[0];
  // The chosen chip's own list (currentData), never the last chip's while it loads.
  const { currentData: orders, error } = useListRepairsQuery({ state: chip.state, ...PAGE });

  return (
    <MobileScreen title="维修单">
      <div className="m-actions">
        <Link className="m-btn m-btn-primary" style={LINK_BUTTON_STYLE} href={paths.mobile.repairScan}>
          维修扫码
        </Link>
      </div>
      <MobileChips label="维修单状态" chips={CHIPS} chosen={chip} hrefOf={paths.mobile.repairsInState} />
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {!orders && !error && <p className="m-empty">加载中…</p>}
      {orders?.length === 0 && <p className="m-empty">没有维修单</p>}
      {orders?.map((order) => (
        <Link key={order.id} href={paths.mobile.repair(order.id)} className="m-card">
          <div className="m-row">
            <h2>{order.repairNo}</h2>
            <span className="m-muted">{order.signedInAt ? REPAIR_STATE_NAMES[order.state] : `${REPAIR_STATE_NAMES[order.state]}·未签收`}</span>
          </div>
          <div>
            {order.productName ?? '—'} {order.serialNumber ?? ''}
          </div>
          <div className="m-muted">
            {order.customerName ?? ''} · {order.fault || '—'}
          </div>
        </Link>
      ))}
    </MobileScreen>
  );
}

import { Link, useSearch } from 'wouter';
import { INSPECTION_STATE_NAMES, InspectionState, type InspectionStateValue } from '@domain/maintenance/inspection.constants';
import { MobileChips } from '@/app/mobile/mobile-chips';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useListInspectionTasksQuery } from '@/features/maintenance/inspection.api';
import { errorMessage } from '@/lib/errors';

/** The chips: rounds to walk first (the default), those under way, the exceptions they left, then all. */
const CHIPS: { value: string; label: string; state?: InspectionStateValue }[] = [
  ...[InspectionState.pending, InspectionState.inProgress, InspectionState.done, InspectionState.exception].map((s) => ({ value: String(s), label: INSPECTION_STATE_NAMES[s], state: s })),
  { value: 'all', label: '全部' },
];
const PAGE = { pageIndex: 0, pageSize: 20 };

/** /m/inspections 我的巡检: the rounds given to me, by state, as cards. */
export default function MobileInspectionsPage() {
  const state = new URLSearchParams(useSearch()).get('state') ?? String(InspectionState.pending);
  const chip = CHIPS.find((c) => c.value === state) ?? CHIPS[0];
  // The chosen chip's own list (currentData), never the last chip's while it loads: a quick tap would open a card of the wrong list.
  const { currentData: rounds, error } = useListInspectionTasksQuery({ mine: 1, ...(chip.state !== undefined ? { state: chip.state } : {}), ...PAGE });

  return (
    <MobileScreen title="我的巡检">
      <MobileChips label="巡检状态" chips={CHIPS} chosen={chip} hrefOf={paths.mobile.inspectionsInState} />
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {!rounds && !error && <p className="m-empty">加载中…</p>}
      {rounds?.length === 0 && <p className="m-empty">没有巡检任务</p>}
      {rounds?.map((round) => (
        <Link key={round.id} href={paths.mobile.inspection(round.id)} className="m-card">
          <div className="m-row">
            <h2>{round.plan.name}</h2>
            <span className="m-muted">{round.overdue ? `${INSPECTION_STATE_NAMES[round.state]}·逾期` : INSPECTION_STATE_NAMES[round.state]}</span>
          </div>
          <div>{round.customer.name}</div>
          <div className="m-muted">
            计划日期 {round.dueDate} · 已记录 {round.recordedCount}/{round.pointCount}
          </div>
        </Link>
      ))}
    </MobileScreen>
  );
}

import { Link, useLocation, useSearch } from 'wouter';
import { addDays, businessDate } from '@domain/dispatch/day-time';
import { navigationLink } from '@domain/dispatch/my-day';
import { ORDER_STATE_NAMES } from '@domain/orders/order.constants';
import { MobileScreen } from '@/app/mobile/mobile-screen';
import { paths } from '@/app/paths';
import { useGetMyDayQuery } from '@/features/dispatch/dispatch.api';
import { errorMessage } from '@/lib/errors';

/**
 * /m/day 我的行程: my visits of today (or tomorrow) in the order I drive them (the appointment order, which an
 * accepted route optimisation sets), numbered; the next one carries the navigation link to its coordinates.
 */
export default function MobileDayPage() {
  const today = businessDate(new Date());
  const chips = [
    { value: today, label: '今天' },
    { value: addDays(today, 1), label: '明天' },
  ];
  const day = new URLSearchParams(useSearch()).get('day') ?? today;
  const [, navigate] = useLocation();
  // The chosen day's own visits (currentData), never the last day's under the new day's heading while it loads.
  const { currentData: data, error } = useGetMyDayQuery({ day });
  return (
    <MobileScreen title="我的行程">
      <div className="m-chips" role="group" aria-label="日期">
        {chips.map((c) => (
          <button key={c.value} type="button" className="m-chip" aria-pressed={c.value === day} onClick={() => navigate(paths.mobile.dayOf(c.value), { replace: true })}>
            {c.label}
          </button>
        ))}
      </div>
      {error && <p className="m-empty">{errorMessage(error)}</p>}
      {!data && !error && <p className="m-empty">加载中…</p>}
      {data?.visits.length === 0 && <p className="m-empty">这天没有上门</p>}
      <ol aria-label={`${day} 的上门顺序`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data?.visits.map((v, i) => {
          const next = v.orderId === data.nextOrderId;
          return (
            <li key={v.orderId} className="m-card" aria-label={`第 ${i + 1} 站 ${v.orderNo}`} aria-current={next ? 'step' : undefined}>
              <div className="m-row">
                <h2>
                  {i + 1}. {v.time} {v.title}
                </h2>
                <span className="m-muted">{next ? '下一站' : ORDER_STATE_NAMES[v.state as keyof typeof ORDER_STATE_NAMES]}</span>
              </div>
              <div>{v.customerName}</div>
              {v.address && <div className="m-muted">{v.address}</div>}
              <div className="m-actions" style={{ marginTop: 8 }}>
                <Link href={paths.mobile.order(v.orderId)}>工单 {v.orderNo} ›</Link>
                {v.position ? (
                  <a href={navigationLink(v.position, v.customerName || v.title)} target="_blank" rel="noreferrer">
                    {next ? '导航到下一站' : '导航'}
                  </a>
                ) : (
                  <span className="m-muted">无位置</span>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </MobileScreen>
  );
}

import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { filtersFromSearch } from '@/features/orders/order-filter-params';
import { ManagedEventList } from './event-list';

/** The list filters a link may carry with several values (a report's drill-down: owners, states). */
const LIST_KEYS = ['event_states', 'fk_t_principal_user_id', 'event_label', 'priority'];

/** /allEvent: every event the caller may see; filters read from the link (a report figure's drill-down). */
export default function AllEventsPage() {
  const search = useSearch();
  const initial = useMemo(() => (search ? filtersFromSearch(search, LIST_KEYS) : undefined), [search]);
  return <ManagedEventList title="全部事件" scope="all" initialFilters={initial} />;
}

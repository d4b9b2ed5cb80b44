import { Tag } from '@arco-design/web-react';
import { VISIT_STATE_NAMES, VisitState, type VisitStateValue } from '@domain/return-visits/return-visits.constants';

const COLORS: Record<VisitStateValue, string> = { [VisitState.pending]: 'orange', [VisitState.failed]: 'red', [VisitState.passed]: 'green' };

export function VisitStateTag({ state }: { state: VisitStateValue }) {
  return <Tag color={COLORS[state]}>{VISIT_STATE_NAMES[state]}</Tag>;
}

import { useParams } from 'wouter';
import { Plan } from '@domain/shell/plans';
import { TemplateErrors } from '@domain/templates/errors';
import { LockedPage } from '@/app/layout/locked-page';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useGetOrderTypeQuery } from '@/features/templates/templates.api';
import { AdminOnly } from '@/components/admin-only/admin-only';
import { idFrom, LoadState } from './load-state';
import { SlaRulesCard } from './sla-rules-card';

/** The name free enterprises see in the upgrade notice (spec part 1 section 6: "SLA and progress SLA"). */
const SLA_FEATURE = 'SLA';

/**
 * /slaManage/SLA/{id}/{name}: an order type's SLA rules. SLA is charged (spec part 1 section 6), so
 * a free enterprise sees the upgrade notice instead; the page is reached from the order types, not
 * from a menu entry, so the route guard cannot lock it.
 */
function SlaRules() {
  const { id: idText } = useParams<{ id: string; name: string }>();
  const id = idFrom(idText);
  const { data: user } = useGetSessionUserQuery();
  const free = user?.isChargeUser === Plan.free;
  const { data: row, error } = useGetOrderTypeQuery(id ?? 0, { skip: id === null || !user || free });
  if (free) return <LockedPage feature={SLA_FEATURE} />;
  if (!row || id === null) return <LoadState error={error} missing={id === null ? TemplateErrors.orderTypeNotFound : undefined} />;
  return <SlaRulesCard key={row.updateTime} row={row} />;
}

export default function SlaPage() {
  return (
    <AdminOnly>
      <SlaRules />
    </AdminOnly>
  );
}

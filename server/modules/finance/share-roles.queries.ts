import { and, sql, type SQL } from 'drizzle-orm';
import { ReconcileState } from '@domain/finance/finance.constants';
import { commissionRules as cr, reconciliations as rc } from '../../db/schema/finance';
import { groupLeaderOf } from '../catalogue/catalogue.public';
import { completedOrdersSource, feeItemSumsSource, ordersWrittenSinceSource } from '../orders/read-models/orders-read-models.public';
import { reconcileStateIs } from './reconcile.queries';

/*
 * A period's commission summed in the database: the reconciled orders completed in [from, until)
 * joined to the rule versions in force when each completed, each order's commission and its
 * distribution computed in SQL exactly as domain/finance/commission.ts does (the rule of record;
 * tests/server/finance-settlement-sums.test.ts checks both agree on random data):
 *   - a rate rounds half away from zero to the fen (numeric round());
 *   - the leader gets trunc(total × leader ratio), each distinct collaborator trunc(trunc(total ×
 *     collaborators ratio) / n), the owner the rest; a role without a person (or a 0 ratio) takes no part;
 *   - every role a person holds on an order gets a share row, even of 0 fen.
 * settlement-sums.queries.ts sums them; live-shares.queries.ts keeps them rolled up.
 */

export interface Period {
  enterpriseId: number;
  from: Date;
  until: Date;
  /** Only the orders this person can have a share of (their own figures need no one else's orders). */
  shareHolder?: { userId: number; ledGroupIds: number[] };
}

/** The orders a `roles` computation reads: a period's (or, rolling up, of any completion time), all or only the changed ones. */
export type OrderScope = Omit<Period, 'from' | 'until'> & { from?: Date; until?: Date; changed?: Changed };

/** The version's rate of `fen` (× bp / 10000, rounded half away from zero as numeric round() does), or its fixed amount. */
const byMethod = (fen: string) => sql.raw(`(case when v.method = 1 then round((${fen})::numeric * v.rate_bp / 10000)::bigint else v.amount_fen end)`);

/** The orders taken as changed: those written, reconciled or reopened after a moment, or the given ones. */
export type Changed = { since: Date } | { orderIds: number[] };

/**
 * `touched` (order_id): the changed orders (an order's fee items and collections change only with the
 * order written).
 */
export const touchedCte = (enterpriseId: number, changed: Changed) =>
  'orderIds' in changed
    ? sql`touched as materialized (select unnest(${`{${changed.orderIds.join(',')}}`}::bigint[]) as order_id)`
    : sql`touched as materialized (
    select id as order_id from ${ordersWrittenSinceSource(enterpriseId, changed.since)} w
    union select order_id from ${rc} where enterprise_id = ${enterpriseId} and changed_at > ${changed.since}
  )`;

/**
 * The WITH clauses ending in `name` (roles by default): one row per role a person holds on an order
 * under a rule version (order_id, rule_key, group_id, order_no, completed_at, rule_name, user_id,
 * role, fen); `ov` keeps each order × version's facts. The orders, the leaders and `ov` are
 * materialised so each correlated lookup runs once per row. With `changed`, only the orders of
 * `touched` (which comes first).
 */
export function rolesCte({ enterpriseId, from, until, shareHolder, changed }: OrderScope, name = 'roles'): SQL {
  const reconciled = reconcileStateIs(enterpriseId, ReconcileState.reconciled);
  const orders = completedOrdersSource(enterpriseId, { completedFrom: from, completedUntil: until, shareHolder }, (id) =>
    and(reconciled(id), changed ? sql`${id} in (select order_id from touched)` : undefined),
  );
  return sql`with ${changed ? sql`${touchedCte(enterpriseId, changed)},` : sql``} co as materialized ${orders},
  leaders as materialized (
    select g.group_id, ${groupLeaderOf(enterpriseId, sql.raw('g.group_id'))}::bigint as leader_id
    from (select distinct service_group_id as group_id from co where service_group_id is not null) g
  ),
  fee_items as materialized ${feeItemSumsSource(enterpriseId, sql.raw('select id from co'))},
  ov as materialized (
    select co.id as order_id, co.order_no, co.completed_at, co.owner_id, co.collaborator_ids, co.service_group_id as group_id,
      v.rule_key, v.name as rule_name, v.leader_bp, v.collaborators_bp, l.leader_id,
      -- Distinct collaborators (most orders have none or one, which need no look).
      case when cardinality(co.collaborator_ids) < 2 then cardinality(co.collaborator_ids) else cardinality(array(select distinct unnest(co.collaborator_ids))) end as n_collab,
      case v.base
        when 1 then ${byMethod('co.fees_fen')}
        when 2 then case when fi.fen is null then 0 else ${byMethod('fi.fen')} end
        when 3 then v.amount_fen
        when 4 then case when co.service_item_id is not null and co.service_item_id = v.service_item_id then ${byMethod('co.fees_fen')} else 0 end
        else 0
      end::bigint as total_fen
    from co join ${cr} v on v.enterprise_id = ${enterpriseId} ${until ? sql`and v.valid_from < ${until}` : sql``}
      and v.valid_from <= co.completed_at and (v.valid_to is null or co.completed_at < v.valid_to)
      and co.template_id = any(v.order_type_ids)
    left join leaders l on l.group_id = co.service_group_id
    left join fee_items fi on v.base = 2 and fi.order_id = co.id and fi.money_item_id = v.money_item_id
  ),
  parts as (
    select order_id, rule_key, group_id, order_no, completed_at, rule_name, owner_id, collaborator_ids, n_collab, total_fen,
      case when leader_id is not null and leader_bp > 0 then leader_id end as leader_id,
      case when leader_id is not null and leader_bp > 0 then trunc(total_fen::numeric * leader_bp / 10000)::bigint end as leader_fen,
      case when n_collab > 0 and collaborators_bp > 0 then trunc(trunc(total_fen::numeric * collaborators_bp / 10000) / n_collab)::bigint end as each_fen
    from ov
  ),
  -- Role codes 1 leader, 2 collaborator, 3 owner: the order distribute() gives them in, so roles list alike.
  ${sql.identifier(name)} as (
    select order_id, rule_key, group_id, order_no, completed_at, rule_name, leader_id as user_id, 1 as role, leader_fen as fen from parts where leader_fen is not null
    union all
    select p.order_id, p.rule_key, p.group_id, p.order_no, p.completed_at, p.rule_name, c.user_id, 2, p.each_fen
    from parts p cross join lateral (select distinct unnest(p.collaborator_ids) as user_id) c where p.each_fen is not null
    union all
    select order_id, rule_key, group_id, order_no, completed_at, rule_name, owner_id, 3, total_fen - coalesce(leader_fen, 0) - coalesce(each_fen, 0) * n_collab from parts where owner_id is not null
  )`;
}

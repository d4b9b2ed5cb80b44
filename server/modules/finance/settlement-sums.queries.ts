import { and, sql, type SQL } from 'drizzle-orm';
import { ReconcileState } from '@domain/finance/finance.constants';
import { RewardState } from '@domain/finance/rewards.schemas';
import type { OrderShareRow } from '@domain/finance/commission.schemas';
import type { Executor } from '../../db/database';
import { commissionRules as cr, liveShareMarks, liveShares, reconciliations as rc, rewards as rw, settlementLines, settlementShares } from '../../db/schema/finance';
import { groupIdsLedBy, groupLeaderOf, groupNames } from '../catalogue/catalogue.public';
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
 * The live lists read those rows rolled up (`finance_live_shares`, kept by live-shares.job.ts) for the
 * orders unchanged since the roll-up's mark, and compute the rest live (see "Live settlement rolled up"
 * in domain/finance/DECISIONS.md).
 */

export interface Period {
  enterpriseId: number;
  from: Date;
  until: Date;
  /** Only the orders this person can have a share of (their own figures need no one else's orders). */
  shareHolder?: { userId: number; ledGroupIds: number[] };
}

/** The orders a `roles` computation reads: a period's (or, rolling up, of any completion time), all or only those changed after `changedSince`. */
type OrderScope = Omit<Period, 'from' | 'until'> & { from?: Date; until?: Date; changedSince?: Date };

/** The period narrowed to the orders `userId` owns, helps on or leads the group of. */
async function holderPeriod(tx: Executor, period: Period, userId: number): Promise<Period> {
  return { ...period, shareHolder: { userId, ledGroupIds: await groupIdsLedBy(tx, period.enterpriseId, userId) } };
}

/** The version's rate of `fen` (× bp / 10000, rounded half away from zero as numeric round() does), or its fixed amount. */
const byMethod = (fen: string) => sql.raw(`(case when v.method = 1 then round((${fen})::numeric * v.rate_bp / 10000)::bigint else v.amount_fen end)`);

/**
 * `touched` (order_id): the orders written, reconciled or reopened after `since` (an order's fee items
 * and collections change only with the order written).
 */
const touchedCte = (enterpriseId: number, since: Date) => sql`touched as materialized (
    select id as order_id from ${ordersWrittenSinceSource(enterpriseId, since)} w
    union select order_id from ${rc} where enterprise_id = ${enterpriseId} and changed_at > ${since}
  )`;

/**
 * The WITH clauses ending in `name` (roles by default): one row per role a person holds on an order
 * under a rule version (order_id, rule_key, group_id, order_no, completed_at, rule_name, user_id,
 * role, fen); `ov` keeps each order × version's facts. The orders, the leaders and `ov` are
 * materialised so each correlated lookup runs once per row. With `changedSince`, only the orders of
 * `touched` (which comes first).
 */
function rolesCte({ enterpriseId, from, until, shareHolder, changedSince }: OrderScope, name = 'roles'): SQL {
  const reconciled = reconcileStateIs(enterpriseId, ReconcileState.reconciled);
  const orders = completedOrdersSource(enterpriseId, { completedFrom: from, completedUntil: until, shareHolder }, (id) =>
    and(reconciled(id), changedSince ? sql`${id} in (select order_id from touched)` : undefined),
  );
  return sql`with ${changedSince ? sql`${touchedCte(enterpriseId, changedSince)},` : sql``} co as materialized ${orders},
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

/**
 * An operation stamps updated_at (or a reconciliation changed_at) before its transaction commits, so a
 * row committed after the roll-up's run may carry an earlier time: the orders changed up to five
 * minutes before the mark count as changed (as the reports' roll-up re-reads).
 */
const OVERLAP_MS = 5 * 60_000;
const changedSinceMark = (asOf: Date) => new Date(asOf.getTime() - OVERLAP_MS);

/**
 * What the rolled-up rows were computed with: the rule versions that could pay an order completed by
 * `asOf` (a version's end after `asOf` reads as open: closing a version later changes no earlier
 * order) and every service group's current leader. A rule changed as the rule page does it (the
 * version in force closed now, a new one from now) leaves it as it was; a version edited in the past or
 * a group's leader changed alters it, and the roll-up no longer holds until the tick rebuilds it.
 */
async function stampOf(tx: Executor, enterpriseId: number, asOf: Date): Promise<string> {
  const groupIds = (await groupNames(tx, enterpriseId)).map((g) => sql`${g.id}`);
  const epoch = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000000)::bigint`);
  const { rows } = await tx.execute<{ stamp: string }>(sql`select md5(
      coalesce((select string_agg(concat_ws(',', v.id, v.rule_key, v.name, v.base, v.method, v.rate_bp, v.amount_fen, v.money_item_id, v.service_item_id,
          v.owner_bp, v.collaborators_bp, v.leader_bp, v.order_type_ids::text, ${epoch('v.valid_from')}, case when v.valid_to <= ${asOf} then ${epoch('v.valid_to')} end), ';' order by v.id)
        from ${cr} v where v.enterprise_id = ${enterpriseId} and v.valid_from <= ${asOf}), '')
      || '|' || coalesce((select string_agg(g.id || ':' || coalesce(${groupLeaderOf(enterpriseId, sql.raw('g.id'))}::text, '-'), ',' order by g.id)
        from unnest(array[${sql.join(groupIds, sql`, `)}]::bigint[]) g(id)), '')) as stamp`);
  return rows[0].stamp;
}

/** The moment the enterprise's rolled-up shares are as of, when they still hold (null: none, or computed with other rules or leaders). */
export async function rolledAsOf(tx: Executor, enterpriseId: number): Promise<Date | null> {
  const { rows } = await tx.execute<{ as_of: string | Date; stamp: string }>(sql`select as_of, stamp from ${liveShareMarks} where enterprise_id = ${enterpriseId}`);
  if (!rows[0]) return null;
  const asOf = new Date(rows[0].as_of);
  return (await stampOf(tx, enterpriseId, asOf)) === rows[0].stamp ? asOf : null;
}

/**
 * Brings the enterprise's rolled-up shares to `now`: the rows of the orders changed since the last
 * mark (or, when it no longer holds, all rows) replaced by their shares computed now, then the mark.
 * Settling's work (`set local work_mem`) for a first build of every month at once, whose rows go in by
 * completion (a month's side by side, read in one sweep). Answers whether it was a full build.
 */
export async function rollUpShares(tx: Executor, enterpriseId: number, now: Date): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`finance-live-shares:${enterpriseId}`}, 0))`);
  const asOf = await rolledAsOf(tx, enterpriseId);
  const changedSince = asOf ? changedSinceMark(asOf) : undefined;
  await tx.execute(sql`set local work_mem = '128MB'`);
  await tx.execute(sql`${changedSince ? sql`with ${touchedCte(enterpriseId, changedSince)} ` : sql``}delete from ${liveShares}
    where enterprise_id = ${enterpriseId} ${changedSince ? sql`and order_id in (select order_id from touched)` : sql``}`);
  await tx.execute(sql`${rolesCte({ enterpriseId, changedSince })}
    insert into ${liveShares} (enterprise_id, user_id, order_id, rule_key, group_id, order_no, completed_at, rule_name, role, fen)
    select ${enterpriseId}, user_id, order_id, rule_key, group_id, order_no, completed_at, rule_name, role, fen from roles
    ${changedSince ? sql`` : sql`order by completed_at`}`);
  const stamp = await stampOf(tx, enterpriseId, now);
  await tx.execute(sql`insert into ${liveShareMarks} (enterprise_id, as_of, stamp) values (${enterpriseId}, ${now}, ${stamp})
    on conflict (enterprise_id) do update set as_of = excluded.as_of, stamp = excluded.stamp`);
  return !changedSince;
}

/** A table just filled has no statistics until autovacuum comes by (the owner's connection: the tenant role may not analyze). */
export async function analyzeLiveShares(db: Executor): Promise<void> {
  await db.execute(sql`analyze ${liveShares}`);
}

/**
 * The period's `roles` for the live figures: while the roll-up holds, its rows of the orders unchanged
 * since its mark plus the changed ones' computed live (a change shows at once); else all computed live.
 */
async function periodRoles(tx: Executor, period: Period): Promise<SQL> {
  const asOf = await rolledAsOf(tx, period.enterpriseId);
  if (!asOf) return rolesCte(period);
  // A month's rows (several hundred thousand on a million orders) are summed in memory, not sorted on disk.
  await tx.execute(sql`set local work_mem = '64MB'`);
  const { enterpriseId, from, until, shareHolder } = period;
  return sql`${rolesCte({ ...period, changedSince: changedSinceMark(asOf) }, 'changed_roles')},
  roles as (
    select order_id, rule_key, group_id, order_no, completed_at, rule_name, user_id, role, fen from ${liveShares}
    where enterprise_id = ${enterpriseId} and completed_at >= ${from} and completed_at < ${until}
      ${shareHolder ? sql`and user_id = ${shareHolder.userId}` : sql``} and order_id not in (select order_id from touched)
    union all
    select order_id, rule_key, group_id, order_no, completed_at, rule_name, user_id, role, fen from changed_roles
  )`;
}

/** `shares`: a person's share of an order under a rule (the roles summed), of everyone or of one person. */
const sharesOf = (onlyUserId?: number) => sql`shares as (
    select order_id, rule_key, user_id, sum(fen)::bigint as fen, array_agg(role order by role) as roles,
      min(group_id) as group_id, min(order_no) as order_no, min(completed_at) as completed_at, min(rule_name) as rule_name from roles
    ${onlyUserId ? sql`where user_id = ${onlyUserId}` : sql``}
    group by order_id, rule_key, user_id
  )`;

/** The rewards and penalties approved in the period, per person. */
function rewardsCte({ enterpriseId, from, until }: Period): SQL {
  return sql`rewarded as (
    select user_id, sum(amount_fen)::bigint as fen from ${rw}
    where enterprise_id = ${enterpriseId} and state = ${RewardState.approved} and decided_at >= ${from} and decided_at < ${until}
    group by user_id
  ),
  people as (
    select coalesce(s.user_id, w.user_id) as user_id, coalesce(s.fen, 0)::bigint as commission_fen, coalesce(w.fen, 0)::bigint as rewards_fen,
      coalesce(s.order_count, 0)::int as order_count
    -- Per order first, then per person: two hashed groupings instead of sorting every row for a distinct count.
    from (select user_id, sum(fen) as fen, count(*) as order_count from (select user_id, order_id, sum(fen) as fen from roles group by user_id, order_id) o group by user_id) s
    full join rewarded w on w.user_id = s.user_id
  )`;
}

export interface PersonSum {
  userId: number;
  commissionFen: number;
  rewardsFen: number;
  totalFen: number;
  orderCount: number;
}

const personOf = (r: { user_id: unknown; commission_fen: unknown; rewards_fen: unknown; order_count: unknown }): PersonSum => {
  const commissionFen = Number(r.commission_fen);
  const rewardsFen = Number(r.rewards_fen);
  return { userId: Number(r.user_id), commissionFen, rewardsFen, totalFen: commissionFen + rewardsFen, orderCount: Number(r.order_count) };
};

/** Each person's commission, rewards and distinct order count of the period (or one person's), by user id. */
export async function personSums(tx: Executor, period: Period, onlyUserId?: number): Promise<PersonSum[]> {
  if (onlyUserId) period = await holderPeriod(tx, period, onlyUserId);
  const { rows } = await tx.execute<{ user_id: string; commission_fen: string; rewards_fen: string; order_count: number }>(sql`
    ${await periodRoles(tx, period)}, ${rewardsCte(period)}
    select * from people ${onlyUserId ? sql`where user_id = ${onlyUserId}` : sql``} order by user_id`);
  return rows.map(personOf);
}

/** A settled document's `roles`: the rows settling copied from the sums' (of everyone, or of one person). */
function documentRolesCte(enterpriseId: number, settlementId: number, onlyUserId?: number): SQL {
  return sql`with roles as (
    select order_id, rule_key, group_id, order_no, completed_at, rule_name, user_id, role, fen from ${settlementShares}
    where enterprise_id = ${enterpriseId} and settlement_id = ${settlementId} ${onlyUserId ? sql`and user_id = ${onlyUserId}` : sql``}
  )`;
}

/** A share row `s` of `shares` as OrderShareRow reads it (ISO time, yuan text, role names). */
const shareJson = sql.raw(`jsonb_build_object(
  'orderId', s.order_id, 'groupId', s.group_id, 'orderNo', s.order_no,
  'completedAt', to_char(s.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'ruleName', s.rule_name, 'amount', (s.fen::numeric / 100)::numeric(20, 2)::text,
  'roles', (select jsonb_agg(case r when 1 then 'leader' when 2 then 'collaborator' else 'owner' end order by r) from unnest(s.roles) r))`);

/** One person's order shares of `roles` (given as the WITH clauses ending in it): newest completion first, then by rule. */
async function sharesOfRoles(tx: Executor, withRoles: SQL, userId: number): Promise<OrderShareRow[]> {
  const { rows } = await tx.execute<{ share: OrderShareRow | string }>(sql`
    ${withRoles}, ${sharesOf(userId)}
    select ${shareJson} as share from shares s order by s.completed_at desc, s.order_id desc, s.rule_key`);
  return rows.map((r) => (typeof r.share === 'string' ? JSON.parse(r.share) : r.share));
}

/** One person's order shares of the period. */
export async function personShares(tx: Executor, period: Period, userId: number): Promise<OrderShareRow[]> {
  return sharesOfRoles(tx, await periodRoles(tx, await holderPeriod(tx, period, userId)), userId);
}

/** One person's order shares as a settled document keeps them. */
export function documentShares(tx: Executor, enterpriseId: number, settlementId: number, userId: number): Promise<OrderShareRow[]> {
  return sharesOfRoles(tx, documentRolesCte(enterpriseId, settlementId, userId), userId);
}

export interface GroupSum {
  groupId: number | null;
  commissionFen: number;
  orderCount: number;
  people: { userId: number; commissionFen: number }[];
}

/** The period's order shares summed by the orders' service groups (null = no group), with each person's part. */
export async function groupSums(tx: Executor, period: Period): Promise<GroupSum[]> {
  return groupSumsOf(tx, await periodRoles(tx, period));
}

/** A settled document's team sums, from its share rows. */
export function documentGroupSums(tx: Executor, enterpriseId: number, settlementId: number): Promise<GroupSum[]> {
  return groupSumsOf(tx, documentRolesCte(enterpriseId, settlementId));
}

/** Sums by group of `roles`, given as the WITH clauses ending in it. */
async function groupSumsOf(tx: Executor, withRoles: SQL): Promise<GroupSum[]> {
  const { rows } = await tx.execute<{ group_id: string | null; fen: string; order_count: number; people: { userId: number; fen: number }[] | string }>(sql`
    ${withRoles},
    per_person as (select group_id, user_id, sum(fen)::bigint as fen from roles group by group_id, user_id),
    people as (select group_id, jsonb_agg(jsonb_build_object('userId', user_id, 'fen', fen) order by user_id) as people from per_person group by group_id)
    select g.group_id, g.fen, g.order_count, p.people
    from (select group_id, sum(fen)::bigint as fen, count(distinct order_id)::int as order_count from roles group by group_id) g
    join people p on p.group_id is not distinct from g.group_id
    order by g.group_id nulls last`);
  return rows.map((r) => {
    const people = (typeof r.people === 'string' ? JSON.parse(r.people) : r.people) as { userId: number; fen: number }[];
    return {
      groupId: r.group_id === null ? null : Number(r.group_id),
      commissionFen: Number(r.fen),
      orderCount: Number(r.order_count),
      people: people.map((p) => ({ userId: Number(p.userId), commissionFen: Number(p.fen) })),
    };
  });
}

/**
 * Writes the document's body in one statement, straight from the sums: every person's line and
 * every `roles` row; answers the lines' total and the number of orders the period covers
 * (reconciled, completed in it). Sorts and hashes of a month's rows get the memory they need.
 */
export async function insertDocumentFromPeriod(tx: Executor, period: Period, settlementId: number): Promise<{ totalFen: number; orderCount: number }> {
  await tx.execute(sql`set local work_mem = '128MB'`);
  const { rows } = await tx.execute<{ total: string | null; order_count: number }>(sql`
    ${rolesCte(period)}, ${rewardsCte(period)},
    copied as (
      insert into ${settlementShares} (enterprise_id, settlement_id, user_id, order_id, rule_key, group_id, order_no, completed_at, rule_name, role, fen)
      select ${period.enterpriseId}, ${settlementId}, user_id, order_id, rule_key, group_id, order_no, completed_at, rule_name, role, fen from roles
      order by user_id
    ),
    written as (
      insert into ${settlementLines} (enterprise_id, settlement_id, user_id, commission_fen, rewards_fen, total_fen, order_count)
      select ${period.enterpriseId}, ${settlementId}, user_id, commission_fen, rewards_fen, commission_fen + rewards_fen, order_count from people
      order by user_id
      returning total_fen
    )
    select (select sum(total_fen) from written)::bigint as total, (select count(*) from co)::int as order_count`);
  return { totalFen: Number(rows[0].total ?? 0), orderCount: Number(rows[0].order_count) };
}

import { sql, type SQL } from 'drizzle-orm';
import { chinaDate, chinaMidnight } from '@domain/common/quick-ranges';
import { RewardState } from '@domain/finance/rewards.schemas';
import type { OrderShareRow } from '@domain/finance/commission.schemas';
import type { Executor } from '../../db/database';
import { liveShares, rewards as rw, settlementLines, settlementShares } from '../../db/schema/finance';
import { groupIdsLedBy } from '../catalogue/catalogue.public';
import { changedSinceMark, rolledAsOf, rolledMonthParts } from './live-shares.queries';
import { rolesCte, type Period } from './share-roles.queries';

export type { Period } from './share-roles.queries';

/*
 * A period's figures summed in the database from its share rows (share-roles.queries.ts: computed as
 * domain/finance/commission.ts does; tests/server/finance-settlement-sums.test.ts checks both agree on
 * random data). The live lists read those rows rolled up (live-shares.queries.ts, kept by
 * live-shares.job.ts) for the orders unchanged since the roll-up's mark, and compute the rest live (see
 * "Live settlement rolled up" in domain/finance/DECISIONS.md); a settled month reads its document.
 */

/** The period narrowed to the orders `userId` owns, helps on or leads the group of. */
async function holderPeriod(tx: Executor, period: Period, userId: number): Promise<Period> {
  return { ...period, shareHolder: { userId, ledGroupIds: await groupIdsLedBy(tx, period.enterpriseId, userId) } };
}

/**
 * The period's `roles` for the live figures: while the roll-up holds (`asOf`), its rows of the orders
 * unchanged since its mark plus the changed ones' computed live (a change shows at once); else all computed live.
 */
async function periodRoles(tx: Executor, period: Period, asOf: Date | null): Promise<SQL> {
  if (!asOf) return rolesCte(period);
  // A month's rows (several hundred thousand on a million orders) are summed in memory, not sorted on disk.
  await tx.execute(sql`set local work_mem = '64MB'`);
  const { enterpriseId, from, until, shareHolder } = period;
  return sql`${rolesCte({ ...period, changed: changedSinceMark(asOf) }, 'changed_roles')},
  roles as (
    select order_id, rule_key, group_id, order_no, completed_at, rule_name, user_id, role, fen from ${liveShares}
    where enterprise_id = ${enterpriseId} and completed_at >= ${from} and completed_at < ${until}
      ${shareHolder ? sql`and user_id = ${shareHolder.userId}` : sql``} and order_id not in (select order_id from touched)
    union all
    select order_id, rule_key, group_id, order_no, completed_at, rule_name, user_id, role, fen from changed_roles
  )`;
}

/** The China month ('YYYY-MM-01') the period is exactly, or null: the roll-up's month sums serve whole months. */
function wholeMonthOf({ from, until }: Period): string | null {
  const day = chinaDate(from);
  const [y, m, d] = day.split('-').map(Number);
  return d === 1 && chinaMidnight(y, m, 1).getTime() === from.getTime() && chinaMidnight(y, m + 1, 1).getTime() === until.getTime() ? day : null;
}

/**
 * The WITH clauses ending in `person_parts` (group_key, user_id, fen, order_count: a person's part of a
 * group's orders, group 0 for none) and `group_orders` (group_key, order_count): from the roll-up's month
 * sums when they serve the period, else summed from its `roles`.
 */
async function periodParts(tx: Executor, period: Period): Promise<SQL> {
  const asOf = await rolledAsOf(tx, period.enterpriseId);
  const month = wholeMonthOf(period);
  return asOf && month ? rolledMonthParts(period, month, asOf) : partsOfRoles(await periodRoles(tx, period, asOf));
}

/** `person_parts` and `group_orders` of `roles` (given as the WITH clauses ending in it). */
const partsOfRoles = (withRoles: SQL) => sql`${withRoles},
  -- Per order first, then per person: hashed groupings instead of sorting every row for a distinct count.
  person_orders as materialized (select coalesce(group_id, 0) as group_key, user_id, order_id, sum(fen) as fen from roles group by 1, 2, 3),
  person_parts as (select group_key, user_id, sum(fen)::bigint as fen, count(*)::int as order_count from person_orders group by group_key, user_id),
  group_orders as (select group_key, count(distinct order_id)::int as order_count from person_orders group by group_key)`;

/** `shares`: a person's share of an order under a rule (the roles summed), of everyone or of one person. */
const sharesOf = (onlyUserId?: number) => sql`shares as (
    select order_id, rule_key, user_id, sum(fen)::bigint as fen, array_agg(role order by role) as roles,
      min(group_id) as group_id, min(order_no) as order_no, min(completed_at) as completed_at, min(rule_name) as rule_name from roles
    ${onlyUserId ? sql`where user_id = ${onlyUserId}` : sql``}
    group by order_id, rule_key, user_id
  )`;

/** The rewards and penalties approved in the period, per person, and `people`: each one's figures (after `person_parts`). */
function rewardsCte({ enterpriseId, from, until }: Period): SQL {
  return sql`rewarded as (
    select user_id, sum(amount_fen)::bigint as fen from ${rw}
    where enterprise_id = ${enterpriseId} and state = ${RewardState.approved} and decided_at >= ${from} and decided_at < ${until}
    group by user_id
  ),
  people as (
    select coalesce(s.user_id, w.user_id) as user_id, coalesce(s.fen, 0)::bigint as commission_fen, coalesce(w.fen, 0)::bigint as rewards_fen,
      coalesce(s.order_count, 0)::int as order_count
    from (select user_id, sum(fen) as fen, sum(order_count) as order_count from person_parts group by user_id) s
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
    ${onlyUserId ? partsOfRoles(await periodRoles(tx, period, await rolledAsOf(tx, period.enterpriseId))) : await periodParts(tx, period)}, ${rewardsCte(period)}
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
  return sharesOfRoles(tx, await periodRoles(tx, await holderPeriod(tx, period, userId), await rolledAsOf(tx, period.enterpriseId)), userId);
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
  return groupSumsOf(tx, await periodParts(tx, period));
}

/** A settled document's team sums, from its share rows. */
export function documentGroupSums(tx: Executor, enterpriseId: number, settlementId: number): Promise<GroupSum[]> {
  return groupSumsOf(tx, partsOfRoles(documentRolesCte(enterpriseId, settlementId)));
}

/** Sums by group of `person_parts` and `group_orders`, given as the WITH clauses ending in them. */
async function groupSumsOf(tx: Executor, withParts: SQL): Promise<GroupSum[]> {
  const { rows } = await tx.execute<{ group_id: string | null; fen: string; order_count: number; people: { userId: number; fen: number }[] | string }>(sql`
    ${withParts}
    select nullif(g.group_key, 0) as group_id, p.fen, g.order_count, p.people from group_orders g
    join (select group_key, sum(fen)::bigint as fen, jsonb_agg(jsonb_build_object('userId', user_id, 'fen', fen) order by user_id) as people
          from person_parts group by group_key) p on p.group_key = g.group_key
    order by group_id nulls last`);
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
    ${partsOfRoles(rolesCte(period))}, ${rewardsCte(period)},
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

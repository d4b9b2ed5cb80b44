import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { commissionRules as cr, liveMonthGroupOrders, liveMonthSums, liveShareMarks, liveShares } from '../../db/schema/finance';
import { groupLeaderOf, groupNames } from '../catalogue/catalogue.public';
import { rolesCte, touchedCte, type Changed, type Period } from './share-roles.queries';

/*
 * The live settlement rolled up (see "Live settlement rolled up" in domain/finance/DECISIONS.md): the
 * share rows of every reconciled completed order (`finance_live_shares`) and their sums per China month ×
 * group × person, as of a mark, kept by finance's minute tick (live-shares.job.ts). The live lists read
 * them for the orders unchanged since the mark and compute the changed ones (settlement-sums.queries.ts).
 */

/**
 * An operation stamps updated_at (or a reconciliation changed_at) before its transaction commits, so a
 * row committed after the roll-up's run may carry an earlier time: the orders changed up to five
 * minutes before the mark count as changed (as the reports' roll-up re-reads).
 */
const OVERLAP_MS = 5 * 60_000;
export const changedSinceMark = (asOf: Date): Changed => ({ since: new Date(asOf.getTime() - OVERLAP_MS) });

/**
 * What the rolled-up rows were computed with, at each of `moments`: the rule versions that could pay an order completed by
 * `asOf` (a version's end after `asOf` reads as open: closing a version later changes no earlier
 * order) and every service group's current leader. A rule changed as the rule page does it (the
 * version in force closed now, a new one from now) leaves it as it was; a version edited in the past or
 * a group's leader changed alters it, and the roll-up no longer holds until the tick rebuilds it.
 */
async function stampsOf(tx: Executor, enterpriseId: number, moments: Date[]): Promise<string[]> {
  const groupIds = (await groupNames(tx, enterpriseId)).map((g) => sql`${g.id}`);
  const epoch = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000000)::bigint`);
  const stampAt = (asOf: Date) => sql`md5(
      coalesce((select string_agg(concat_ws(',', v.id, v.rule_key, v.name, v.base, v.method, v.rate_bp, v.amount_fen, v.money_item_id, v.service_item_id,
          v.owner_bp, v.collaborators_bp, v.leader_bp, v.order_type_ids::text, ${epoch('v.valid_from')}, case when v.valid_to <= ${asOf} then ${epoch('v.valid_to')} end), ';' order by v.id)
        from ${cr} v where v.enterprise_id = ${enterpriseId} and v.valid_from <= ${asOf}), '')
      || '|' || coalesce((select string_agg(g.id || ':' || coalesce(${groupLeaderOf(enterpriseId, sql.raw('g.id'))}::text, '-'), ',' order by g.id)
        from unnest(array[${sql.join(groupIds, sql`, `)}]::bigint[]) g(id)), ''))`;
  const { rows } = await tx.execute<Record<string, string>>(sql`select ${sql.join(
    moments.map((m, i) => sql`${stampAt(m)} as ${sql.identifier(`s${i}`)}`),
    sql`, `,
  )}`);
  return moments.map((_, i) => rows[0][`s${i}`]);
}

const markOf = async (tx: Executor, enterpriseId: number) =>
  (await tx.execute<{ as_of: string | Date; stamp: string }>(sql`select as_of, stamp from ${liveShareMarks} where enterprise_id = ${enterpriseId}`)).rows[0];

/** The moment the enterprise's rolled-up shares are as of, when they still hold (null: none, or computed with other rules or leaders). */
export async function rolledAsOf(tx: Executor, enterpriseId: number): Promise<Date | null> {
  const mark = await markOf(tx, enterpriseId);
  if (!mark) return null;
  const asOf = new Date(mark.as_of);
  const [stamp] = await stampsOf(tx, enterpriseId, [asOf]);
  return stamp === mark.stamp ? asOf : null;
}

/**
 * Brings the enterprise's rolled-up shares and their month sums to `now`: the rows of the orders changed
 * since the last mark (or, when it no longer holds, all rows) replaced by their shares computed now, then
 * the mark. The changed orders are read once, so an order written meanwhile waits for the next run
 * rather than being replaced without its sums. Settling's work (`set local work_mem`) for a first build
 * of every month at once, whose rows go in by completion (a month's side by side, read in one sweep).
 * Answers whether it was a full build.
 */
export async function rollUpShares(tx: Executor, enterpriseId: number, now: Date): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`finance-live-shares:${enterpriseId}`}, 0))`);
  // The mark's stamp then and the rules and leaders now, in one statement. Taken before the rows are
  // computed: a leader changed meanwhile leaves rows newer than the stamp, which the next run rebuilds
  // (taken after, the stamp could name a leader the rows were not computed with, and hold).
  const mark = await markOf(tx, enterpriseId);
  const markedAt = mark ? new Date(mark.as_of) : null;
  const [stampNow, stampThen] = await stampsOf(tx, enterpriseId, markedAt ? [now, markedAt] : [now]);
  const asOf = markedAt && stampThen === mark.stamp ? markedAt : null;
  await tx.execute(sql`set local work_mem = '128MB'`);
  const changed = asOf ? await changedOrderIds(tx, enterpriseId, changedSinceMark(asOf)) : undefined;
  const mine = sql`enterprise_id = ${enterpriseId}`;
  if (changed?.orderIds.length === 0) {
    await markAsOf(tx, enterpriseId, now, stampNow);
    return false;
  }
  if (changed) {
    await addMonthSums(tx, enterpriseId, -1, changed);
    await tx.execute(sql`with ${touchedCte(enterpriseId, changed)} delete from ${liveShares} where ${mine} and order_id in (select order_id from touched)`);
  } else {
    await tx.execute(sql`delete from ${liveShares} where ${mine}`);
    await tx.execute(sql`delete from ${liveMonthSums} where ${mine}`);
    await tx.execute(sql`delete from ${liveMonthGroupOrders} where ${mine}`);
  }
  await tx.execute(sql`${rolesCte({ enterpriseId, changed })}
    insert into ${liveShares} (enterprise_id, user_id, order_id, rule_key, group_id, order_no, completed_at, rule_name, role, fen)
    select ${enterpriseId}, user_id, order_id, rule_key, group_id, order_no, completed_at, rule_name, role, fen from roles
    ${changed ? sql`` : sql`order by completed_at`}`);
  await addMonthSums(tx, enterpriseId, 1, changed);
  await markAsOf(tx, enterpriseId, now, stampNow);
  return !changed;
}

async function markAsOf(tx: Executor, enterpriseId: number, now: Date, stamp: string): Promise<void> {
  await tx.execute(sql`insert into ${liveShareMarks} (enterprise_id, as_of, stamp) values (${enterpriseId}, ${now}, ${stamp})
    on conflict (enterprise_id) do update set as_of = excluded.as_of, stamp = excluded.stamp`);
}

async function changedOrderIds(tx: Executor, enterpriseId: number, changed: Changed): Promise<{ orderIds: number[] }> {
  const { rows } = await tx.execute<{ order_id: string }>(sql`with ${touchedCte(enterpriseId, changed)} select order_id from touched`);
  return { orderIds: rows.map((r) => Number(r.order_id)) };
}

/** The China month (its first day) of a completion time, as the settlement periods count months. */
const chinaMonthOf = (column: string) => sql.raw(`(date_trunc('month', (${column} at time zone 'UTC') + interval '8 hours'))::date`);

/**
 * Adds (`sign` 1) or takes away (−1) the month sums of the rolled-up rows, of the `changed` orders or of
 * all; a person's or group's sums left with no order are dropped.
 */
async function addMonthSums(tx: Executor, enterpriseId: number, sign: 1 | -1, changed?: Changed): Promise<void> {
  const pairs = sql`${changed ? sql`${touchedCte(enterpriseId, changed)},` : sql``}
    pairs as materialized (
      select ${chinaMonthOf('completed_at')} as month, coalesce(group_id, 0) as group_key, user_id, order_id, sum(fen) as fen
      from ${liveShares} where enterprise_id = ${enterpriseId} ${changed ? sql`and order_id in (select order_id from touched)` : sql``}
      group by 1, 2, 3, 4
    )`;
  await tx.execute(sql`with ${pairs},
    people as (
      insert into ${liveMonthSums} as s (enterprise_id, month, group_key, user_id, fen, order_count)
      select ${enterpriseId}, month, group_key, user_id, ${sign} * sum(fen), ${sign} * count(*) from pairs group by month, group_key, user_id
      on conflict (enterprise_id, month, group_key, user_id) do update set fen = s.fen + excluded.fen, order_count = s.order_count + excluded.order_count
    )
    insert into ${liveMonthGroupOrders} as g (enterprise_id, month, group_key, order_count)
    select ${enterpriseId}, month, group_key, ${sign} * count(distinct order_id) from pairs group by month, group_key
    on conflict (enterprise_id, month, group_key) do update set order_count = g.order_count + excluded.order_count`);
  if (sign < 0) return;
  await tx.execute(sql`delete from ${liveMonthSums} where enterprise_id = ${enterpriseId} and order_count = 0`);
  await tx.execute(sql`delete from ${liveMonthGroupOrders} where enterprise_id = ${enterpriseId} and order_count = 0`);
}

/** A table just filled has no statistics until autovacuum comes by (the owner's connection: the tenant role may not analyze). */
export async function analyzeLiveShares(db: Executor): Promise<void> {
  await db.execute(sql`analyze ${liveShares}`);
}

/**
 * `person_parts` and `group_orders` (see settlement-sums.queries.ts) of a whole China `month` from the
 * roll-up's month sums as of `asOf`, less the rolled rows of the orders changed since, plus their shares
 * computed now.
 */
export function rolledMonthParts(period: Period, month: string, asOf: Date): SQL {
  const { enterpriseId, from, until } = period;
  const mine = sql`enterprise_id = ${enterpriseId} and month = ${month}`;
  return sql`${rolesCte({ ...period, changed: changedSinceMark(asOf) }, 'changed_roles')},
  changed_orders as materialized (
    select coalesce(group_id, 0) as group_key, user_id, order_id, sum(fen) as fen, -1 as sign from ${liveShares}
    where enterprise_id = ${enterpriseId} and completed_at >= ${from} and completed_at < ${until} and order_id in (select order_id from touched)
    group by 1, 2, 3
    union all
    select coalesce(group_id, 0), user_id, order_id, sum(fen), 1 from changed_roles group by 1, 2, 3
  ),
  person_parts as (
    select group_key, user_id, sum(fen)::bigint as fen, sum(order_count)::int as order_count from (
      select group_key, user_id, fen, order_count from ${liveMonthSums} where ${mine}
      union all select group_key, user_id, sign * fen, sign from changed_orders
    ) p group by group_key, user_id having sum(order_count) <> 0
  ),
  group_orders as (
    select group_key, sum(order_count)::int as order_count from (
      select group_key, order_count from ${liveMonthGroupOrders} where ${mine}
      union all select group_key, sign * count(distinct order_id) from changed_orders group by group_key, sign
    ) g group by group_key having sum(order_count) <> 0
  )`;
}

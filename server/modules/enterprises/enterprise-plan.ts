import { eq } from 'drizzle-orm';
import { Plan, type PlanType } from '@domain/shell/plans';
import type { Executor } from '../../db/database';
import { enterprises } from '../../db/schema/tenancy';

/** The calendar month `months` after `from` (a 31st lands on the month's last day). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The enterprise's plan as a session would see it (outside a session: a DingTalk card's press). */
export async function planOf(db: Executor, enterpriseId: number) {
  const [plan] = await db
    .select({ planType: enterprises.planType, serviceExpiresAt: enterprises.serviceExpiresAt, purchasedHeadcount: enterprises.purchasedHeadcount })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  return plan && { ...plan, planType: plan.planType as PlanType };
}

/** The enterprise's plan, locked until the caller's transaction ends (a use and a refund at once are serialised). */
async function lockPlan(tx: Executor, enterpriseId: number) {
  const [current] = await tx
    .select({ planType: enterprises.planType, serviceExpiresAt: enterprises.serviceExpiresAt, purchasedHeadcount: enterprises.purchasedHeadcount })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId))
    .for('update');
  return current;
}

const paidRunning = (current: { planType: number; serviceExpiresAt: Date | null }, now: Date) =>
  current.planType === Plan.paid && current.serviceExpiresAt !== null && current.serviceExpiresAt > now;

/**
 * A purchase turned into the enterprise's plan (paid edition, headcount, expiry), in the caller's
 * transaction; the caller publishes `enterprise-changed` after commit so sessions see it at once.
 * A renewal while the paid plan runs extends it from its expiry and never lowers the headcount;
 * otherwise (free, trial, expired) the period starts now with the bought headcount.
 */
export async function applyPurchasedPlan(tx: Executor, enterpriseId: number, bought: { headcount: number; months: number }, now = new Date()) {
  const current = await lockPlan(tx, enterpriseId);
  const running = paidRunning(current, now);
  const plan = {
    planType: Plan.paid,
    serviceExpiresAt: addMonths(running ? current.serviceExpiresAt! : now, bought.months),
    purchasedHeadcount: running ? Math.max(current.purchasedHeadcount ?? 0, bought.headcount) : bought.headcount,
  };
  await tx.update(enterprises).set(plan).where(eq(enterprises.id, enterpriseId));
  return plan;
}

/**
 * A consumed purchase refunded by the market: its period leaves the plan (the expiry moves back by
 * its months). When no paid time is left the enterprise is on the free edition; a headcount bought
 * by other orders stays while paid time remains (a renewal never lowered it either).
 */
export async function takeBackPurchasedPlan(tx: Executor, enterpriseId: number, refunded: { months: number }, now = new Date()) {
  const current = await lockPlan(tx, enterpriseId);
  if (current.planType !== Plan.paid || current.serviceExpiresAt === null) return current;
  const expiresAt = addMonths(current.serviceExpiresAt, -refunded.months);
  const plan = expiresAt > now ? { ...current, serviceExpiresAt: expiresAt } : { planType: Plan.free, serviceExpiresAt: null, purchasedHeadcount: null };
  await tx.update(enterprises).set(plan).where(eq(enterprises.id, enterpriseId));
  return plan;
}

/**
 * A change of the edition bought in the market (more headcount, another edition): the plan takes the
 * order's headcount and ends when the host says (never before a paid expiry already running). Returns
 * the plan and what it replaced, which a refund of the change puts back.
 */
export async function applyChangedPlan(tx: Executor, enterpriseId: number, change: { headcount: number; endsAt: Date }, now = new Date()) {
  const current = await lockPlan(tx, enterpriseId);
  const running = paidRunning(current, now);
  const plan = {
    planType: Plan.paid,
    serviceExpiresAt: running && current.serviceExpiresAt! > change.endsAt ? current.serviceExpiresAt! : change.endsAt,
    purchasedHeadcount: change.headcount,
  };
  await tx.update(enterprises).set(plan).where(eq(enterprises.id, enterpriseId));
  return { plan, prior: { headcount: running ? current.purchasedHeadcount : null, expiresAt: running ? current.serviceExpiresAt : null } };
}

/** A refunded change of edition: the headcount and expiry it replaced come back (the free edition when no paid time is left). */
export async function restorePlan(tx: Executor, enterpriseId: number, prior: { headcount: number | null; expiresAt: Date | null }, now = new Date()) {
  await lockPlan(tx, enterpriseId);
  const plan =
    prior.expiresAt && prior.expiresAt > now
      ? { planType: Plan.paid, serviceExpiresAt: prior.expiresAt, purchasedHeadcount: prior.headcount }
      : { planType: Plan.free, serviceExpiresAt: null, purchasedHeadcount: null };
  await tx.update(enterprises).set(plan).where(eq(enterprises.id, enterpriseId));
  return plan;
}

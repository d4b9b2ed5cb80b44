import { eq } from 'drizzle-orm';
import { Plan } from '@domain/shell/plans';
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

/**
 * A purchase turned into the enterprise's plan (paid edition, headcount, expiry), in the caller's
 * transaction; the caller publishes `enterprise-changed` after commit so sessions see it at once.
 * A renewal while the paid plan runs extends it from its expiry and never lowers the headcount;
 * otherwise (free, trial, expired) the period starts now with the bought headcount.
 */
export async function applyPurchasedPlan(tx: Executor, enterpriseId: number, bought: { headcount: number; months: number }, now = new Date()) {
  const [current] = await tx
    .select({ planType: enterprises.planType, serviceExpiresAt: enterprises.serviceExpiresAt, purchasedHeadcount: enterprises.purchasedHeadcount })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId))
    .for('update');
  const running = current.planType === Plan.paid && current.serviceExpiresAt !== null && current.serviceExpiresAt > now;
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
  const [current] = await tx
    .select({ planType: enterprises.planType, serviceExpiresAt: enterprises.serviceExpiresAt, purchasedHeadcount: enterprises.purchasedHeadcount })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId))
    .for('update');
  if (current.planType !== Plan.paid || current.serviceExpiresAt === null) return current;
  const expiresAt = addMonths(current.serviceExpiresAt, -refunded.months);
  const plan = expiresAt > now ? { ...current, serviceExpiresAt: expiresAt } : { planType: Plan.free, serviceExpiresAt: null, purchasedHeadcount: null };
  await tx.update(enterprises).set(plan).where(eq(enterprises.id, enterpriseId));
  return plan;
}

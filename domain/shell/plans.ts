/** Plan types of spec part 1 section 6. */
export const Plan = { free: 0, paid: 1, trial: 2 } as const;
export type PlanType = (typeof Plan)[keyof typeof Plan];

export const PLAN_NAMES: Record<PlanType, string> = { 0: '免费版', 1: '专业版', 2: '试用版' };

export interface PlanFacts {
  planType: PlanType;
  serviceExpiresAt: Date | null;
  purchasedHeadcount: number | null;
  userCount: number;
}

/** Expiry only applies to paying plans (1 and 2). */
export function isServiceExpired(p: Pick<PlanFacts, 'planType' | 'serviceExpiresAt'>, now = new Date()): boolean {
  if (p.planType === Plan.free || !p.serviceExpiresAt) return false;
  return now.getTime() >= p.serviceExpiresAt.getTime();
}

export function isHeadcountExceeded(p: Pick<PlanFacts, 'planType' | 'purchasedHeadcount' | 'userCount'>): boolean {
  if (p.planType === Plan.free || p.purchasedHeadcount == null) return false;
  return p.userCount > p.purchasedHeadcount;
}

/** What gates the menu: the free plan locks restricted entries, an exceeded headcount disables business entries. */
export type MenuGate = 'open' | 'free' | 'headcount';

export function menuGate(p: PlanFacts): MenuGate {
  if (p.planType === Plan.free) return 'free';
  return isHeadcountExceeded(p) ? 'headcount' : 'open';
}

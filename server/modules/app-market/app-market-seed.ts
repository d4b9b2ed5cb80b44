import { eq } from 'drizzle-orm';
import { MarketCorpState, MarketOrderKind, MarketOrderState } from '@domain/app-market/app-market.constants';
import type { Database } from '../../db/database';
import { dingMessages, marketCorps, marketOrders } from '../../db/schema/app-market';
import { enterprises } from '../../db/schema/tenancy';

const DAY_MS = 86_400_000;

/**
 * The demo enterprise installed from DingTalk's market (its own enterprise, so the standalone demo
 * enterprises stay standalone): its corp, and the orders paid in the market, one used into its paid
 * plan, one waiting to be used, one refunded, so /iap shows each state. Its corp is no corp of the
 * fake DingTalk, so the mock hosts' tests installing their corps start from nothing.
 */
export async function seedMarketDemo(database: Database, enterpriseName: string): Promise<void> {
  const [ep] = await database.system.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const enterpriseId = ep.id;
  const corpId = 'dingdemomarketcorp01';
  await database.system
    .insert(marketCorps)
    .values({ host: 'dingtalk', corpId, corpName: enterpriseName, permanentCode: 'demo-permanent-code', agentId: '0', enterpriseId, state: MarketCorpState.installed });
  const now = Date.now();
  const order = (n: number, headcount: number, months: number, paidDaysAgo: number, state: number) => ({
    enterpriseId,
    host: 'dingtalk' as const,
    orderId: `DDEMO${String(n).padStart(6, '0')}`,
    corpId,
    skuCode: `FSM-PRO-${headcount}-${months}`,
    skuName: `专业版 ${headcount}人 ${months / 12}年`,
    headcount,
    months,
    amountFen: headcount * 36_000 * (months / 12),
    paidAt: new Date(now - paidDaysAgo * DAY_MS),
    state,
    kind: MarketOrderKind.purchase,
    consumedAt: state === MarketOrderState.consumed ? new Date(now - paidDaysAgo * DAY_MS) : null,
  });
  await database.tenant(enterpriseId, (tx) =>
    tx.insert(marketOrders).values([
      order(1, 50, 12, 30, MarketOrderState.consumed),
      order(2, 20, 12, 12, MarketOrderState.refunded),
      order(3, 50, 12, 2, MarketOrderState.unused),
    ]),
  );
}

/** DINGs of the market demo enterprise about its demo orders (made by the demo seed through the orders' operations). */
export async function seedMarketDemoDings(database: Database, enterpriseId: number, dings: Omit<typeof dingMessages.$inferInsert, 'enterpriseId'>[]): Promise<void> {
  if (dings.length === 0) return;
  await database.tenant(enterpriseId, (tx) => tx.insert(dingMessages).values(dings.map((d) => ({ ...d, enterpriseId }))));
}

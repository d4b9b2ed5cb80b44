import { screen } from '@testing-library/react';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, reconciliations, serviceGroups } from '@server/db/schema';
import GroupCommissionPage from '@/pages/finance/group-commission-page';
import { useClientServer } from '@tests/support/client-server';

const t = useClientServer();

/** Puts a reconciled demo order into 服务一组 (led by 张师傅) and answers the month it was completed in. */
async function teamOrderPeriod(): Promise<string> {
  const db = t.app.db.system;
  const [row] = await db
    .select({ id: orders.id, enterpriseId: orders.enterpriseId, completedAt: orders.completedAt })
    .from(reconciliations)
    .innerJoin(orders, and(eq(orders.enterpriseId, reconciliations.enterpriseId), eq(orders.id, reconciliations.orderId)))
    .where(eq(reconciliations.state, 1))
    .limit(1);
  const [team] = await db.select({ id: serviceGroups.id }).from(serviceGroups).where(and(eq(serviceGroups.enterpriseId, row.enterpriseId), eq(serviceGroups.name, '服务一组')));
  await db.update(orders).set({ serviceGroupId: team.id }).where(eq(orders.id, row.id));
  const d = row.completedAt!;
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

describe('/groupCommission 团队结算 for group leaders', () => {
  it("shows a leader their own team's commission only", async () => {
    const period = await teamOrderPeriod();
    await t.open(`/groupCommission?period=${period}`, '13800000003', <GroupCommissionPage />);
    expect(await screen.findByText('服务一组')).toBeTruthy();
    expect(screen.queryByText('安装组')).toBeNull();
    expect(screen.queryByText('未分组')).toBeNull();
  });

  it('tells someone who leads no group that they may not see team settlement', async () => {
    await t.open('/groupCommission', '13800000002', <GroupCommissionPage />);
    expect(await screen.findByText('只能查看自己担任组长的服务组的团队结算')).toBeTruthy();
  });
});

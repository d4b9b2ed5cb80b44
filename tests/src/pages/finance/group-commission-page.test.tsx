import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, reconciliations, serviceGroups } from '@server/db/schema';
import { FINANCE_ROUTES } from '@/pages/finance/finance-routes';
import GroupCommissionPage from '@/pages/finance/group-commission-page';
import { useClientServer } from '@tests/support/client-server';
import { renderShell } from '@tests/src/app/layout/shell-harness';

const t = useClientServer();

/** Puts a reconciled demo order into 服务一组 (led by 张师傅), completed at `completedAt` when given, and answers the month it was completed in. */
async function teamOrderPeriod(completedAt?: Date): Promise<string> {
  const db = t.app.db.system;
  const [row] = await db
    .select({ id: orders.id, enterpriseId: orders.enterpriseId, completedAt: orders.completedAt })
    .from(reconciliations)
    .innerJoin(orders, and(eq(orders.enterpriseId, reconciliations.enterpriseId), eq(orders.id, reconciliations.orderId)))
    .where(eq(reconciliations.state, 1))
    .limit(1);
  const [team] = await db.select({ id: serviceGroups.id }).from(serviceGroups).where(and(eq(serviceGroups.enterpriseId, row.enterpriseId), eq(serviceGroups.name, '服务一组')));
  // Written as the app writes an order (stamped): the finance roll-up, if it ran before this, re-reads orders written since.
  await db.update(orders).set({ serviceGroupId: team.id, completedAt: completedAt ?? row.completedAt, updatedAt: new Date() }).where(eq(orders.id, row.id));
  const d = completedAt ?? row.completedAt!;
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

  it('opens from the 团队结算 entry of the leader\'s menu', async () => {
    await teamOrderPeriod(new Date());
    const user = userEvent.setup();
    t.visit('/personalCommission');
    await t.signIn('13800000003');
    renderShell(FINANCE_ROUTES);
    const side = (await screen.findByText('个人结算', { selector: '.shell-side-menu *' })).closest('.shell-side-menu') as HTMLElement;
    await user.click(within(side).getByText('团队结算'));
    expect(await screen.findByText('服务一组')).toBeTruthy();
    expect(window.location.pathname).toBe('/groupCommission');
  });
});

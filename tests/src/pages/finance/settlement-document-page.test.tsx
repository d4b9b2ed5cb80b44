import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { PersonalDetail, SettlementDocument } from '@domain/finance/commission.schemas';
import { orders, reconciliations, users } from '@server/db/schema';
import SettlementDocumentPage from '@/pages/finance/settlement-document-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer();
const [finance] = useSignedIn(t, '13800000008');

/** The month of a reconciled demo order 张师傅 owns, settled; answers the document and his detail in it. */
async function settledMonth(): Promise<{ doc: SettlementDocument; detail: PersonalDetail }> {
  const db = t.app.db.system;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, '13800000003'));
  const [row] = await db
    .select({ completedAt: orders.completedAt })
    .from(reconciliations)
    .innerJoin(orders, and(eq(orders.enterpriseId, reconciliations.enterpriseId), eq(orders.id, reconciliations.orderId)))
    .where(and(eq(reconciliations.state, 1), eq(orders.ownerId, owner.id)))
    .limit(1);
  const d = row.completedAt!;
  const period = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  const settled = await finance.post('/v2/settlement/settle', { period });
  expect(settled.statusCode, settled.body).toBe(200);
  const detail = (await finance.get(`/v2/settlement/personal/detail?period=${period}&userId=${owner.id}`)).json.data as PersonalDetail;
  expect(detail.orders.length).toBeGreaterThan(0);
  return { doc: settled.json.data as SettlementDocument, detail };
}

describe('/personalSettlementSetDetail/{id} 结算单', () => {
  it("opens a person's line into the order shares the document keeps", async () => {
    const { doc, detail } = await settledMonth();
    const user = userEvent.setup();
    t.visit(`/personalSettlementSetDetail/${doc.id}`);
    await t.signIn('13800000008');
    renderWithStore(
      <Route path="/personalSettlementSetDetail/:id">
        <SettlementDocumentPage />
      </Route>,
    );
    const line = (await screen.findByText('张师傅')).closest('tr') as HTMLElement;
    expect(within(line).getByText(detail.row.total)).toBeTruthy();
    await user.click(within(line).getByRole('button'));
    // Each of the order's shares (one per rule) is a row, read from the document.
    const { orderNo } = detail.orders[0];
    const shown = await screen.findAllByText(orderNo, undefined, { timeout: 10_000 });
    expect(shown).toHaveLength(detail.orders.filter((o) => o.orderNo === orderNo).length);
  });
});

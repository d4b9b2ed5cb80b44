import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { HostMessages } from '@adapters/host-adapter';
import { QR_PUBLIC_PATH } from '@domain/products/products.constants';
import { customerProducts, qrCodes, spareParts, users } from '@server/db/schema';
import MobileScanPage from '@/pages/mobile/mobile-scan-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const ENGINEER = '13800000003';
const t = useClientServer({ page: '/m/scan', signedInAs: ENGINEER });

const enterpriseId = async () => (await t.app.db.system.select().from(users).where(eq(users.phone, ENGINEER)))[0].enterpriseId;

const app = (
  <Switch>
    <Route path="/m/scan" component={MobileScanPage} />
    <Route path="/m/product/:id">{(p) => <h1>手机产品 {p.id}</h1>}</Route>
    <Route path="/m/part/:id">{(p) => <h1>手机备件 {p.id}</h1>}</Route>
  </Switch>
);

/** Pastes a code into the field and presses Enter, as a person does (typing fast would look like a reader's burst). */
async function enter(code: string) {
  const field = await screen.findByRole('textbox', { name: '扫码枪扫描或输入后查询' });
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(code);
  await userEvent.keyboard('{Enter}');
}

describe('/m/scan, 扫码 on the phone', () => {
  it('opens the phone screen of the product a demo product QR code is on, and of the part a part code names', async () => {
    const ent = await enterpriseId();
    const [code] = await t.app.db.system
      .select({ token: qrCodes.token, unitId: customerProducts.id })
      .from(qrCodes)
      .innerJoin(customerProducts, eq(customerProducts.id, qrCodes.customerProductId))
      .where(and(eq(qrCodes.enterpriseId, ent), isNotNull(qrCodes.customerProductId)))
      .limit(1);
    const [part] = await t.app.db.system.select().from(spareParts).where(and(eq(spareParts.enterpriseId, ent), ne(spareParts.code, ''))).limit(1);

    t.visit('/m/scan');
    renderWithStore(app);
    await enter(`https://fsm.example.com${QR_PUBLIC_PATH}/${code.token}`);
    await screen.findByRole('heading', { name: `手机产品 ${code.unitId}` });

    window.history.pushState(null, '', '/m/scan');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await enter(part.code.toLowerCase());
    await screen.findByRole('heading', { name: `手机备件 ${part.id}` });
  });

  it('says when a code is neither, and that the camera needs the host app or a camera browser', async () => {
    t.visit('/m/scan');
    renderWithStore(app);
    await enter('NO-SUCH-CODE-1');
    expect((await screen.findByRole('alert')).textContent).toBe('没有与 NO-SUCH-CODE-1 对应的产品二维码或备件');
    await userEvent.click(screen.getByRole('button', { name: '扫一扫' }));
    expect((await screen.findByRole('alert')).textContent).toBe(HostMessages.scanUnsupported);
  });
});

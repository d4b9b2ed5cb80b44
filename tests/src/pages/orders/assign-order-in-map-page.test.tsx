import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { AssignMapView } from '@domain/orders/assign-map';
import { placeKey } from '@/features/orders/assign-map-places';
import AssignOrderInMapPage from '@/pages/orders/assign-order-in-map-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

useClientServer({ page: '/assignOrderInMap', signedInAs: '13800000002' });

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const assignMap = async () => (await (await fetch('/api/order/assignMap')).json()).data as AssignMapView;

describe('/assignOrderInMap', () => {
  it('puts the waiting orders on the map; an order marker lists the staff nearest first; assigning takes the order off', async () => {
    const before = await assignMap();
    const target = before.orders.find((o) => o.position)!;
    expect(target, 'the demo data has waiting orders with positions').toBeDefined();
    const atPlace = before.orders.filter((o) => o.position && placeKey(o.position) === placeKey(target.position!));
    const chosen = atPlace[0];

    renderWithStore(
      <Route path="/assignOrderInMap">
        <AssignOrderInMapPage />
      </Route>,
    );
    const u = user();
    const marker = await screen.findByRole('button', { name: new RegExp(chosen.orderNo) }, { timeout: 15_000 });
    expect(screen.getByText(`待指派工单 ${before.total}`)).toBeTruthy();
    await u.click(marker);

    const panel = (await screen.findByText(`工单 ${chosen.orderNo}`)).closest('.assign-map-panel') as HTMLElement;
    expect(within(panel).getByText(chosen.title)).toBeTruthy();
    const staffList = within(panel).getByLabelText('服务人员');
    // 张师傅 has served before (the demo history), so he has a place and a distance.
    const zhang = within(staffList).getByText('张师傅').closest('.arco-list-item') as HTMLElement;
    expect(within(zhang).getByText(/\d( m| km)$/)).toBeTruthy();

    await u.click(within(zhang).getByRole('button', { name: '指派给张师傅' }));
    await u.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(async () => expect((await assignMap()).orders.some((o) => o.id === chosen.id)).toBe(false), { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByText(`工单 ${chosen.orderNo}`)).toBeNull(), { timeout: 15_000 });
    expect(await screen.findByText(`待指派工单 ${before.total - 1}`, {}, { timeout: 15_000 })).toBeTruthy();
  }, 40_000);
});

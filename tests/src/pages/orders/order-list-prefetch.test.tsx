import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AllOrderPage from '@/pages/orders/all-order-page';
import { ORDER_ROUTES } from '@/pages/orders/order-routes';
import type { AppStore } from '@/app/store';
import { renderWithStore, useClientServer } from '@tests/support/client-server';

const t = useClientServer({ page: '/allOrder', signedInAs: '13800000001' });

/** The arguments of every order-list and tab-count query the store holds. */
const queried = (store: AppStore, endpoint: string) =>
  Object.values(store.getState().api.queries)
    .filter((q) => q?.endpointName === endpoint)
    .map((q) => q!.originalArgs);

describe('/allOrder asks for its first data while its code loads', () => {
  it('the list finds the rows and counts its route asked for: no second request of its own', async () => {
    t.visit('/allOrder');
    // Rendered first, asked second: either way round, arguments that differ in anything make a second entry.
    const { store } = renderWithStore(<AllOrderPage />);
    const allOrder = ORDER_ROUTES.find((route) => route.path === '/allOrder')!;
    expect(allOrder.data).toBeDefined();
    await allOrder.data!(store.dispatch);
    expect(await screen.findAllByText(/^GD\d{14,}$/, {}, { timeout: 20_000 })).not.toHaveLength(0);
    expect(queried(store, 'listOrders')).toHaveLength(1);
    expect(queried(store, 'getOrderTabs')).toHaveLength(1);
  }, 40_000);
});

import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { MenuNode } from '@domain/shell/menu.schemas';
import type { OrderDetail } from '@domain/orders/orders.types';
import { orders } from '@server/db/schema';
import NewlyAddedFineControlPage from '@/pages/custom-apps/newly-added-fine-control-page';
import CustomerDetailPage from '@/pages/customers/customer-detail-page';
import OrderMapViewPage from '@/pages/orders/order-map-view-page';
import { addCustomer, enterpriseId, orderTypeId, serviceItemId } from '@tests/support/order-fixtures';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { Client, useSignedIn } from '@tests/support/test-app';

const t = useClientServer({ page: '/allOrder', signedInAs: '13800000002' });
const [dispatcher] = useSignedIn(t, '13800000002');
let customerId: number;
let order: OrderDetail;

beforeAll(async () => {
  const ep = await enterpriseId(t.app, '示例科技有限公司');
  customerId = await addCustomer(t.app, ep, { name: '云栖茶舍', phone: '13900000701', contact: '宋老板', contactPhone: '13900000702' });
  const res = await dispatcher.post('/v2/order/add', {
    templateId: await orderTypeId(t.app, ep, '默认工单'),
    customerId,
    title: '茶舍冷柜不制冷',
    serviceItemId: await serviceItemId(t.app, ep, '空调维修'),
    appointmentTime: '2030-06-01 14:00',
    description: '冷柜',
  });
  order = res.json.data as OrderDetail;
  await t.app.db.system.update(orders).set({ lng: 120.1, lat: 30.25 }).where(eq(orders.id, order.id));
}, 60_000);

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('/allOrder/mapView', () => {
  it('puts the orders of the list\'s filters on the map; a marker lists its orders with links to their detail', async () => {
    t.visit(`/allOrder/mapView?title=${encodeURIComponent('茶舍冷柜')}`);
    renderWithStore(
      <Route path="/allOrder/mapView">
        <OrderMapViewPage />
      </Route>,
    );
    const marker = await screen.findByRole('button', { name: new RegExp(order.orderNo) }, { timeout: 15_000 });
    expect(screen.getByText('工单 1')).toBeTruthy();
    await user().click(marker);
    const link = await screen.findByRole('link', { name: new RegExp(`${order.orderNo} 茶舍冷柜不制冷`) });
    expect(link.getAttribute('href')).toBe(`/allOrder/orderDetail/${order.id}`);
  }, 30_000);
});

describe('/allOrder/customerDetail/{id}/{oid}', () => {
  it('shows the customer opened from an order and leads back to that order', async () => {
    t.visit(`/allOrder/customerDetail/${customerId}/${order.id}`);
    renderWithStore(
      <Route path="/allOrder/customerDetail/:id/:oid?">
        <CustomerDetailPage />
      </Route>,
    );
    expect(await screen.findByText('云栖茶舍', { selector: '.arco-card-header-title' }, { timeout: 15_000 })).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '返回工单' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/allOrder/orderDetail/${order.id}`));
  }, 30_000);
});

describe('/customForm', () => {
  it('opens a custom application\'s form for a new record by ?templateId=', async () => {
    const engineer = await Client.signIn(t.app, '13800000003');
    const menu = (await engineer.get('/v2/menu/listV2')).json.data as MenuNode[];
    const apps = menu.flatMap((n) => n.children).find((n) => n.id === 'custom_app_manage')!.children.flatMap((g) => g.children);
    const formApp = apps.find((a) => a.name === '用车申请')!;
    await t.signIn('13800000003');
    t.visit(`/customForm?templateId=${formApp.inner_obj_id}`);
    renderWithStore(
      <Route path="/customForm">
        <NewlyAddedFineControlPage />
      </Route>,
    );
    expect(await screen.findByText('用车登记', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /提\s*交/ })).toBeTruthy();
  }, 30_000);
});

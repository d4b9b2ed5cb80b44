import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerDetail } from '@domain/customers/customers.schemas';
import type { OrderList } from '@domain/orders/orders.types';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import type { SparePartRow, StockRow } from '@domain/spare-parts/spare-parts.schemas';
import { warrantyStatusText } from '@/features/products/warranty-text';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { MobileScreens, read } from './mobile-screens-harness';

const ENGINEER = '13800000003';
const DISPATCHER = '13800000002';

const linkWith = (region: HTMLElement, text: string) => within(region).getAllByRole('link').find((a) => a.textContent?.includes(text));

const t = useClientServer({ page: '/m', signedInAs: ENGINEER });
const open = (path: string) => {
  t.visit(path);
  return renderWithStore(<MobileScreens />);
};

describe('/m/part/:id for the engineer', () => {
  it('shows a spare part with the engineer’s own stock, and no warehouse stock (their menu has no 备件库存)', async () => {
    const { list: mine } = await read<{ list: StockRow[] }>('/v2/spare/stock/mine?pageIndex=0&pageSize=20');
    const held = mine[0];
    const part = await read<SparePartRow>(`/v2/spare/sparePart/detail?id=${held.partId}`);
    open(`/m/part/${part.id}`);

    const facts = await screen.findByRole('region', { name: '备件信息' });
    within(facts).getByRole('heading', { name: part.name });
    expect(within(facts).getAllByText(part.code).length).toBeGreaterThan(0);
    within(facts).getByText(`¥${part.price}`);
    const stock = await screen.findByRole('region', { name: '我的库存' });
    await within(stock).findByText(`${held.qty} ${part.unit}`);
    await screen.findByRole('navigation', { name: '主导航' });
    expect(screen.queryByRole('region', { name: '仓库库存' })).toBeNull();
  });

  it('says so when the part does not exist', async () => {
    open('/m/part/999999999');
    await screen.findByText(/不存在/);
  });
});

// Last in the file: the dispatcher (who sees every customer, so every customer product) is signed in from here on.
describe('/m/product/:id and /m/part/:id for the dispatcher', () => {
  it('lists the warehouses’ stock of the part', async () => {
    await t.signIn(DISPATCHER);
    const { list } = await read<{ list: StockRow[] }>('/v2/spare/stock/list?pageIndex=0&pageSize=20');
    const partId = list[0].partId;
    const { list: rows } = await read<{ list: StockRow[] }>(`/v2/spare/stock/list?partId=${partId}&pageIndex=0&pageSize=100`);
    open(`/m/part/${partId}`);

    const stock = await screen.findByRole('region', { name: '仓库库存' });
    for (const row of rows) await within(stock).findByText(row.locationName);
    expect(within(stock).getAllByRole('listitem')).toHaveLength(rows.length);
  });

  it('shows a customer product: model, serial, its customer to call and its address to navigate to, the warranty, 新建工单 for it and its orders', async () => {
    const products = await read<CustomerProductRow[]>('/v2/customer/production/list?pageIndex=0&pageSize=50');
    const p = products.find((row) => row.customerId && row.serialNumber)!;
    const customer = await read<CustomerDetail>(`/v2/customer/detail?id=${p.customerId}`);
    const orders = await read<OrderList>(`/v2/order/getAllOrderList?view=all&customerId=${p.customerId}&fk_t_production_ids=${p.productId}&pageIndex=0&pageSize=20`);
    open(`/m/product/${p.id}`);

    const facts = await screen.findByRole('region', { name: '产品信息' });
    within(facts).getByRole('heading', { name: p.name });
    within(facts).getByText(p.serialNumber);
    expect(within(facts).getByRole('link', { name: customer.name }).getAttribute('href')).toBe(`/m/customer/${customer.id}`);
    const phone = customer.linkPersonPhone || customer.phone;
    expect((await within(facts).findByRole('link', { name: `${phone} 拨打` })).getAttribute('href')).toBe(`tel:${phone}`);
    const address = p.address || customer.address;
    expect(new URL(linkWith(facts, '导航')!.getAttribute('href')!).searchParams.get('keyword')).toBe(address);

    const newOrder = new URL(within(facts).getByRole('link', { name: '新建工单' }).getAttribute('href')!, location.origin);
    expect(newOrder.pathname).toBe('/m/newOrder');
    expect(Object.fromEntries(newOrder.searchParams)).toEqual({ customerProductId: String(p.id), productId: String(p.productId), customerId: String(p.customerId) });

    within(screen.getByRole('region', { name: '质保' })).getByText(warrantyStatusText(p.warrantyStatus));
    if (orders.list.length) await screen.findByRole('heading', { name: orders.list[0].title || orders.list[0].templateName });
    else await screen.findByText('没有工单');
  });

});

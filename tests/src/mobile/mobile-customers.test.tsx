import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerDetail, CustomerRow } from '@domain/customers/customers.schemas';
import type { OrderList } from '@domain/orders/orders.types';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { MobileScreens, read } from './mobile-screens-harness';

const DISPATCHER = '13800000002';
const t = useClientServer({ page: '/m', signedInAs: DISPATCHER });
const open = (path: string) => {
  t.visit(path);
  return renderWithStore(<MobileScreens />);
};
const search = (keyword: string) => {
  fireEvent.change(screen.getByRole('searchbox', { name: '客户名称或电话' }), { target: { value: keyword } });
  fireEvent.submit(screen.getByRole('search'));
};

describe('/m/customers, customer lookup on the phone', () => {
  it('finds customers by name and by phone, and opens one', async () => {
    const [first, second] = await read<CustomerRow[]>('/v2/customer/list?pageIndex=0&pageSize=20');
    open('/m/customers');
    const results = await screen.findByRole('list', { name: '客户' });
    await within(results).findByRole('link', { name: new RegExp(first.name) });

    search(second.name.slice(0, 4));
    await waitFor(() => expect(screen.queryByRole('link', { name: new RegExp(first.name) })).toBeNull());
    expect(screen.getByRole('link', { name: new RegExp(second.name) })).toBeTruthy();

    search(first.phone);
    fireEvent.click(await screen.findByRole('link', { name: new RegExp(first.name) }));
    expect(location.pathname).toBe(`/m/customer/${first.id}`);
    await screen.findByRole('heading', { name: first.name });
  });

  it('says so when nothing matches', async () => {
    open('/m/customers');
    await screen.findByRole('list', { name: '客户' });
    search('没有这个客户名称');
    await screen.findByText('没有找到客户');
  });
});

describe('/m/customer/:id, a customer on the phone', () => {
  it('calls contacts by tel: links, navigates to addresses by a map link, lists its orders and starts an order or event for it', async () => {
    const customers = await read<CustomerRow[]>('/v2/customer/list?pageIndex=0&pageSize=20');
    const details = await Promise.all(customers.map((c) => read<CustomerDetail>(`/v2/customer/detail?id=${c.id}`)));
    const customer = details.find((c) => c.contacts.length > 0 && c.addresses.length > 0)!;
    const orders = await read<OrderList>(`/v2/order/getAllOrderList?view=all&customerId=${customer.id}&pageIndex=0&pageSize=20`);
    open(`/m/customer/${customer.id}`);

    const contacts = await screen.findByRole('region', { name: '联系人' });
    const linkWith = (region: HTMLElement, text: string) => within(region).getAllByRole('link').find((a) => a.textContent?.includes(text))!;
    for (const c of customer.contacts) {
      expect(linkWith(contacts, c.phone).textContent).toMatch(new RegExp(`^${c.name}.*拨打$`));
      expect(linkWith(contacts, c.phone).getAttribute('href')).toBe(`tel:${c.phone}`);
    }
    const addresses = screen.getByRole('region', { name: '地址' });
    const [address] = customer.addresses;
    const text = [address.region, address.mapName, address.detail].filter(Boolean).join(' ');
    expect(linkWith(addresses, text).textContent).toMatch(/导航$/);
    const nav = linkWith(addresses, text).getAttribute('href')!;
    expect(new URL(nav).searchParams.get('keyword')).toBe(text);

    if (orders.list.length) await screen.findByRole('heading', { name: orders.list[0].title || orders.list[0].templateName });
    else await screen.findByText('没有工单');

    expect(screen.getByRole('link', { name: '新建工单' }).getAttribute('href')).toBe(`/m/newOrder?customerId=${customer.id}`);
    expect(screen.getByRole('link', { name: '新建事件' }).getAttribute('href')).toBe(`/m/newEvent?customerId=${customer.id}`);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import { formatDateTime } from '@domain/format/date';
import type { EventDetail } from '@domain/events/events.schemas';
import type { OrderDetail } from '@domain/orders/orders.types';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { MobileScreens, read } from './mobile-screens-harness';

const DISPATCHER = '13800000002';
const t = useClientServer({ page: '/m', signedInAs: DISPATCHER });
const open = (path: string) => {
  t.visit(path);
  return renderWithStore(<MobileScreens />);
};
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交' }));
/** The id the created record's screen opened with. */
const openedId = async (prefix: string) => {
  await waitFor(() => expect(location.pathname).toMatch(new RegExp(`^${prefix}\\d+$`)));
  return Number(location.pathname.slice(prefix.length));
};

describe('/m/newOrder, a new order on the phone', () => {
  it('chooses the type, takes the customer from the link with its contact, says what is missing, and opens the created order', async () => {
    const [customer] = await read<CustomerRow[]>('/v2/customer/list?pageIndex=0&pageSize=10');
    open(`/m/newOrder?customerId=${customer.id}`);
    fireEvent.click(await screen.findByRole('link', { name: /安装工单/ }));
    await screen.findByRole('form', { name: '新建安装工单' });
    await within(screen.getByRole('region', { name: '客户' })).findByText(customer.name);
    await waitFor(() => expect((screen.getByLabelText('服务地址') as HTMLInputElement).value).toBe(customer.address));
    // Pictures and the service item are for the PC version; the note says so.
    expect(screen.getByText(/图片描述.*请在/)).toBeTruthy();

    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('请填写工单标题');
    fill(/^工单标题/, '手机新建的安装单');
    fill(/^机型/, 'KFR-35GW');
    // The server checks formats and limits and names the field; nothing is created.
    fill(/^安装楼层/, '500');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/安装楼层.*200/));
    expect(location.pathname).toMatch(/^\/m\/newOrder\//);
    fill(/^安装楼层/, '12');
    fill(/^预约时间/, '2030-05-06T09:30');
    fireEvent.change(screen.getByLabelText(/^优先级/), { target: { value: '2' } });
    submit();

    const order = await read<OrderDetail>(`/order/orderDetail?id=${await openedId('/m/order/')}`);
    expect(order).toMatchObject({ title: '手机新建的安装单', customerId: customer.id, priority: 2, contactName: customer.linkperson, address: customer.address });
    expect(order.fields).toMatchObject({ model: 'KFR-35GW', floor: 12 });
    expect(formatDateTime(order.appointmentTime!)).toBe('2030-05-06 09:30');
  });

  it('sends a type whose required fields a phone cannot fill to the PC version', async () => {
    open('/m/newOrder');
    fireEvent.click(await screen.findByRole('link', { name: /默认工单/ }));
    const note = await screen.findByText(/必填项.*产品.*需在电脑版填写/);
    expect(within(note).getByRole('link', { name: '在电脑版中新建' }).getAttribute('href')).toMatch(/^\/order\/createExternal\/\d+$/);
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  });
});

describe('/m/newEvent, a new event on the phone', () => {
  it('takes the type, title, a searched customer and the template fields, and opens the created event', async () => {
    const [customer] = await read<CustomerRow[]>('/v2/customer/list?pageIndex=0&pageSize=10');
    open('/m/newEvent');
    await screen.findByRole('form', { name: '新建事件' });
    fireEvent.change(screen.getByLabelText('事件类型'), { target: { value: screen.getByRole('option', { name: '报修事件' }).getAttribute('value') } });
    fill(/^事件标题/, '手机报修：空调漏水');
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${customer.name}.*选择$`) }));
    await waitFor(() => expect((screen.getByLabelText(/^客户名称/) as HTMLInputElement).value).toBe(customer.name));

    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('请选择故障类型');
    fireEvent.change(screen.getByLabelText(/^故障类型/), { target: { value: 'leak' } });
    submit();

    const event = await read<EventDetail>(`/v2/event/detailed?id=${await openedId('/m/event/')}`);
    expect(event).toMatchObject({ title: '手机报修：空调漏水', customerId: customer.id, custom_name: customer.name, template: { name: '报修事件' } });
    expect(event.values).toMatchObject({ fault: 'leak' });
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { CallCenterPaths as P } from '@domain/call-center/call-center.paths';
import type { CallRecordDetail, CallRecordRow, CurrentCall, SeatRow } from '@domain/call-center/call-center.schemas';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import type { OrderDetail } from '@domain/orders/orders.types';
import { orderLogs } from '@server/db/schema';
import { getCsrfToken } from '@adapters/session-token';
import { paths } from '@/app/paths';
import MobileSeatBar from '@/features/call-center/components/mobile/mobile-seat-bar';
import MobileEventPage from '@/pages/mobile/mobile-event-page';
import MobileOrderPage from '@/pages/mobile/mobile-order-page';
import { OfflineSyncProvider } from '@/pages/mobile/offline-sync';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { Client } from '@tests/support/test-app';
import { MobileScreens, read } from './mobile-screens-harness';

// The call centre on the phone (/m) as the demo's reception seat 孙接待 (8001) uses it, against the real
// server and its fake provider: the seat's state, the pop-up of a simulated caller, the call icon.
const RECEPTION = '13800000006';
/** The demo customer 华润万家南山店's phone (server/modules/customers/customers-seed.ts). */
const CALLER = '075586001000';
const t = useClientServer({ page: '/m', signedInAs: RECEPTION });
/** A POST as the signed-in browser sends it (the session cookie, the csrf token). */
const post = (path: string, body: object) =>
  fetch(`/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, ctoken: getCsrfToken() }) });
const seat = () => read<SeatRow>(P.seatDetails);
const open = (path: string) => {
  t.visit(path);
  return renderWithStore(
    <>
      <MobileSeatBar />
      <MobileScreens />
    </>,
  );
};

describe('/m/seat, the seat on the phone', () => {
  it('signs in, chooses busy and idle among the moves the server allows; the bar above every screen follows', async () => {
    expect(await seat()).toMatchObject({ extension: '8001', allowedOperations: ['signIn'] });
    open('/m/seat');
    const card = await screen.findByRole('region', { name: '坐席' });
    expect(within(card).getByRole('heading', { name: '分机 8001' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '签入' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /^坐席状态：8001 空闲/ })).toBeTruthy());
    expect((await seat()).gatewayState).toBe(4);
    fireEvent.click(within(card).getByRole('button', { name: '示忙' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /^坐席状态：8001 忙碌/ })).toBeTruthy());
    expect((await seat()).gatewayState).toBe(3);
    expect(within(card).queryByRole('button', { name: '示忙' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: '示闲' }));
    await waitFor(() => expect(within(card).getAllByRole('definition').map((d) => d.textContent)).toContain('空闲'));
    expect((await seat()).gatewayState).toBe(4);
  });
});

describe('/m/currentCall, the pop-up on the phone', () => {
  it('a simulated caller rings the seat: the phone opens the pop-up with the customer, their open orders, and 新建工单 / 新建事件 naming the record', async () => {
    open('/m');
    await screen.findByRole('link', { name: /^坐席状态：8001 空闲/ });
    const rang = await post(P.simulate, { action: 'ring', phone: CALLER, extension: '8001' });
    expect(rang.status).toBe(200);
    const { callId } = ((await rang.json()) as { data: { callId: string } }).data;
    // The call centre's socket pushes the ringing call (or its reopening reads the seat): the pop-up opens.
    await waitFor(() => expect(window.location.pathname).toBe('/m/currentCall'), { timeout: 10_000 });
    expect(new URLSearchParams(window.location.search).get('callId')).toBe(callId);
    const id = Number(new URLSearchParams(window.location.search).get('id'));
    const call = await screen.findByRole('region', { name: '来电' });
    expect(within(call).getByRole('heading', { name: `来电 ${CALLER}` })).toBeTruthy();
    const customerLink = await within(call).findByRole('link', { name: '华润万家南山店' });
    const customerId = Number(customerLink.getAttribute('href')!.split('/').pop());
    expect(within(call).getByRole('link', { name: '新建工单' }).getAttribute('href')).toBe(`/m/newOrder?belongCallRecordId=${id}&customerId=${customerId}`);
    expect(within(call).getByRole('link', { name: '新建事件' }).getAttribute('href')).toBe(`/m/newEvent?belongCallRecordId=${id}&customerId=${customerId}`);
    const { openOrders } = await read<CurrentCall>(`${P.currentCall}?id=${id}`);
    expect(openOrders.length).toBeGreaterThan(0);
    const orders = screen.getByRole('region', { name: '未完成工单' });
    expect(within(orders).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(openOrders.map((o) => `/m/order/${o.id}`));
    expect((await seat()).ringingCall).toMatchObject({ callId, id });

    const ended = await post(P.simulate, { action: 'hangup', callId });
    expect(ended.status).toBe(200);
    await within(call).findByText('已结束');

    // 新建事件 from the pop-up: the event names the call record, whose details then list it.
    fireEvent.click(within(call).getByRole('link', { name: '新建事件' }));
    await screen.findByRole('form', { name: '新建事件' });
    fireEvent.change(screen.getByLabelText(/^事件标题/), { target: { value: '来电：冷柜不制冷' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/m\/event\/\d+$/), { timeout: 10_000 });
    const eventId = Number(window.location.pathname.split('/').pop());
    expect((await read<CallRecordDetail>(`${P.recordDetails}?id=${id}`)).events).toEqual([{ id: eventId, code: expect.any(String), title: '来电：冷柜不制冷' }]);
  });

  it('says so for a call record that is not there', async () => {
    open('/m/currentCall?callId=x&id=999999999');
    expect(await screen.findByText(/通话记录不存在|不存在/)).toBeTruthy();
  });
});

describe('the call icon on the phone’s customer page', () => {
  it('dials out through the seat from the customer’s phone and hangs up; the call record names the customer', async () => {
    const [customer] = (await read<CustomerRow[]>(`/v2/customer/list?pageIndex=0&pageSize=20`)).filter((c) => c.phone);
    open(`/m/customer/${customer.id}`);
    await screen.findByRole('heading', { name: customer.name });
    fireEvent.click(await screen.findByRole('button', { name: `坐席拨打 ${customer.phone}` }));
    const dialog = screen.getByRole('dialog', { name: '拨打电话' });
    fireEvent.click(within(dialog).getByRole('button', { name: '呼叫' }));
    await within(dialog).findByText('正在呼叫，平台先拨通您的线路，再接通对方…');
    const calls = await read<CallRecordRow[]>(`${P.recordList}?pageIndex=0&pageSize=10&type=1&phone=${customer.phone}`);
    expect(calls[0]).toMatchObject({ phone: customer.phone, customer: { id: customer.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: '挂断' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '拨打电话' })).toBeNull());
  });

  it('is not there for a user who is no seat', async () => {
    const [customer] = (await read<CustomerRow[]>(`/v2/customer/list?pageIndex=0&pageSize=20`)).filter((c) => c.phone);
    // The dispatcher reads customers and is no seat.
    await t.signIn('13800000002');
    try {
      open(`/m/customer/${customer.id}`);
      await screen.findByRole('heading', { name: customer.name });
      await waitFor(() => expect(screen.getAllByRole('link').some((a) => a.getAttribute('href') === `tel:${customer.phone}`)).toBe(true));
      expect(await read<SeatRow | null>(P.seatDetails)).toBeNull();
      expect(screen.queryByRole('button', { name: /^坐席拨打 / })).toBeNull();
    } finally {
      await t.signIn(RECEPTION);
    }
  });
});

describe('the call icon on the phone’s order screen', () => {
  it('dials the order’s contact phone through the seat: the record names the order, which logs the call', async () => {
    const { customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '手机工单拨打客户', phone: '13900000081', contact: '赵先生', contactPhone: '13900000082' });
    const admin = await Client.signIn(t.app, '13800000001');
    const added = await admin.post('/v2/order/add', { templateId: defaultType, customerId, title: '手机工单拨打', serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '从工单拨打联系人' });
    expect(added.statusCode, added.body).toBe(200);
    const orderId = (added.json.data as OrderDetail).id;
    t.visit(`/m/order/${orderId}`);
    // The order screen sits in the offline queue's provider, as in the /m app.
    renderWithStore(
      <OfflineSyncProvider>
        <Route path={paths.mobile.orderPattern} component={MobileOrderPage} />
      </OfflineSyncProvider>,
    );
    const facts = await screen.findByRole('region', { name: '工单信息' });
    fireEvent.click(await within(facts).findByRole('button', { name: '坐席拨打 13900000082' }));
    const dialog = screen.getByRole('dialog', { name: '拨打电话' });
    fireEvent.click(within(dialog).getByRole('button', { name: '呼叫' }));
    await within(dialog).findByText('正在呼叫，平台先拨通您的线路，再接通对方…');
    const [call] = await read<CallRecordRow[]>(`${P.recordList}?pageIndex=0&pageSize=10&type=1&phone=13900000082`);
    expect(await read<CallRecordDetail>(`${P.recordDetails}?id=${call.id}`)).toMatchObject({ fromOrder: { id: orderId }, customer: { id: customerId } });
    expect(await t.app.db.system.select().from(orderLogs).where(and(eq(orderLogs.orderId, orderId), eq(orderLogs.op, 'call')))).toHaveLength(1);
    // The callee hangs up (挂断 itself is the customer page's test above: the same request within a second would be
    // cancelled by the transport as a duplicate).
    expect((await post(P.simulate, { action: 'hangup', callId: call.callId })).status).toBe(200);
  });
});

describe('the call icon on the phone’s event screen', () => {
  it('dials the event’s contact phone through the seat: the record names the event’s customer and no order', async () => {
    const { customerId } = await sampleOrderSetting(t.app, { name: '手机事件拨打客户', phone: '13900000091', contact: '钱女士', contactPhone: '13900000092' });
    const admin = await Client.signIn(t.app, '13800000001');
    const added = await admin.post('/v2/event/add', { title: '手机事件拨打', customerId, custom_phone: '13900000092' });
    expect(added.statusCode, added.body).toBe(200);
    const eventId = (added.json.data as { id: number }).id;
    t.visit(paths.mobile.event(eventId));
    renderWithStore(
      <OfflineSyncProvider>
        <Route path={paths.mobile.eventPattern} component={MobileEventPage} />
      </OfflineSyncProvider>,
    );
    const facts = await screen.findByRole('region', { name: '事件信息' });
    // The contact phone the event shows (the picked customer's contact), with its tel: link beside the icon.
    const tel = within(facts).getAllByRole('link').find((a) => a.getAttribute('href')?.startsWith('tel:'))!;
    const phone = tel.getAttribute('href')!.slice('tel:'.length);
    fireEvent.click(await within(facts).findByRole('button', { name: `坐席拨打 ${phone}` }));
    const dialog = screen.getByRole('dialog', { name: '拨打电话' });
    fireEvent.click(within(dialog).getByRole('button', { name: '呼叫' }));
    await within(dialog).findByText('正在呼叫，平台先拨通您的线路，再接通对方…');
    const [call] = await read<CallRecordRow[]>(`${P.recordList}?pageIndex=0&pageSize=10&type=1&phone=${phone}`);
    expect(await read<CallRecordDetail>(`${P.recordDetails}?id=${call.id}`)).toMatchObject({ phone, fromOrder: null, customer: { id: customerId } });
    // The callee hangs up, as on the order screen.
    expect((await post(P.simulate, { action: 'hangup', callId: call.callId })).status).toBe(200);
  });
});

// Last: the customer it makes shares its phone with its contact, which the call-icon tests above would see twice.
describe('新建客户 on the phone’s pop-up', () => {
  it('a caller no customer has is made a customer on the phone; the call record then names them', async () => {
    const stranger = '13700001234';
    expect((await post(P.seatState, { op: 'idle' })).status).toBe(200);
    open('/m');
    await screen.findByRole('link', { name: /^坐席状态：8001 空闲/ });
    const rang = await post(P.simulate, { action: 'ring', phone: stranger, extension: '8001' });
    expect(rang.status).toBe(200);
    await waitFor(() => expect(window.location.pathname).toBe('/m/currentCall'), { timeout: 10_000 });
    const id = Number(new URLSearchParams(window.location.search).get('id'));
    const form = await screen.findByRole('form', { name: '新建客户' });
    // Checked with the server's own schema before anything is sent.
    fireEvent.click(within(form).getByRole('button', { name: '提交' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', '请输入客户名称');
    fireEvent.change(within(form).getByPlaceholderText('请输入客户名称'), { target: { value: '来电新客户' } });
    fireEvent.change(within(form).getByPlaceholderText('请输入联系人'), { target: { value: '陈先生' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('customerId')).toMatch(/^\d+$/), { timeout: 10_000 });
    const call = await screen.findByRole('region', { name: '来电' });
    await within(call).findByRole('link', { name: '来电新客户' });
    expect((await read<CallRecordDetail>(`${P.recordDetails}?id=${id}`)).customer).toMatchObject({ name: '来电新客户' });
    const [made] = (await read<CustomerRow[]>(`/v2/customer/list?pageIndex=0&pageSize=20&phone=${stranger}`)).filter((c) => c.phone === stranger);
    expect(made).toMatchObject({ name: '来电新客户' });
    expect((await post(P.simulate, { action: 'hangup', callId: new URLSearchParams(window.location.search).get('callId')! })).status).toBe(200);
  });
});

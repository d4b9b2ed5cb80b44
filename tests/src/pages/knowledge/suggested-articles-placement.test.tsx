import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import type { EventRow } from '@domain/events/events.schemas';
import EventDetailPage from '@/pages/events/event-detail-page';
import { PhoneSuggestedArticles } from '@/features/knowledge/components/phone-suggested-articles';
import OrderDetailPage from '@/pages/orders/order-detail-page';
import { useClientServer } from '@tests/support/client-server';
import { enterpriseId, orderTypeId, serviceItemId } from '@tests/support/order-fixtures';
import { useSignedIn } from '@tests/support/test-app';

// The order and event detail pages show 相关知识: the demo FAQ articles that share words with the record's
// title and description, linked to their detail; a record nothing fits shows no such card.
const t = useClientServer();
const [admin] = useSignedIn(t, '13800000001');
let customerId: number;
let templateId: number;
let serviceItem: number;

beforeAll(async () => {
  customerId = ((await admin.get('/v2/customer/list?name=深圳湾科技')).json.data as CustomerRow[])[0].id;
  const paid = await enterpriseId(t.app, '示例科技有限公司');
  templateId = await orderTypeId(t.app, paid, '默认工单');
  serviceItem = await serviceItemId(t.app, paid, '空调维修');
}, 60_000);

async function openOrder(title: string, description: string) {
  const order = await admin.post('/v2/order/add', { templateId, customerId, serviceItemId: serviceItem, appointmentTime: '2030-06-01 14:00', title, description });
  expect(order.statusCode, order.body).toBe(200);
  const view = await t.open(`/allOrder/orderDetail/${order.json.data.id}`, '13800000001', <Route path="/allOrder/orderDetail/:orderId"><OrderDetailPage /></Route>);
  await screen.findByText(title, undefined, { timeout: 15_000 });
  return view;
}

describe('相关知识 beside a record', () => {
  it('lists the FAQ articles for an order description, linked to each', async () => {
    await openOrder('上门检修', '客户反映家里空调不制冷，需要上门');
    const card = (await screen.findByText('相关知识', undefined, { timeout: 15_000 })).closest('.arco-card') as HTMLElement;
    const link = await within(card).findByRole('link', { name: /空调不制冷怎么办/ });
    expect(link.getAttribute('href')).toMatch(/^\/FAQManage\/FAQdetails\/\d+$/);
  }, 30_000);

  it('shows no such card when no article fits the order', async () => {
    const { store } = await openOrder('例行巡检', 'zzqx 9981');
    // Once the suggestions have been answered (none), the page shows no card for them.
    await waitFor(() => expect(Object.values(store.getState().api.queries).some((q) => q?.endpointName === 'suggestKnowledge' && q.status === 'fulfilled')).toBe(true), { timeout: 15_000 });
    expect(screen.queryByText('相关知识')).toBeNull();
  }, 30_000);

  it('lists the FAQ articles for an event description', async () => {
    cleanup();
    const event = (await admin.post('/v2/event/add', { title: '客户来电', custom_name: '知识测试客户', description: '热水器不出热水，洗澡没有热水' })).json.data as EventRow;
    await t.open(`/Myevent/eventDetail/${event.id}`, '13800000001', <Route path="/Myevent/eventDetail/:eventId"><EventDetailPage /></Route>);
    const card = (await screen.findByText('相关知识', undefined, { timeout: 15_000 })).closest('.arco-card') as HTMLElement;
    expect(await within(card).findByRole('link', { name: /热水器不出热水/ })).toBeTruthy();
  }, 30_000);

  // The phone's order detail (src/pages/mobile/mobile-order-page.tsx) renders this card with the order's title
  // and description; the page itself needs the offline queue's IndexedDB, which happy-dom lacks.
  it("lists them as the phone's order detail shows them, an FAQ's answer opened in place and voted on", async () => {
    cleanup();
    await t.open('/m/order/1', '13800000003', <PhoneSuggestedArticles text="手机上门检修 空调开机后不制冷" />);
    const card = await screen.findByRole('region', { name: '相关知识' }, { timeout: 15_000 });
    const title = await within(card).findByText((_, el) => el?.tagName === 'SUMMARY' && el.textContent === '空调不制冷怎么办？');
    const details = title.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    await within(details).findByText('清洗过滤网', undefined, { timeout: 15_000 });
    const helpful = within(details).getByRole('button', { name: /^有用（\d+）$/ });
    expect(helpful.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(helpful);
    await waitFor(() => expect(within(details).getByRole('button', { name: /^有用/ }).getAttribute('aria-pressed')).toBe('true'), { timeout: 15_000 });
  }, 30_000);
});

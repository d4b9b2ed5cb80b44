import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { EventDetail, EventRow } from '@domain/events/events.schemas';
import EventAssignedPage from '@/pages/events/event-assigned-page';
import EventDetailPage from '@/pages/events/event-detail-page';
import NewEventPage from '@/pages/events/new-event-page';
import CustomerProductDetailPage from '@/pages/products/customer-product-detail-page';
import ServiceCounterPage from '@/pages/events/service-counter-page';
import { useClientServer } from '@tests/support/client-server';
import { userIdsByName, useSignedIn } from '@tests/support/test-app';

const t = useClientServer();
const [dispatcher] = useSignedIn(t, '13800000002');
let users: Record<string, number>;
beforeAll(async () => {
  users = await userIdsByName(dispatcher);
}, 60_000);

async function open(path: string, route: string, page: ReactNode, phone: string) {
  const view = await t.open(path, phone, <Route path={route}>{page}</Route>);
  return { user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }), ...view };
}
const stored = async (id: number) => (await dispatcher.get(`/v2/event/detailed?id=${id}`)).json.data as EventDetail;
const newEvent = async (body: Record<string, unknown>) => (await dispatcher.post('/v2/event/add', { title: '组件测试事件', custom_name: '组件测试客户', ...body })).json.data as EventRow;

describe('/serviceCounter', () => {
  it('records an event at the reception desk', async () => {
    const { user } = await open('/serviceCounter', '/serviceCounter', <ServiceCounterPage />, '13800000006');
    const form = await screen.findByRole('form', { name: '事件表单' }, { timeout: 15_000 });
    await user.type(within(form).getByPlaceholderText('请输入事件标题'), '前台登记：复印机卡纸');
    await user.type(within(form).getByPlaceholderText('请输入客户名称'), '柜台来访客户');
    await user.type(within(form).getByPlaceholderText('请输入联系电话'), '13911112222');
    await user.click(within(form).getByRole('button', { name: '登记事件' }));
    await waitFor(async () => {
      const rows = (await dispatcher.get('/v2/event/getAllEventList?custom_name=柜台来访客户')).json.data as EventRow[];
      expect(rows.map((r) => [r.title, r.source, r.state, r.creator?.name, r.custom_phone])).toEqual([['前台登记：复印机卡纸', 6, 1, '孙接待', '13911112222']]);
    });
  });

  it('refuses to submit without a title', async () => {
    const { user } = await open('/serviceCounter', '/serviceCounter', <ServiceCounterPage />, '13800000006');
    const form = await screen.findByRole('form', { name: '事件表单' }, { timeout: 15_000 });
    await user.click(within(form).getByRole('button', { name: '登记事件' }));
    expect(await within(form).findByText('请输入事件标题')).toBeTruthy();
  });
});

describe('/newEvent from a customer product', () => {
  it('opens from the product page with the product as origin and records an event about it', async () => {
    const [product] = (await dispatcher.get('/v2/customer/production/list?pageIndex=0&pageSize=10')).json.data as { id: number; productId: number; customerId: number | null }[];
    await open(`/productManage/productDetail/${product.productId}/${product.id}`, '/productManage/productDetail/:productId/:id', <CustomerProductDetailPage />, '13800000002');
    const link = await screen.findByRole('link', { name: '新建事件' }, { timeout: 15_000 });
    const href = new URL(link.getAttribute('href')!, 'http://app.test');
    expect([href.pathname, href.searchParams.get('customerProductId'), href.searchParams.get('productId')]).toEqual(['/newEvent', String(product.id), String(product.productId)]);
    cleanup();
    t.forgetSession();

    const { user } = await open(`${href.pathname}${href.search}`, '/newEvent', <NewEventPage />, '13800000002');
    const form = await screen.findByRole('form', { name: '事件表单' }, { timeout: 15_000 });
    await user.type(within(form).getByPlaceholderText('请输入事件标题'), '产品报修组件测试');
    await user.click(within(form).getByRole('button', { name: '提交' }));
    await waitFor(async () => {
      const rows = (await dispatcher.get('/v2/event/getAllEventList?keyword=产品报修组件测试')).json.data as EventRow[];
      expect(rows.map((r) => [r.source, r.customerProductId, r.customerId])).toEqual([[3, product.id, product.customerId]]);
    });
  });
});

describe('/eventassigned', () => {
  it('dispatches a waiting event to an owner', async () => {
    const event = await newEvent({ title: '待分派组件测试', custom_name: '分派组件客户' });
    const { user } = await open('/eventassigned', '/eventassigned', <EventAssignedPage />, '13800000002');
    const row = (await screen.findByText(event.code)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '指派' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByText('请选择负责人')[0]);
    await user.click(await screen.findByText('张师傅', { selector: '.arco-select-option *, .arco-select-option' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(async () => expect((await stored(event.id)).principal?.name).toBe('张师傅'));
    await waitFor(() => expect(screen.queryByText(event.code)).toBeNull());
  });
});

describe('/Myevent/eventDetail/{eventId}', () => {
  it('shows the event with the whole history and lets the owner start handling it', async () => {
    const event = await newEvent({ title: '详情组件测试', ownerId: users['张师傅'] });
    const { user } = await open(`/Myevent/eventDetail/${event.id}`, '/Myevent/eventDetail/:eventId', <EventDetailPage />, '13800000003');
    expect(await screen.findByText('详情组件测试')).toBeTruthy();
    const history = await screen.findByLabelText('处理记录');
    expect(within(history).getByText('李派单创建了事件')).toBeTruthy();
    expect(within(history).getByText('李派单指派给张师傅')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '指派' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '开始处理' }));
    expect(await within(await screen.findByLabelText('处理记录')).findByText('张师傅开始处理')).toBeTruthy();
    expect((await stored(event.id)).state).toBe(3);
    expect(await screen.findByRole('button', { name: '升级' })).toBeTruthy();
  });

  it('says so when the event does not exist', async () => {
    await open('/Myevent/eventDetail/999999', '/Myevent/eventDetail/:eventId', <EventDetailPage />, '13800000003');
    expect(await screen.findByText('事件不存在')).toBeTruthy();
  });
});

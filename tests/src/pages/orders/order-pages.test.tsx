import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import type { EventRow } from '@domain/events/events.schemas';
import { OrderSource } from '@domain/orders/order.constants';
import type { OrderDetail, OrderRow } from '@domain/orders/orders.types';
import { customerProducts } from '@server/db/schema';
import { getCsrfToken } from '@adapters/session-token';
import AllOrderPage from '@/pages/orders/all-order-page';
import AssignOrderPage from '@/pages/orders/assign-order-page';
import OrderCreateExternalPage from '@/pages/orders/order-create-external-page';
import OrderEditPage from '@/pages/orders/order-edit-page';
import OrderPrintPage from '@/pages/orders/order-print-page';
import ScheduleListPage from '@/pages/orders/schedule-list-page';
import ScheduleReportPage from '@/pages/orders/schedule-report-page';
import TemplateViewPage from '@/pages/orders/template-view-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { Client } from '@tests/support/test-app';
import { paths } from '@/app/paths';

const t = useClientServer({ page: '/allOrder', signedInAs: '13800000002' });

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const get = async <T,>(path: string): Promise<T> => (await (await fetch(`/api${path}`)).json()).data as T;
const detail = (id: number) => get<OrderDetail>(`/order/orderDetail?id=${id}`);
const waiting = async () => (await get<{ list: OrderRow[] }>('/v2/order/getAllOrderList?view=assign&pageSize=10')).list;

function open(path: string, route: string, page: ReactNode) {
  t.visit(path);
  return renderWithStore(<Route path={route}>{page}</Route>);
}

describe('/order/createExternal/{tempId} from a link', () => {
  it("fills the contact from the customer the link brings (e.g. a customer product's 新建工单)", async () => {
    const [type] = await get<{ id: number; name: string }[]>('/orderTypeTemplate/list?kind=external');
    const [customer] = await get<CustomerRow[]>('/v2/customer/list?name=华润万家南山店');
    open(`/order/createExternal/${type.id}?customerId=${customer.id}&customerProductId=1`, '/order/createExternal/:tempId', <OrderCreateExternalPage />);
    expect(await screen.findByDisplayValue(customer.linkperson, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByDisplayValue(customer.linkPersonPhone)).toBeTruthy();
    expect(screen.getByText(customer.name)).toBeTruthy();
    const enterpriseName = () => (screen.getByText('企业名称').closest('.arco-form-item') as HTMLElement).querySelector('input')!.value;
    expect(enterpriseName()).toBe(customer.name);

    // Another customer brings its own contact in place of the one the link filled in.
    const [other] = await get<CustomerRow[]>('/v2/customer/list?name=深圳湾科技');
    const u = user();
    const picker = screen.getByText('客户名称').closest('.arco-form-item') as HTMLElement;
    await u.click(picker.querySelector('.arco-select') as HTMLElement);
    await u.type(picker.querySelector('input') as HTMLElement, '深圳湾科技');
    await u.click(await screen.findByRole('option', { name: new RegExp(other.name) }, { timeout: 15_000 }));
    expect(await screen.findByDisplayValue(other.linkperson)).toBeTruthy();
    expect(enterpriseName()).toBe(other.name);
    expect(screen.queryByDisplayValue(customer.linkperson)).toBeNull();
  }, 30_000);

  it("starts 转工单's form with the event's title, description, customer product and pictures", async () => {
    const { enterpriseId } = await get<{ enterpriseId: number }>('/v2/sessionUser/info');
    const [product] = await t.app.db.system
      .select({ id: customerProducts.id })
      .from(customerProducts)
      .where(and(eq(customerProducts.enterpriseId, enterpriseId), isNull(customerProducts.customerRecycledAt)))
      .limit(1);
    const photo = { url: '/uploads/event-photo.png', name: '现场照片.png', size: 10 };
    const added = await fetch('/api/v2/event/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ctoken: getCsrfToken(),
        title: '空调外机异响',
        description: '夜间运行时外机震动明显',
        source: 3,
        customerProductId: product.id,
        custom_name: '华东商贸',
        custom_linkperson: '陈先生',
        custom_phone: '13900000001',
        values: { fault: 'noise', photos: [photo] },
      }),
    });
    const event = (await added.json()).data as EventRow;
    expect(event.customerProductId).toBe(product.id);
    // The link 转工单 opens (after the type is chosen) carries the event and its customer product.
    const link = paths.events.createOrder(event);
    expect(new URLSearchParams(link.split('?')[1]).get('customerProductId')).toBe(String(product.id));
    const [type] = await get<{ id: number }[]>('/orderTypeTemplate/list?kind=external');
    open(`/order/createExternal/${type.id}?${link.split('?')[1]}`, '/order/createExternal/:tempId', <OrderCreateExternalPage />);
    expect(await screen.findByDisplayValue('空调外机异响', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByDisplayValue('夜间运行时外机震动明显')).toBeTruthy();
    // The pictures go with the order's images (tests/src/pages/orders/event-prefill.test.ts).
  }, 30_000);
});

describe('/allOrder/orderEdit/{id}', () => {
  it('shows the order in its form and saves the changed title', async () => {
    // A staff-made order: the portal's request leaves 服务项目 for staff, so its form asks for it first.
    const details = await Promise.all((await waiting()).map((o) => detail(o.id)));
    const order = details.find((o) => o.source !== OrderSource.portal)!;
    open(`/allOrder/orderEdit/${order.id}`, '/allOrder/orderEdit/:orderId', <OrderEditPage />);
    const title = await screen.findByDisplayValue(order.title, {}, { timeout: 15_000 });
    const u = user();
    await u.clear(title);
    await u.type(title, '组件测试改的标题');
    expect(screen.queryByText('企业名称')).toBeNull();
    await u.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(async () => expect((await detail(order.id)).title).toBe('组件测试改的标题'), { timeout: 15_000 });
  }, 30_000);

  it('says so instead of a form when the order may not be edited', async () => {
    const [done] = (await get<{ list: OrderRow[] }>('/v2/order/getAllOrderList?states=5,6&pageSize=10')).list;
    expect(done).toBeDefined();
    open(`/allOrder/orderEdit/${done.id}`, '/allOrder/orderEdit/:orderId', <OrderEditPage />);
    expect(await screen.findByText('该工单当前不能编辑', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});

describe('/assignOrder: 批量指派', () => {
  it('asks for a choice first, then assigns the chosen orders to one person', async () => {
    const rows = (await waiting()).filter((r) => !r.inPool).slice(0, 2);
    expect(rows).toHaveLength(2);
    open('/assignOrder', '/assignOrder', <AssignOrderPage />);
    const u = user();
    await u.click(await screen.findByRole('button', { name: '批量指派' }));
    expect(await screen.findByText('未选中数据')).toBeTruthy();

    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    for (const row of rows) {
      const line = (await within(table).findByText(row.orderNo)).closest('tr')!;
      await u.click(within(line).getByRole('checkbox'));
    }
    await u.click(screen.getByRole('button', { name: '批量指派' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('批量指派（已选2个工单）')).toBeTruthy();
    await u.click(within(dialog).getAllByText('请选择负责人')[0]);
    await u.click(await screen.findByRole('option', { name: /张师傅/ }));
    await u.click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(async () => {
      for (const row of rows) expect(await detail(row.id)).toMatchObject({ state: 2, owner: { name: '张师傅' } });
    }, { timeout: 15_000 });
  }, 30_000);

  it('refuses, by its number, an order someone else changed after the list showed it', async () => {
    const rows = (await waiting()).filter((r) => !r.inPool).slice(0, 2);
    expect(rows).toHaveLength(2);
    open('/assignOrder', '/assignOrder', <AssignOrderPage />);
    const u = user();
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    for (const row of rows) await u.click(within((await within(table).findByText(row.orderNo)).closest('tr')!).getByRole('checkbox'));
    // Another dispatcher puts the second order in the pool while this list still shows it.
    const other = await Client.signIn(t.app, '13800000001');
    expect((await other.post('/v2/order/putGrab', { ids: [rows[1].id] })).statusCode).toBe(200);

    await u.click(screen.getByRole('button', { name: '批量指派' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getAllByText('请选择负责人')[0]);
    await u.click(await screen.findByRole('option', { name: /张师傅/ }));
    await u.click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
    expect(await screen.findByText(/工单已被他人修改，请刷新后重试/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(await detail(rows[0].id)).toMatchObject({ state: 2, owner: { name: '张师傅' } });
    expect(await detail(rows[1].id)).toMatchObject({ state: 1, inPool: true });
  }, 30_000);
});

describe('列设置', () => {
  it('keeps a hidden column on the server, so a fresh page opens without it', async () => {
    const first = open('/allOrder', '/allOrder', <AllOrderPage />);
    const u = user();
    await screen.findByRole('columnheader', { name: '客户名称' }, { timeout: 15_000 });
    await u.click(screen.getByRole('button', { name: '列设置' }));
    await u.click(await screen.findByRole('checkbox', { name: '客户名称' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '客户名称' })).toBeNull());
    await waitFor(async () => expect((await get<{ hidden: string[] }>('/fr/table/cfg/list/table?tableKey=orders-all')).hidden).toContain('customerName'));
    first.unmount();

    open('/allOrder', '/allOrder', <AllOrderPage />);
    await screen.findByRole('columnheader', { name: '工单编号' }, { timeout: 15_000 });
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '客户名称' })).toBeNull());
    expect(screen.getByRole('columnheader', { name: '联系人' })).toBeTruthy();
  }, 30_000);
});

describe('/templateView', () => {
  it('shows one tab per order type with its count, and the list of the chosen type only', async () => {
    const types = await get<{ id: number; name: string }[]>('/orderTypeTemplate/list');
    const counts = await Promise.all(types.map((ty) => get<{ count: number }>(`/v2/order/getOrderListCount?orderType=${ty.id}`)));
    const withOrders = types.filter((_, i) => counts[i].count > 0);
    expect(withOrders.length).toBeGreaterThan(1);
    open('/templateView', '/templateView', <TemplateViewPage />);
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

    const second = withOrders[1];
    const tab = await screen.findByRole('tab', { name: new RegExp(second.name) }, { timeout: 15_000 });
    const expected = counts[types.indexOf(second)].count;
    await waitFor(() => expect(tab.textContent).toContain(String(expected)));
    await u.click(tab);
    const table = await screen.findByRole('table');
    await waitFor(() => {
      const typeCells = within(table).queryAllByRole('cell').map((c) => c.textContent);
      expect(typeCells).toContain(second.name);
      for (const other of types.filter((ty) => ty.id !== second.id)) expect(typeCells).not.toContain(other.name);
    }, { timeout: 15_000 });
  }, 30_000);
});

describe('/allOrder/orderPrint/{id}', () => {
  it('puts every part of the order on one sheet and prints it with the browser', async () => {
    const [row] = (await get<{ list: OrderRow[] }>('/v2/order/getAllOrderList?states=5&pageSize=10')).list;
    const order = await get<OrderDetail>(`/order/orderDetail?id=${row.id}`);
    open(`/allOrder/orderPrint/${order.id}`, '/allOrder/orderPrint/:orderId', <OrderPrintPage />);
    const sheet = await screen.findByRole('article', { name: '工单打印' }, { timeout: 15_000 });
    expect(within(sheet).getByRole('heading', { name: order.title })).toBeTruthy();
    for (const part of ['工单信息', '自定义字段', '费用', '回执', '评价', '工单进度']) expect(within(sheet).getAllByRole('region', { name: part }).length).toBeGreaterThan(0);
    expect(within(sheet).getAllByText(order.orderNo).length).toBeGreaterThan(0);
    // happy-dom has no print dialog: the button must hand over to the browser's.
    const print = vi.fn();
    window.print = print;
    await userEvent.click(within(sheet).getByRole('button', { name: '打印 / 保存为PDF' }));
    expect(print).toHaveBeenCalledOnce();
  }, 30_000);
});

describe('/schedule/list', () => {
  it('shows a column per day and a row per service staff member, narrowed by name', async () => {
    open('/schedule/list', '/schedule/list', <ScheduleListPage />);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getByText('张师傅')).toBeTruthy(), { timeout: 15_000 });
    // The service staff column and seven days.
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await u.type(screen.getByPlaceholderText('人员姓名'), '多企业');
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('张师傅')).toBeNull(), { timeout: 15_000 });
    expect(within(screen.getByRole('table')).getByText('多企业用户')).toBeTruthy();
  }, 30_000);
});

describe('/schedule/report', () => {
  it('shows each service staff member’s figures', async () => {
    open('/schedule/report', '/schedule/report', <ScheduleReportPage />);
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('张师傅', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(row).getAllByRole('cell')).toHaveLength(6);
    expect(within(table).getByRole('columnheader', { name: '当前在手' })).toBeTruthy();
  }, 30_000);
});

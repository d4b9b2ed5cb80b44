import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { CustomerDetail, CustomerRow } from '@domain/customers/customers.schemas';
import AllCustomerPage from '@/pages/customers/all-customer-page';
import { DownloadPopover } from '@/features/downloads/components/download-popover';
import CustomerDetailPage from '@/pages/customers/customer-detail-page';
import { workbook } from '@tests/support/sheet-fixtures';
import { useClientServer } from '@tests/support/client-server';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer();
const [admin] = useSignedIn(t, '13800000001');

async function open(path: string, route: string, page: ReactNode, phone = '13800000001') {
  const view = await t.open(path, phone, <Route path={route}>{page}</Route>);
  return { user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }), ...view };
}

describe('/allCustomer', () => {
  it('lists the demo customers and narrows them with the name filter', async () => {
    const { user } = await open('/allCustomer', '/allCustomer', <AllCustomerPage />);
    // The newest demo customer heads the first page.
    expect(await screen.findByText('华侨城创意园', {}, { timeout: 15_000 })).toBeTruthy();
    await user.type(screen.getByLabelText('客户名称'), '深圳湾科技');
    await user.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(screen.queryByText('华侨城创意园')).toBeNull(), { timeout: 15_000 });
    expect(screen.getByText('深圳湾科技发展有限公司')).toBeTruthy();
  }, 30_000);

  it('shows imported customers as soon as the import has run, without 查询 or a reload', async () => {
    const { user } = await open('/allCustomer', '/allCustomer', <><AllCustomerPage /><DownloadPopover /></>);
    expect(await screen.findByText('华侨城创意园', {}, { timeout: 15_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog');
    const header = ['客户名称*', '客户电话*', '联系人*', '联系人电话*', '所在地区', '详细地址', '地图位置', '归属销售手机号', '服务组', '客户标签'];
    const bytes = await workbook(header, [['组件测试导入客户', '13733334444', '导入联系人', '13733335555', '', '', '', '', '', '']]);
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File([new Uint8Array(bytes)], '客户.xlsx'));
    await user.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(await screen.findByText('组件测试导入客户', {}, { timeout: 15_000 })).toBeTruthy();
  }, 60_000);

  it("shows the template centre's customer fields on the detail page", async () => {
    expect((await admin.post('/detailcontrol/customer/saveField', { field: { key: 'level', type: 1, title: '客户等级' } })).json.success).toBe(true);
    const added = await admin.post('/v2/customer/add', { name: '组件测试等级客户', phone: '13744445555', contacts: [{ name: '等级联系人', phone: '13744446666' }], customValues: { level: 'A级' } });
    expect(added.json.success, added.body).toBe(true);
    const id = added.json.data.id as number;

    await open(`/allCustomer/customerDetail/${id}`, '/allCustomer/customerDetail/:id', <CustomerDetailPage />);
    expect(await screen.findByText('客户等级', {}, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('A级')).toBeTruthy();
  }, 60_000);

  it('offers the customer fields as list columns in 列设置', async () => {
    const { user } = await open('/allCustomer', '/allCustomer', <AllCustomerPage />);
    await screen.findByRole('columnheader', { name: '客户名称' }, { timeout: 15_000 });
    // The role's buttons are in place (the toolbar settles) before 列设置 is opened.
    await screen.findByRole('button', { name: '新增客户' }, { timeout: 15_000 });
    expect(screen.queryByRole('columnheader', { name: '客户等级' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '列设置' }));
    await user.click(await screen.findByRole('checkbox', { name: '客户等级' }));
    expect(await screen.findByRole('columnheader', { name: '客户等级' })).toBeTruthy();
    const row = screen.getByText('组件测试等级客户').closest('tr') as HTMLElement;
    expect(await within(row).findByText('A级')).toBeTruthy(); // the cell's control loads with the first shown custom column
  }, 60_000);

  it('adds a customer with its contact through the dialog', async () => {
    const { user } = await open('/allCustomer', '/allCustomer', <AllCustomerPage />);
    await user.click(await screen.findByRole('button', { name: '新增客户' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入客户名称'), '组件测试新客户');
    await user.type(within(dialog).getByPlaceholderText('客户账号电话，企业内唯一'), '13722223333');
    await user.type(within(dialog).getByLabelText('联系人1姓名'), '组件联系人');
    await user.type(within(dialog).getByLabelText('联系人1电话'), '13722224444');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(async () => {
      const rows = (await admin.get('/v2/customer/list?name=组件测试新客户')).json.data as CustomerRow[];
      expect(rows.map((r) => [r.phone, r.linkperson, r.linkPersonPhone])).toEqual([['13722223333', '组件联系人', '13722224444']]);
    }, { timeout: 15_000 });
  }, 60_000);
});

describe('/allCustomer/customerDetail/{id}', () => {
  it('shows the contacts and addresses and adds a contact', async () => {
    const [row] = (await admin.get('/v2/customer/list?name=华润万家南山店')).json.data as CustomerRow[];
    const { user } = await open(`/allCustomer/customerDetail/${row.id}`, '/allCustomer/customerDetail/:id', <CustomerDetailPage />);
    expect(await screen.findByText('客户信息', {}, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText(row.linkperson)).toBeTruthy();
    await user.type(await screen.findByLabelText('新联系人姓名'), '新增的联系人');
    await user.type(screen.getByLabelText('新联系人电话'), '13755556666');
    await user.click(screen.getByRole('button', { name: '添加联系人' }));
    await waitFor(async () => {
      const detail = (await admin.get(`/v2/customer/detail?id=${row.id}`)).json.data as CustomerDetail;
      expect(detail.contacts.map((c) => c.name)).toContain('新增的联系人');
    }, { timeout: 15_000 });
    expect(await screen.findByText('新增的联系人', {}, { timeout: 15_000 })).toBeTruthy();
  }, 30_000);

  it('shows the 历史 tab: who changed the customer and how, newest first, following new changes', async () => {
    const created = (await admin.post('/v2/customer/add', { name: '历史页客户', phone: '13755557777', contacts: [{ name: '甲', phone: '13755550000' }] })).json.data as CustomerDetail;
    await admin.post('/v2/customer/edit', { id: created.id, name: '历史页客户（改）', phone: created.phone });
    const { user } = await open(`/allCustomer/customerDetail/${created.id}`, '/allCustomer/customerDetail/:id', <CustomerDetailPage />);
    await user.click(await screen.findByRole('tab', { name: '历史' }, { timeout: 15_000 }));
    const table = await screen.findByLabelText('客户的历史');
    await waitFor(() => expect(within(table).getAllByText(/^(新增|修改)客户：/).map((cell) => cell.textContent)).toEqual(['修改客户：历史页客户 → 历史页客户（改）', '新增客户：历史页客户']), { timeout: 15_000 });
    expect(within(table).getAllByText('王管理')).toHaveLength(2);

    await user.click(screen.getByRole('tab', { name: '客户信息' }));
    await user.type(await screen.findByLabelText('新联系人姓名'), '乙');
    await user.type(screen.getByLabelText('新联系人电话'), '13755558888');
    await user.click(screen.getByRole('button', { name: '添加联系人' }));
    await screen.findByText('乙', {}, { timeout: 15_000 });
    await user.click(screen.getByRole('tab', { name: '历史' }));
    expect(await within(await screen.findByLabelText('客户的历史')).findByText('新增联系人：乙', {}, { timeout: 15_000 })).toBeTruthy();
  }, 30_000);
});

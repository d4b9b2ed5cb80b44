import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import type { OrderTypeOption } from '@domain/templates/order-types.schemas';
import SalesContractPage from '@/pages/contracts/sales-contract-page';
import AllOrderPage from '@/pages/orders/all-order-page';
import AllProductPage from '@/pages/products/all-product-page';
import ProductManagePage from '@/pages/products/product-manage-page';
import { useClientServer } from '@tests/support/client-server';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer();
const [admin] = useSignedIn(t, '13800000001');

async function open(path: string, page: ReactNode) {
  await t.open(path, '13800000001', <Route path={path}>{page}</Route>);
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** A text field in the kind's template-centre form, then a record holding a value in it. */
async function seed(fieldPrefix: string, title: string, save: () => Promise<{ json: { success: boolean } }>) {
  expect((await admin.post(`${fieldPrefix}/saveField`, { field: { key: 'colprobe', type: 1, title } })).json.success).toBe(true);
  const saved = await save();
  expect(saved.json.success, JSON.stringify(saved.json)).toBe(true);
}

/** The column is hidden until ticked in 列设置; then it shows the record's value in the record's row, and the choice is kept. */
async function expectChosenColumn(user: ReturnType<typeof userEvent.setup>, tableKey: string, title: string, rowText: string, value: string) {
  expect(screen.queryByRole('columnheader', { name: title })).toBeNull();
  await user.click(screen.getByRole('button', { name: '列设置' }));
  await user.click(await screen.findByRole('checkbox', { name: title }));
  expect(await screen.findByRole('columnheader', { name: title })).toBeTruthy();
  const row = screen.getByText(rowText).closest('tr') as HTMLElement;
  expect(await within(row).findByText(value)).toBeTruthy(); // the cell's control loads with the first shown custom column
  await waitFor(async () => expect((await admin.get(`/fr/table/cfg/list/table?tableKey=${tableKey}`)).json.data.updatedAt).not.toBeNull(), { timeout: 8000 });
}

describe('/allProduct 产品档案', () => {
  it('offers the product fields as list columns in 列设置', async () => {
    await seed('/detailcontrol/product', '额定功率', () => admin.post('/v2/product/save', { name: '列设置测试机', model: 'COL-1', customValues: { colprobe: '5kW' } }));
    const user = await open('/allProduct', <AllProductPage />);
    await screen.findByText('列设置测试机', {}, { timeout: 8000 });
    // The role's buttons are in place (the toolbar settles) before 列设置 is opened.
    await screen.findByRole('button', { name: '新增产品' }, { timeout: 8000 });
    await expectChosenColumn(user, 'allProduct', '额定功率', '列设置测试机', '5kW');
  }, 60_000);

  it('keeps a field added after the choice hidden, and the ticked one shown (after the test above)', async () => {
    expect((await admin.post('/detailcontrol/product/saveField', { field: { key: 'colnew', type: 1, title: '能效等级' } })).json.success).toBe(true);
    await open('/allProduct', <AllProductPage />);
    expect(await screen.findByRole('columnheader', { name: '额定功率' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '能效等级' })).toBeNull();
  }, 60_000);
});

describe('/productManage 客户产品', () => {
  it('offers the customer-product fields as list columns in 列设置', async () => {
    const model = (await admin.post('/v2/product/save', { name: '客户产品列测试机', model: 'COL-2' })).json.data.id as number;
    await seed('/detailcontrol/customerProduct', '安装位置', () =>
      admin.post('/v2/customer/production/save', { productId: model, serialNumber: 'COL-SN-1', customValues: { colprobe: '三号机房' } }),
    );
    const user = await open('/productManage', <ProductManagePage />);
    await screen.findByText('COL-SN-1', {}, { timeout: 8000 });
    await screen.findByRole('button', { name: '添加产品' }, { timeout: 8000 });
    await expectChosenColumn(user, 'productManage', '安装位置', 'COL-SN-1', '三号机房');
  }, 60_000);
});

describe('/salesContract 销售合同', () => {
  it('offers the contract fields as list columns in 列设置', async () => {
    const [customer] = (await admin.get('/v2/customer/list')).json.data as CustomerRow[];
    await seed('/detailcontrol/saleContract', '付款方式', () =>
      admin.post('/v2/saleContract/save', { contractNo: 'COL-HT-1', name: '列设置测试合同', customerId: customer.id, signedDate: '2026-03-01', status: 1, customValues: { colprobe: '分期付款' } }),
    );
    const user = await open('/salesContract', <SalesContractPage />);
    await screen.findByText('COL-HT-1', {}, { timeout: 8000 });
    await screen.findByRole('button', { name: '新增合同' }, { timeout: 8000 });
    await expectChosenColumn(user, 'salesContract', '付款方式', 'COL-HT-1', '分期付款');
  }, 60_000);
});

describe('/allOrder 全部工单', () => {
  it("offers each order type's fields as list columns in 列设置, titled with the type", async () => {
    const [customer] = (await admin.get('/v2/customer/list')).json.data as CustomerRow[];
    const install = ((await admin.get('/orderTypeTemplate/list')).json.data as OrderTypeOption[]).find((type) => type.name === '安装工单')!;
    const added = await admin.post('/v2/order/add', { templateId: install.id, customerId: customer.id, title: '列设置测试工单', fields: { model: 'KFR-COL' } });
    expect(added.json.success, added.body).toBe(true);
    const user = await open('/allOrder', <AllOrderPage />);
    await screen.findByText('列设置测试工单', {}, { timeout: 8000 });
    await expectChosenColumn(user, 'orders-all', '机型（安装工单）', '列设置测试工单', 'KFR-COL');
  }, 60_000);
});

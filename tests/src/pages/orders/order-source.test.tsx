import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import { OrderSource } from '@domain/orders/order.constants';
import OrderDetailPage from '@/pages/orders/order-detail-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { enterpriseId, orderTypeId, serviceItemId } from '@tests/support/order-fixtures';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer({ page: '/allOrder', signedInAs: '13800000001' });
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

async function openOrderFrom(source: number, origin: Record<string, number>) {
  const order = await admin.post('/v2/order/add', { templateId, customerId, serviceItemId: serviceItem, appointmentTime: '2030-06-01 14:00', description: '来源测试', title: '来源测试工单', source, origin });
  expect(order.statusCode, order.body).toBe(200);
  t.visit(`/allOrder/orderDetail/${order.json.data.id}`);
  renderWithStore(<Route path="/allOrder/orderDetail/:orderId"><OrderDetailPage /></Route>);
}

describe('来源 on the order detail (issue 23 item 7)', () => {
  it('shows the sales contract an order was made from by its number, linked to it', async () => {
    const contract = await admin.post('/v2/saleContract/save', { contractNo: 'HT-SRC-001', name: '来源合同', customerId, signedDate: '2026-03-01', status: 1 });
    await openOrderFrom(OrderSource.saleContract, { belongSaleContractId: contract.json.data.id });
    const link = await screen.findByRole('link', { name: '销售合同 HT-SRC-001' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe(`/salesContractDetail?id=${contract.json.data.id}`);
  }, 30_000);

  it('shows the customer product by its name and serial number, linked to it', async () => {
    const model = (await admin.post('/v2/product/save', { name: '来源测试机', model: 'SRC-1' })).json.data.id as number;
    const unit = (await admin.post('/v2/customer/production/save', { productId: model, customerId, serialNumber: 'SRC-SN-1' })).json.data;
    await openOrderFrom(OrderSource.customerProduct, { customerProductId: unit.id });
    const link = await screen.findByRole('link', { name: '客户产品 来源测试机（SRC-SN-1）' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe(`/productManage/productDetail/${model}/${unit.id}/${customerId}`);
  }, 30_000);
});

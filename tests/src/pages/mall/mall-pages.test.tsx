import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { beforeAll, describe, expect, it } from 'vitest';
import { MallPaths as P } from '@domain/mall/mall.paths';
import type { MallGoodsRow, MallOrderDetail } from '@domain/mall/mall.schemas';
import { DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES } from '@server/modules/portal/portal.public';
import MallOrderDetailPage from '@/pages/mall/mall-order-detail-page';
import ProductManagementPage from '@/pages/mall/product-management-page';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { PortalClient } from '@tests/support/portal-client';
import { useSignedIn } from '@tests/support/test-app';

const t = useClientServer();
const [admin, finance] = useSignedIn(t, '13800000001', '13800000008');
const goodsNamed = async (name: string) => ((await admin.get(`${P.goodsList}?pageSize=100`)).json.data.list as MallGoodsRow[]).find((g) => g.name === name)!;

describe('/productManagement', () => {
  it('edits a good’s spec options and images: added, moved forward, removed, saved in that order', async () => {
    const user = userEvent.setup();
    t.visit('/productManagement');
    await t.signIn('13800000001');
    renderWithStore(<ProductManagementPage />);
    const row = (await screen.findByText('PP棉滤芯', undefined, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(within(row).getByText('10英寸、20英寸')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('10英寸')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('规格'), '30英寸{Enter}');
    for (const address of ['/goods-a.png', '/goods-b.png', '/goods-c.png']) {
      await user.type(within(dialog).getByLabelText('图片地址'), address);
      await user.click(within(dialog).getByRole('button', { name: '添加地址' }));
    }
    const images = within(dialog).getByRole('list', { name: '商品图片' });
    await user.click(within(within(images).getByLabelText('图片3')).getByRole('button', { name: '上移' }));
    await user.click(within(within(images).getByLabelText('图片1')).getByRole('button', { name: '删除' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(async () => expect((await goodsNamed('PP棉滤芯')).images).toEqual(['/goods-c.png', '/goods-b.png']), { timeout: 10_000 });
    expect((await goodsNamed('PP棉滤芯')).specOptions).toEqual(['10英寸', '20英寸', '30英寸']);
  });
});

describe('/mallOrderDetails/{id}', () => {
  let order: MallOrderDetail;
  beforeAll(async () => {
    const chen = await new PortalClient(t).signIn(DEMO_PORTAL_CODE, DEMO_PORTAL_PHONES[0]);
    const goods = await goodsNamed('净水器除垢剂');
    order = (await chen.post(P.portalOrderCreate, { lines: [{ goodsId: goods.id, qty: 2 }], contactName: '陈客户', phone: '13900000001', address: '上海市浦东新区张江路100号' })).json.data;
    for (const op of ['pay', 'cancel']) expect((await admin.post(P.orderOperate, { id: order.id, op })).statusCode).toBe(200);
  });

  it('shows a cancelled paid order as waiting for its refund, records the refund and shows who gave how much back', async () => {
    const user = userEvent.setup();
    t.visit(`/mallOrderDetails/${order.id}`);
    await t.signIn('13800000008');
    renderWithStore(
      <Route path="/mallOrderDetails/:id">
        <MallOrderDetailPage />
      </Route>,
    );
    await screen.findByText('待退款', undefined, { timeout: 10_000 });
    expect(screen.getByText('未对账')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '登记退款' }));
    const amount = await screen.findByLabelText('退款金额');
    await user.clear(amount);
    await user.type(amount, '50');
    await user.type(screen.getByLabelText('退款备注'), '转账退回');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await screen.findByText(/^已退款 50\.00 元（吴财务，.*，转账退回）$/, undefined, { timeout: 10_000 });
    expect(screen.getByText(/登记退款（¥50\.00，转账退回）/)).toBeTruthy();
    // Part of what was paid: the rest is still to give back, and the dialog starts from it.
    const rest = (Number(order.amount) - 50).toFixed(2);
    expect(screen.getByText(`合计已退 50.00 元，尚待退款 ${rest} 元`)).toBeTruthy();
    // The first dialog gone (its exit animation over) before the second opens.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: '登记退款' }));
    expect(((await screen.findByLabelText('退款金额')) as HTMLInputElement).value).toBe(rest);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await screen.findByText(`合计已退 ${order.amount} 元`, undefined, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: '登记退款' })).toBeNull();
    expect((await finance.get(`${P.orderDetail}?id=${order.id}`)).json.data.refund).toMatchObject({ amount: order.amount, byName: '吴财务', left: '0.00' });
  });
});

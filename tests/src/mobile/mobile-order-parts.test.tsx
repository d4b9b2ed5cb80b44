import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@domain/orders/orders.types';
import type { StockRow } from '@domain/spare-parts/spare-parts.schemas';
import { OrderParts } from '@/pages/mobile/order-parts';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { Client } from '@tests/support/test-app';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { read } from './mobile-screens-harness';

/** 备件用料 on the phone's order (issue 32, item 18): the engineer uses a part from their own stock, and can take it back. */
const t = useClientServer({ page: '/m', signedInAs: '13800000003' });
let orderId = 0;

beforeAll(async () => {
  const { customerId, defaultType, aircon, users } = await sampleOrderSetting(t.app, { name: '手机用料客户', phone: '13900000061', contact: '周先生', contactPhone: '13900000062' });
  const [dispatcher, engineer] = await Promise.all(['13800000002', '13800000003'].map((phone) => Client.signIn(t.app, phone)));
  const added = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title: '手机用料', serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '换电容' });
  orderId = (added.json.data as OrderDetail).id;
  await dispatcher.post('/worker/batchDesignate', { ids: [orderId], ownerId: users['张师傅'] });
  expect((await engineer.post('/order/accept', { id: orderId })).statusCode).toBe(200);
});

describe('/m/order/:id 备件用料', () => {
  it('uses a part from my stock on the order, shows it with its amount, and cancels it back', async () => {
    const [held] = (await read<{ list: StockRow[] }>('/v2/spare/stock/mine?pageSize=100')).list.filter((r) => Number(r.qty) >= 2);
    renderWithStore(<OrderParts order={await read<OrderDetail>(`/order/orderDetail?id=${orderId}`)} />);
    const section = await screen.findByRole('region', { name: '备件用料' });
    const part = within(section).getByLabelText('备件（我的库存）');
    await within(part).findByRole('option', { name: new RegExp(`^${held.partName} · 余 ${held.qty}`) });
    fireEvent.click(within(section).getByRole('button', { name: '登记用料' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('请选择备件');

    fireEvent.change(part, { target: { value: String(held.partId) } });
    fireEvent.change(within(section).getByLabelText('数量'), { target: { value: '2' } });
    fireEvent.click(within(section).getByRole('button', { name: '登记用料' }));
    await within(section).findByText(new RegExp(`^${held.partName} ×2`));
    expect(Number((await read<{ list: StockRow[] }>(`/v2/spare/stock/mine?partId=${held.partId}`)).list[0]?.qty ?? 0)).toBe(Number(held.qty) - 2);

    fireEvent.click(within(section).getByRole('button', { name: `取消用料 ${held.partName}` }));
    await within(section).findByText('已取消');
    await waitFor(async () => expect((await read<{ list: StockRow[] }>(`/v2/spare/stock/mine?partId=${held.partId}`)).list[0]?.qty).toBe(held.qty));
  });
});

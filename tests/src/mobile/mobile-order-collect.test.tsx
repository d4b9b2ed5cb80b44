import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPaymentTemplates } from '@domain/finance/finance.schemas';
import type { OrderDetail } from '@domain/orders/orders.types';
import { OrderCollect } from '@/pages/mobile/order-collect';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { Client } from '@tests/support/test-app';
import { renderWithStore, settle, useClientServer } from '@tests/support/client-server';
import { read } from './mobile-screens-harness';

/** 收款 on the phone's order (issue 32, item 18): where the enterprise allows it, the engineer records a collection with a proof photo. */
const t = useClientServer({ page: '/m', signedInAs: '13800000003' });
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
let orderId = 0;
let admin: Client;

beforeAll(async () => {
  const { customerId, defaultType, aircon, users } = await sampleOrderSetting(t.app, { name: '手机收款客户', phone: '13900000071', contact: '陈先生', contactPhone: '13900000072' });
  const [dispatcher, engineer] = await Promise.all(['13800000002', '13800000003'].map((phone) => Client.signIn(t.app, phone)));
  admin = await Client.signIn(t.app, '13800000001');
  const added = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title: '手机收款', serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '上门收费' });
  orderId = (added.json.data as OrderDetail).id;
  await dispatcher.post('/worker/batchDesignate', { ids: [orderId], ownerId: users['张师傅'] });
  await engineer.post('/order/accept', { id: orderId });
  expect((await engineer.post('/order/startService', { id: orderId })).statusCode).toBe(200);
});
afterAll(() => admin.post('/systemsetting/batchsave', { items: [{ code: 'engineer_collect', value: 0 }] }));

const order = () => read<OrderDetail>(`/order/orderDetail?id=${orderId}`);

describe('/m/order/:id 收款', () => {
  it('is absent until the enterprise allows engineers to collect', async () => {
    const { container } = renderWithStore(<OrderCollect order={await order()} />);
    await settle();
    expect(container.textContent).toBe('');
  });

  it('records a collection with the proof photo, and says what is missing first', async () => {
    expect((await admin.post('/systemsetting/batchsave', { items: [{ code: 'engineer_collect', value: 1 }] })).statusCode).toBe(200);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithStore(<OrderCollect order={await order()} />);
    const section = await screen.findByRole('region', { name: '收款' });
    const item = within(section).getByLabelText('收款项');
    const option = await within(item).findByRole('option', { name: /·尾款$/ });
    fireEvent.change(item, { target: { value: (option as HTMLOptionElement).value } });
    fireEvent.change(within(section).getByLabelText('金额（元）'), { target: { value: '88' } });
    fireEvent.click(within(section).getByRole('button', { name: '登记收款' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('请拍摄收款凭证');

    await user.upload(within(section).getByLabelText('收款凭证'), new File([PNG], '凭证.png', { type: 'image/png' }));
    fireEvent.click(within(section).getByRole('button', { name: '登记收款' }));
    await within(section).findByText(/^已收 ¥88.00/);
    const stored = await read<OrderPaymentTemplates>(`/receive/collection/list?orderId=${orderId}`);
    const collected = stored.templates.flatMap((tpl) => tpl.items).find((i) => i.name === '尾款')!;
    expect(collected.collections).toEqual([expect.objectContaining({ amount: '88.00', mode: 1, proof: [expect.objectContaining({ name: '凭证.png' })] })]);
  });
});

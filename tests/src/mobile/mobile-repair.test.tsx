import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import type { RepairView } from '@domain/repair/repair.schemas';
import type { StockRow } from '@domain/spare-parts/spare-parts.schemas';
import { useClientServer } from '@tests/support/client-server';
import { Client } from '@tests/support/test-app';
import { MobileScreens } from './mobile-screens-harness';

const DESK = '13800000006';
const ENGINEER = '13800000003';
const t = useClientServer({ page: '/m' });

let admin: Client;
let desk: Client;
/** A new product of a demo customer (no repair order open on it), by its serial number. */
async function newProduct(serialNumber: string): Promise<number> {
  const [customer] = (await admin.get('/v2/customer/list?pageIndex=0&pageSize=10')).json.data as CustomerRow[];
  const model = await admin.post('/v2/product/save', { name: `手机维修机${serialNumber}`, model: serialNumber, category: '', warrantyPeriod: 1, warrantyUnit: 3, warrantyBasis: 2 });
  const saved = await admin.post('/v2/customer/production/save', { productId: model.json.data.id, name: '手机维修机', serialNumber, customerId: customer.id });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json.data.id as number;
}

/** Pastes a code into the field and presses Enter, as a person does (typing fast would look like a reader's burst). */
async function enter(code: string) {
  const field = await screen.findByRole('textbox', { name: '扫码枪扫描或输入后查询' });
  await userEvent.click(field);
  await userEvent.paste(code);
  await userEvent.keyboard('{Enter}');
}

beforeAll(async () => {
  admin = await Client.signIn(t.app, '13800000001');
  desk = await Client.signIn(t.app, DESK);
});

describe('维修扫码 and the repair order on the phone', () => {
  it('the desk scans a product on its way: its order opens signed in, and the desk takes it on there', async () => {
    const serial = `M-RX-${Date.now()}`;
    const productId = await newProduct(serial);
    const written = (await desk.post('/v2/repair/order/save', { customerProductId: productId, fault: '开不了机' })).json.data as RepairView;

    await t.open('/m/repairScan', DESK, <MobileScreens />);
    await enter(serial);
    await screen.findByRole('status');
    expect(location.pathname).toBe(`/m/repair/${written.id}`);
    expect(screen.getByRole('status').textContent).toBe('产品已签收');
    const facts = screen.getByRole('region', { name: '维修单' });
    expect(within(facts).getByRole('heading', { name: written.repairNo })).toBeTruthy();
    expect(within(facts).getByText(/^孙接待 /)).toBeTruthy();
    expect(within(facts).getByText('待确认')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '受理' }));
    expect((await screen.findByText('受理成功')).getAttribute('role')).toBe('status');
    await within(facts).findByText('处理中');
    expect(screen.queryByRole('button', { name: '受理' })).toBeNull();
  });

  it('an engineer: a product with no open order is said so; the bench lists open orders by state and one opens unsigned, with no 签收', async () => {
    const serial = `M-RY-${Date.now()}`;
    const productId = await newProduct(serial);
    await t.open('/m/repairScan', ENGINEER, <MobileScreens />);
    await enter(serial);
    expect((await screen.findByRole('alert')).textContent).toBe('该产品没有进行中的维修单');

    const written = (await desk.post('/v2/repair/order/save', { customerProductId: productId, fault: '漏水' })).json.data as RepairView;
    t.visit('/m/repairs');
    window.dispatchEvent(new PopStateEvent('popstate'));
    const card = await screen.findByRole('link', { name: new RegExp(written.repairNo) });
    expect(card.textContent).toContain('待确认·未签收');
    await userEvent.click(card);
    const facts = await screen.findByRole('region', { name: '维修单' });
    expect(within(facts).getByText('未签收（产品在途）')).toBeTruthy();
    // The engineer neither signs in nor takes on a product that is not here yet.
    expect(screen.queryByRole('button', { name: '签收' })).toBeNull();
    expect(screen.queryByRole('button', { name: '受理' })).toBeNull();
  });
});

describe('the bench’s work on the phone: parts, approval, shipping and 收款', () => {
  it('the engineer uses a part (the faulty one into 我的旧件) and submits, the director approves, the desk ships it back and receives the fee', async () => {
    const serial = `M-RZ-${Date.now()}`;
    await newProduct(serial);
    const engineer = await Client.signIn(t.app, ENGINEER);
    const { order } = (await desk.post('/v2/repair/order/scanSignIn', { code: serial, fault: '不制冷' })).json.data as { order: RepairView };
    expect((await engineer.post('/v2/repair/order/operate', { id: order.id, op: 'confirm' })).statusCode).toBe(200);
    const [held] = ((await engineer.get('/v2/spare/stock/mine?pageSize=100')).json.data.list as StockRow[]).filter((r) => Number(r.qty) >= 2);
    const oldBefore = async () => Number(((await engineer.get(`/old/part/personal/stock/list?partId=${held.partId}`)).json.data.list as { qty: string }[])[0]?.qty ?? 0);
    const oldHeld = await oldBefore();

    let view = await t.open(`/m/repair/${order.id}`, ENGINEER, <MobileScreens />);
    const parts = await screen.findByRole('region', { name: '维修用料' });
    const part = within(parts).getByLabelText('备件（我的库存）');
    await within(part).findByRole('option', { name: new RegExp(`^${held.partName} · 余`) });
    await userEvent.selectOptions(part, String(held.partId));
    await userEvent.click(within(parts).getByRole('checkbox'));
    await userEvent.click(within(parts).getByRole('button', { name: '登记用料' }));
    await within(parts).findByText(new RegExp(`拆下旧件 ${held.partName} ×1`));
    expect(await oldBefore()).toBe(oldHeld + 1);
    await userEvent.click(screen.getByRole('button', { name: '提交完工审批' }));
    await within(screen.getByRole('region', { name: '维修单' })).findByText('待审批');

    view.unmount();
    view = await t.open(`/m/repair/${order.id}`, '13800000010', <MobileScreens />);
    const approval = await screen.findByRole('region', { name: '完工审批' });
    await userEvent.click(within(approval).getByRole('button', { name: '驳回' }));
    expect((await within(approval).findByRole('alert')).textContent).toBe('请填写驳回原因');
    await userEvent.click(within(approval).getByRole('button', { name: '审批通过' }));
    await within(screen.getByRole('region', { name: '维修单' })).findByText('已完成');

    view.unmount();
    view = await t.open(`/m/repair/${order.id}`, DESK, <MobileScreens />);
    const ship = await screen.findByRole('region', { name: '寄回客户' });
    await userEvent.type(within(ship).getByLabelText('快递公司'), '顺丰速运');
    await userEvent.type(within(ship).getByLabelText('快递单号'), 'SF777000111');
    await userEvent.click(within(ship).getByRole('button', { name: '寄回' }));
    const facts = screen.getByRole('region', { name: '维修单' });
    await within(facts).findByText('顺丰速运 SF777000111');
    expect(screen.queryByRole('region', { name: '寄回客户' })).toBeNull();

    // 收款 as on the PC detail: out of warranty, the charge by the mode the customer paid, once.
    const collect = screen.getByRole('region', { name: '收款' });
    await userEvent.selectOptions(within(collect).getByLabelText('收款方式'), '3');
    await userEvent.click(within(collect).getByRole('button', { name: '登记收款' }));
    expect((await screen.findByText('收款成功')).getAttribute('role')).toBe('status');
    await within(facts).findByText(/（已收款·微信）$/);
    expect(screen.queryByRole('region', { name: '收款' })).toBeNull();
  });
});

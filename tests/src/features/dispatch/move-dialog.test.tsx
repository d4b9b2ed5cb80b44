import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DispatchPaths as P } from '@domain/dispatch/dispatch.paths';
import type { BoardView } from '@domain/dispatch/dispatch.types';
import type { OrderDetail } from '@domain/orders/orders.types';
import { MoveDialog } from '@/features/dispatch/components/move-dialog';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { Client } from '@tests/support/test-app';

const t = useClientServer({ page: '/dispatch', signedInAs: '13800000002' });
// A Monday far from any real today (the demo calendar: 张师傅 Monday–Saturday 08:30–18:00).
const DAY = '2030-06-03';

/** An order of the demo enterprise assigned to 张师傅 on DAY at 14:00, and the board's block of it. */
async function placedBlock() {
  const dispatcher = await Client.signIn(t.app, '13800000002');
  const { users, customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '改期测试客户', phone: '13900004101', region: '上海市/上海市/浦东新区', detail: '张江路 2 号' });
  const created = (await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, serviceItemId: aircon, title: '改期测试', description: '空调不制冷', appointmentTime: `${DAY} 09:00` })).json.data as OrderDetail;
  expect((await dispatcher.post(P.place, { orderId: created.id, version: created.version, userId: users['张师傅'], appointmentTime: `${DAY} 14:00` })).statusCode).toBe(200);
  const board = (await dispatcher.get(`${P.board}?from=${DAY}&days=3`)).json.data as BoardView;
  return { dispatcher, users, board, block: board.blocks.find((b) => b.orderId === created.id)! };
}

describe('MoveDialog (改派或改期)', () => {
  it('names a conflict before anything lands, and hands the block over to another engineer and day when there is none', async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
    const { dispatcher, users, board, block } = await placedBlock();
    let closed = false;
    renderWithStore(<MoveDialog board={board} block={block} onClose={() => (closed = true)} />);
    const dialog = within(await screen.findByRole('dialog'));
    const ok = () => dialog.getByRole('button', { name: /确\s*定/ });
    expect(ok().hasAttribute('disabled')).toBe(true);
    const choose = async (label: string, option: RegExp) => {
      await u.click(dialog.getByRole('combobox', { name: label }));
      await u.click(await screen.findByRole('option', { name: option }));
    };
    await choose('时间', /^07:00$/);
    await dialog.findByText('预约时间不在该人员的工作时间内');
    expect(ok().hasAttribute('disabled')).toBe(true);
    await choose('人员', /多企业用户/);
    await choose('日期', /2030-06-04/);
    await choose('时间', /^10:00$/);
    await dialog.findByText('没有冲突');
    await waitFor(() => expect(ok().hasAttribute('disabled')).toBe(false));
    await u.click(ok());
    await waitFor(() => expect(closed).toBe(true));
    const detail = (await dispatcher.get(`/order/orderDetail?id=${block.orderId}`)).json.data as OrderDetail;
    expect(detail.owner?.id).toBe(users['多企业用户']);
    expect(detail.appointmentTime).toBe('2030-06-04T02:00:00.000Z');
  });
});

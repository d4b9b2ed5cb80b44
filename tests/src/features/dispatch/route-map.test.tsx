import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DispatchPaths as P } from '@domain/dispatch/dispatch.paths';
import type { OrderDetail } from '@domain/orders/orders.types';
import { orders } from '@server/db/schema';
import { OptimisePanel } from '@/features/dispatch/components/optimise-panel';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { sampleOrderSetting } from '@tests/support/order-fixtures';
import { Client } from '@tests/support/test-app';

const t = useClientServer({ page: '/dispatch', signedInAs: '13800000002' });
// A Wednesday far from any real today (the demo calendar: 张师傅 Monday–Saturday 08:30–18:00, home at 南山区科技园 113.93, 22.53).
const DAY = '2030-06-05';
const EAST = { lng: 114.1, lat: 22.54 };
const WEST = { lng: 113.95, lat: 22.53 };
const EAST_TOO = { lng: 114.11, lat: 22.545 };

/** 张师傅's day booked east, west, east again (a zigzag the optimiser undoes), and a visit with no location. */
async function zigzagDay() {
  const dispatcher = await Client.signIn(t.app, '13800000002');
  const { users, customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '路线地图客户', phone: '13900004201' });
  const book = async (title: string, time: string, position: { lng: number; lat: number } | null) => {
    const created = (await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, serviceItemId: aircon, title, description: '上门', appointmentTime: `${DAY} ${time}` })).json.data as OrderDetail;
    await t.app.db.system.update(orders).set({ lng: position?.lng ?? null, lat: position?.lat ?? null }).where(eq(orders.id, created.id));
    const placed = await dispatcher.post(P.place, { orderId: created.id, userId: users['张师傅'], appointmentTime: `${DAY} ${time}` });
    expect(placed.statusCode, placed.body).toBe(200);
    return created.orderNo;
  };
  return { east: await book('东边一', '09:00', EAST), west: await book('西边', '11:00', WEST), eastToo: await book('东边二', '13:00', EAST_TOO), nowhere: await book('没有位置', '15:00', null) };
}

const itemsOf = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.textContent);

describe('RouteMap (优化路线 on the map)', () => {
  it("draws an engineer's day as proposed and as booked, numbered, with the sequence listed and the visit without location only listed", async () => {
    const u = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
    const day = await zigzagDay();
    renderWithStore(<OptimisePanel day={DAY} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog'));
    await u.click(dialog.getByRole('button', { name: /计\s*算/ }));

    // As proposed: the west visit first, then the two in the east.
    const after = await dialog.findByRole('list', { name: '张师傅 优化后的顺序' });
    const proposed = itemsOf(after);
    expect(proposed).toEqual([
      expect.stringMatching(new RegExp(`^第 1 站 \\d\\d:\\d\\d ${day.west} 西边$`)),
      expect.stringMatching(new RegExp(`^第 2 站 \\d\\d:\\d\\d ${day.east} 东边一$`)),
      expect.stringMatching(new RegExp(`^第 3 站 \\d\\d:\\d\\d ${day.eastToo} 东边二$`)),
    ]);
    const map = dialog.getByRole('application', { name: '地图' });
    expect(within(map).getByRole('button', { name: '起点 张师傅' })).toBeTruthy();
    expect(within(map).getAllByRole('button', { name: /^第 \d 站/ }).map((m) => m.getAttribute('aria-label'))).toEqual(proposed);
    // The route line runs from the start through the three stops; the visit without location is listed, never drawn.
    expect(map.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(4);
    expect(itemsOf(dialog.getByRole('list', { name: '张师傅 无位置' }))).toEqual([`15:00 ${day.nowhere} 没有位置`]);
    expect(within(map).queryByRole('button', { name: new RegExp(day.nowhere) })).toBeNull();
    const km = (text: string) => Number(dialog.getByText(new RegExp(`^${text} [\\d.]+ km`)).textContent!.match(/[\d.]+/)![0]);
    const afterKm = km('优化后');

    // The keyboard: Enter on a stop's marker marks it in the list.
    const second = within(map).getByRole('button', { name: new RegExp(`^第 2 站 .*${day.east}`) });
    second.focus();
    await u.keyboard('{Enter}');
    expect(within(after).getByRole('listitem', { current: true }).textContent).toContain(day.east);

    // As booked: the zigzag, longer.
    await u.click(dialog.getByRole('radio', { name: '优化前' }));
    const booked = itemsOf(await dialog.findByRole('list', { name: '张师傅 优化前的顺序' }));
    expect(booked).toEqual([`第 1 站 09:00 ${day.east} 东边一`, `第 2 站 11:00 ${day.west} 西边`, `第 3 站 13:00 ${day.eastToo} 东边二`]);
    expect(km('优化前')).toBeGreaterThan(afterKm);
    // The engineer is chosen from the list of the day's engineers.
    await u.click(dialog.getByRole('combobox', { name: '人员' }));
    expect(await screen.findByRole('option', { name: /^张师傅（[\d.]+ → [\d.]+ km）$/ })).toBeTruthy();
  });
});

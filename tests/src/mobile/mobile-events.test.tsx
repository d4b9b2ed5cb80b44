import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EVENT_OP_NAMES, EventState } from '@domain/events/events.constants';
import type { EventDetail, EventRow } from '@domain/events/events.schemas';
import { renderWithStore, useClientServer } from '@tests/support/client-server';
import { MobileScreens, read } from './mobile-screens-harness';

const ENGINEER = '13800000003';
const t = useClientServer({ page: '/m', signedInAs: ENGINEER });
const open = (path: string) => {
  t.visit(path);
  return renderWithStore(<MobileScreens />);
};
const mine = (states: string) => read<EventRow[]>(`/v2/event/getAllEventList?scope=mine&event_states=${states}&pageIndex=0&pageSize=20`);
/** The names of the buttons and links the server's operations should give (删除 stays in the PC list). */
const namesOf = (event: EventDetail) =>
  event.operations
    .filter((op) => op !== 'delete')
    .map((op) => (op === 'copy' ? '复制（电脑版）' : EVENT_OP_NAMES[op]))
    .sort();

describe('/m/events, my events on the phone', () => {
  it('lists my open events first and the completed ones under their chip', async () => {
    open('/m/events');
    const unfinished = await mine('1,2,3,4,5');
    const done = await mine(String(EventState.completed));
    expect(unfinished.length).toBeGreaterThan(0);
    expect(done.length).toBeGreaterThan(0);
    for (const e of unfinished) expect(await screen.findByRole('link', { name: new RegExp(e.code) })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '已完成' }));
    // At once, before the chip's list has come: the open events' cards are not offered under 已完成.
    expect(screen.queryByRole('link', { name: new RegExp(unfinished[0].code) })).toBeNull();
    await screen.findByRole('link', { name: new RegExp(done[0].code) });
    expect(screen.queryByRole('link', { name: new RegExp(unfinished[0].code) })).toBeNull();
    expect(location.search).toBe('?state=6');
  });
});

describe('/m/event/:id, an event on the phone', () => {
  it('shows exactly the operations the server allows, and a tap runs one', async () => {
    const [waiting] = await mine(String(EventState.pendingHandling));
    open(`/m/event/${waiting.id}`);
    const before = await read<EventDetail>(`/v2/event/detailed?id=${waiting.id}`);
    expect(before.operations).toContain('start');
    const actions = await screen.findByRole('region', { name: '操作' });
    const shown = () => [...within(actions).queryAllByRole('button'), ...within(actions).queryAllByRole('link')].map((b) => b.textContent ?? '');
    expect(shown().sort()).toEqual(namesOf(before));

    fireEvent.click(within(actions).getByRole('button', { name: '开始处理' }));
    const facts = screen.getByRole('region', { name: '事件信息' });
    await waitFor(() => expect(within(facts).getByText('处理中')).toBeTruthy());
    const after = await read<EventDetail>(`/v2/event/detailed?id=${waiting.id}`);
    expect(after.state).toBe(EventState.handling);
    await waitFor(() => expect(shown().sort()).toEqual(namesOf(after)));
  });

  it('asks before completing, then completes with the remark', async () => {
    const [handling] = await mine(String(EventState.handling));
    open(`/m/event/${handling.id}`);
    const actions = await screen.findByRole('region', { name: '操作' });
    fireEvent.click(await within(actions).findByRole('button', { name: '完成' }));
    fireEvent.change(within(actions).getByLabelText(/备注/), { target: { value: '已上门处理' } });
    fireEvent.click(within(actions).getByRole('button', { name: '确定完成' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: '事件信息' })).getByText('已完成')).toBeTruthy());
    expect((await read<EventDetail>(`/v2/event/detailed?id=${handling.id}`)).state).toBe(EventState.completed);
  });
});

describe('/m/event/:id for a dispatcher', () => {
  it('assigns a waiting event to the person chosen on the phone', async () => {
    await t.signIn('13800000002');
    const [waiting] = await read<EventRow[]>(`/v2/event/getAllEventList?scope=all&event_states=${EventState.pendingAssignment}&pageIndex=0&pageSize=20`);
    open(`/m/event/${waiting.id}`);
    const actions = await screen.findByRole('region', { name: '操作' });
    fireEvent.click(await within(actions).findByRole('button', { name: '指派' }));
    const owner = within(actions).getByLabelText('负责人') as HTMLSelectElement;
    await waitFor(() => expect(within(owner).getByRole('option', { name: '张师傅' })).toBeTruthy());
    fireEvent.change(owner, { target: { value: within(owner).getByRole<HTMLOptionElement>('option', { name: '张师傅' }).value } });
    fireEvent.click(within(actions).getByRole('button', { name: '确定指派' }));

    const facts = screen.getByRole('region', { name: '事件信息' });
    await waitFor(() => expect(within(facts).getByText('待处理')).toBeTruthy());
    expect(within(facts).getByText('张师傅')).toBeTruthy();
    expect(await read<EventDetail>(`/v2/event/detailed?id=${waiting.id}`)).toMatchObject({ state: EventState.pendingHandling, principal: { name: '张师傅' } });
  });
});

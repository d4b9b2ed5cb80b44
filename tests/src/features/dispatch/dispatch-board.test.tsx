import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoardBlock, BoardView } from '@domain/dispatch/dispatch.types';
import { DispatchBoard } from '@/features/dispatch/components/dispatch-board';

const DAY = '2030-06-03';
const work = { startMinute: 480, endMinute: 1080 };
const block = (orderId: number, userId: number, startMinute: number): BoardBlock => ({
  orderId, orderNo: `GD${orderId}`, title: `上门${orderId}`, customerName: '客户', address: '上海市浦东新区', version: 1, templateId: 1, noLocation: false, userId, day: DAY, startMinute, endMinute: startMinute + 60, state: 2,
});
const board: BoardView = {
  days: [DAY],
  rows: [
    { userId: 1, name: '张师傅', days: [{ day: DAY, work, leave: null }] },
    { userId: 2, name: '李师傅', days: [{ day: DAY, work, leave: null }] },
  ],
  blocks: [block(11, 1, 600), block(12, 2, 660)],
  waiting: [],
};
const noop = () => {};

describe('DispatchBoard blocks', () => {
  it('lifts a focused block with space, leaves the others still, and puts it back with Escape', async () => {
    render(<DispatchBoard board={board} day={DAY} today={DAY} onDay={noop} onDrop={noop} onCandidates={noop} onMove={noop} />);
    const lifted = screen.getByRole('button', { name: /预约 GD11/ });
    const other = screen.getByRole('button', { name: /预约 GD12/ });
    expect(lifted.getAttribute('aria-describedby')).toBe('dispatch-drag-help');
    expect(document.getElementById('dispatch-drag-help')?.textContent).toMatch(/空格拿起/);
    lifted.focus();
    fireEvent.keyDown(lifted, { code: 'Space', key: ' ' });
    await waitFor(() => expect(lifted.style.opacity).toBe('0.4'));
    expect(other.style.opacity).toBe('1');
    fireEvent.keyDown(lifted, { code: 'Escape', key: 'Escape' });
    await waitFor(() => expect(lifted.style.opacity).toBe('1'));
  });

  it('lifts a block pressed before any hover reached it (the pointer arms it at once)', async () => {
    render(<DispatchBoard board={board} day={DAY} today={DAY} onDay={noop} onDrop={noop} onCandidates={noop} onMove={noop} />);
    const pressed = screen.getByRole('button', { name: /预约 GD12/ });
    fireEvent.pointerDown(pressed, { isPrimary: true, button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(document, { isPrimary: true, clientX: 30, clientY: 10 });
    await waitFor(() => expect(pressed.style.opacity).toBe('0.4'));
    fireEvent.pointerUp(document, { isPrimary: true, clientX: 30, clientY: 10 });
    await waitFor(() => expect(pressed.style.opacity).toBe('1'));
  });
});

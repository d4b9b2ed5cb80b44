import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { BoardBlock } from '@domain/dispatch/dispatch.types';

/** The hours a day's timeline shows (a column per hour) and the board's sizes in pixels. */
export const FIRST_HOUR = 7;
export const LAST_HOUR = 20;
export const HOURS = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, i) => FIRST_HOUR + i);
export const SLOT_PX = 64;
export const NAME_PX = 110;
export const ROW_PX = 41;

/** One drop target per engineer row (the hour comes from where the drag is), and one per day tab. */
export const rowId = (userId: number) => `row:${userId}`;
export const parseRow = (id: string | number | undefined) => (String(id ?? '').startsWith('row:') ? Number(String(id).slice(4)) : null);
export const dayId = (day: string) => `day:${day}`;
export const parseDay = (id: string | number | undefined) => (String(id ?? '').startsWith('day:') ? String(id).slice(4) : null);

/** The board's hour at x (viewport pixels) on a row whose left edge is rowLeft; null over the name column. */
export function hourAt(x: number, rowLeft: number): number | null {
  const offset = x - rowLeft - NAME_PX;
  if (offset < 0) return null;
  return Math.min(FIRST_HOUR + Math.floor(offset / SLOT_PX), LAST_HOUR - 1);
}

/** The board's hour an appointment is drawn in (one starting off the board sits in its first or last hour). */
export const startHour = (block: BoardBlock) => Math.min(Math.max(Math.floor(block.startMinute / 60), FIRST_HOUR), LAST_HOUR - 1);

interface DragGeometry {
  activatorEvent: Event | null;
  delta: { x: number };
  translatedLeft: number | null;
  translatedWidth: number;
}

/**
 * Where the drag points, in viewport x: the pointer for a mouse or touch drag; for a keyboard drag the first
 * half-slot of the lifted card (a block's start), which the arrows move a slot at a time.
 */
export function pointerX({ activatorEvent, delta, translatedLeft, translatedWidth }: DragGeometry): number | null {
  if (activatorEvent && 'clientX' in activatorEvent && typeof activatorEvent.clientX === 'number' && !(activatorEvent instanceof KeyboardEvent)) return activatorEvent.clientX + delta.x;
  return translatedLeft === null ? null : translatedLeft + Math.min(translatedWidth, SLOT_PX) / 2;
}

/** The arrows move a lifted card one hour or one engineer at a time (dnd-kit's default is 25 px). */
export const keyboardSteps: KeyboardCoordinateGetter = (event, { currentCoordinates: at }) => {
  const step: Record<string, [number, number]> = { ArrowRight: [SLOT_PX, 0], ArrowLeft: [-SLOT_PX, 0], ArrowDown: [0, ROW_PX], ArrowUp: [0, -ROW_PX] };
  const move = step[event.code];
  if (!move) return undefined;
  event.preventDefault();
  return { x: at.x + move[0], y: at.y + move[1] };
};

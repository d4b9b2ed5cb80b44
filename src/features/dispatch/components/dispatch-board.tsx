import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
} from '@dnd-kit/core';
import { Button, Tabs, Tag } from '@arco-design/web-react';
import { memo, useMemo, useRef, useState } from 'react';
import { clock, type PersonDay } from '@domain/dispatch/candidates';
import { dropConflicts } from '@domain/dispatch/conflicts';
import type { BoardBlock, BoardView, Conflict, WaitingOrder } from '@domain/dispatch/dispatch.types';
import { HOURS, NAME_PX, SLOT_PX, dayId, hourAt, keyboardSteps, parseDay, parseRow, pointerX } from '../board-geometry';
import { DRAG_HELP_ID, EngineerRow, type Dragged, type RowHover } from './board-row';

/** Where a drop lands: an engineer's hour of the shown day (from the row and the pointer's x), or (a block only) the same engineer and time on a day tab. */
interface Target {
  userId: number;
  day: string;
  startMinute: number;
  onRow: boolean;
}
function targetOf(e: DragMoveEvent, day: string): Target | null {
  const dragged = e.active.data.current as Dragged | undefined;
  if (!dragged || !e.over) return null;
  const userId = parseRow(e.over.id);
  if (userId !== null) {
    const lifted = e.active.rect.current.translated;
    const x = pointerX({ activatorEvent: e.activatorEvent, delta: e.delta, translatedLeft: lifted?.left ?? null, translatedWidth: lifted?.width ?? 0 });
    const hour = x === null ? null : hourAt(x, e.over.rect.left);
    return hour === null ? null : { userId, day, startMinute: hour * 60, onRow: true };
  }
  const other = parseDay(e.over.id);
  return other && dragged.kind === 'block' ? { userId: dragged.block.userId, day: other, startMinute: dragged.block.startMinute, onRow: false } : null;
}

/** The row under the pointer for a mouse or touch drag; for the keyboard, the row the lifted card overlaps most. */
const collisions: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));

/** What the board knows of a person's day (leave, hours, blocks): the conflicts a drop would meet, before it lands. */
export function boardConflicts(board: BoardView, day: string, userId: number, startMinute: number, durationMin: number, orderId: number): Conflict[] {
  const row = board.rows.find((r) => r.userId === userId);
  const cell = row?.days.find((d) => d.day === day);
  if (!row || !cell) return [];
  const person: PersonDay = {
    userId,
    name: row.name,
    skills: [],
    areas: [],
    work: cell.work,
    leave: cell.leave,
    home: null,
    partIds: [],
    visits: board.blocks.filter((b) => b.userId === userId && b.day === day).map((b) => ({ orderId: b.orderId, startMinute: b.startMinute, endMinute: b.endMinute, position: null })),
  };
  return dropConflicts(person, { orderId, startMinute, durationMin, skill: null });
}

const WaitingCard = memo(function WaitingCard({ order, onCandidates }: { order: WaitingOrder; onCandidates: (o: WaitingOrder) => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `order:${order.orderId}`, data: { kind: 'waiting', order } satisfies Dragged });
  return (
    <li style={{ listStyle: 'none', marginBottom: 8, opacity: isDragging ? 0.5 : 1 }}>
      <div ref={setNodeRef} {...listeners} {...attributes} style={{ border: '1px solid var(--color-border-2)', borderRadius: 4, padding: 8, background: 'var(--color-bg-2)', cursor: 'grab' }}>
        <div style={{ fontWeight: 500 }}>{order.title}</div>
        <div style={{ fontSize: 12, color: 'var(--color-text-3)' }}>
          {order.orderNo} · {order.customerName}
        </div>
        {order.noLocation && <Tag color="orange" size="small">无位置</Tag>}
      </div>
      <Button size="mini" type="text" onClick={() => onCandidates(order)}>
        候选人
      </Button>
    </li>
  );
});

/** A day's tab: shows the day, and takes a dragged block to the same engineer and time on that day. */
function DayTab({ day, label, hover }: { day: string; label: string; hover: Conflict[] | null }) {
  const { setNodeRef, isOver } = useDroppable({ id: dayId(day) });
  const bad = isOver && hover && hover.length > 0;
  return (
    <span ref={setNodeRef} style={{ padding: '2px 6px', borderRadius: 4, background: bad ? 'rgb(var(--red-2))' : isOver ? 'rgb(var(--green-2))' : undefined }}>
      {label}
    </span>
  );
}

/** Space lifts and drops (Enter on a block opens its dialog instead). */
const KEYS = { start: ['Space'], cancel: ['Escape'], end: ['Space'] };
const NO_BLOCKS: BoardBlock[] = [];

export interface BoardProps {
  board: BoardView;
  /** The board's days as tabs, the one shown, and today (labelled so). */
  day: string;
  today: string;
  onDay: (day: string) => void;
  onDrop: (d: { orderId: number; version: number; userId: number; time: string }) => void;
  onCandidates: (o: WaitingOrder) => void;
  onMove: (b: BoardBlock) => void;
}

/**
 * The dispatch board's day: engineers as rows, the day's hours as the timeline, appointments as blocks;
 * the waiting orders beside it. Drag (pointer, or keyboard: space to lift, arrows, space to drop) an
 * order or a block onto an engineer's hour to assign and set the appointment, or a block onto another
 * day's tab to move it there; the target turns red and names the conflict (leave, day off, outside
 * hours, overlap) while the drag hovers it.
 */
export function DispatchBoard({ board, day, today, onDay, onDrop, onCandidates, onMove }: BoardProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { keyboardCodes: KEYS, coordinateGetter: keyboardSteps }));
  const [hover, setHover] = useState<{ target: Target; conflicts: Conflict[] } | null>(null);
  const hovered = useRef('');
  // The day's blocks by engineer, built once per answer and day (not on every hover).
  const blocksOf = useMemo(() => {
    const map = new Map<number, BoardBlock[]>();
    for (const b of board.blocks) if (b.day === day) map.set(b.userId, [...(map.get(b.userId) ?? []), b]);
    return map;
  }, [board.blocks, day]);
  const nameOf = (userId: number) => board.rows.find((r) => r.userId === userId)?.name ?? '';
  const rowHover = useMemo<RowHover | null>(() => (hover?.target.onRow ? { hour: hover.target.startMinute / 60, conflicts: hover.conflicts } : null), [hover]);
  const announcements: Announcements = {
    onDragStart: () => '已拿起工单，用方向键移动到人员和时间，空格放下，Esc 取消',
    onDragOver: ({ over }) => {
      const userId = parseRow(over?.id);
      return userId !== null ? `移到 ${nameOf(userId)}` : parseDay(over?.id) ? `移到 ${parseDay(over?.id)}` : '不在时间格上';
    },
    onDragEnd: ({ over }) => (over ? '已放下' : '已取消'),
    onDragCancel: () => '已取消',
  };
  const clear = () => {
    hovered.current = '';
    setHover(null);
  };
  // Every move and every change of row lands here (a move's event can carry the row before it): the board
  // re-renders only when the engineer, day or hour pointed at changes.
  const onDragMove = (e: DragMoveEvent) => {
    const target = targetOf(e, day);
    const key = target ? `${target.userId}:${target.day}:${target.startMinute}:${target.onRow}` : '';
    if (key === hovered.current) return;
    hovered.current = key;
    if (!target) return setHover(null);
    const dragged = e.active.data.current as Dragged;
    const duration = dragged.kind === 'block' ? dragged.block.endMinute - dragged.block.startMinute : 60;
    const orderId = dragged.kind === 'block' ? dragged.block.orderId : dragged.order.orderId;
    setHover({ target, conflicts: boardConflicts(board, target.day, target.userId, target.startMinute, duration, orderId) });
  };
  const onDragEnd = (e: DragEndEvent) => {
    clear();
    const dragged = e.active.data.current as Dragged | undefined;
    const target = targetOf(e, day);
    if (!dragged || !target) return;
    const orderId = dragged.kind === 'block' ? dragged.block.orderId : dragged.order.orderId;
    const version = dragged.kind === 'block' ? dragged.block.version : dragged.order.version;
    onDrop({ orderId, version, userId: target.userId, time: `${target.day} ${clock(target.startMinute)}` });
  };
  const conflicts = hover?.conflicts ?? [];
  const message = !hover ? '' : conflicts.length > 0 ? conflicts.map((c) => c.text).join('；') : `${nameOf(hover.target.userId)} ${hover.target.day.slice(5)} ${clock(hover.target.startMinute)} 可放下`;
  return (
    <DndContext sensors={sensors} collisionDetection={collisions} onDragMove={onDragMove} onDragOver={onDragMove} onDragEnd={onDragEnd} onDragCancel={clear} accessibility={{ announcements }}>
      <Tabs activeTab={day} onChange={onDay}>
        {board.days.map((d) => (
          <Tabs.TabPane key={d} title={<DayTab day={d} label={d === today ? `今天 ${d.slice(5)}` : d.slice(5)} hover={hover && !hover.target.onRow ? hover.conflicts : null} />} />
        ))}
      </Tabs>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <aside aria-label="待指派工单" style={{ width: 220, flex: 'none' }}>
          <h3 style={{ marginTop: 0 }}>待指派（{board.waiting.length}）</h3>
          <ul style={{ padding: 0, margin: 0, maxHeight: 640, overflow: 'auto' }}>
            {board.waiting.map((o) => (
              <WaitingCard key={o.orderId} order={o} onCandidates={onCandidates} />
            ))}
          </ul>
        </aside>
        <div style={{ overflowX: 'auto', flex: 1 }}>
          <span id={DRAG_HELP_ID} hidden>
            空格拿起，方向键移动到人员和时间，空格放下，Esc 取消；回车打开改派或改期
          </span>
          <div role="status" aria-live="polite" style={{ minHeight: 22, color: conflicts.length > 0 ? 'rgb(var(--red-6))' : 'var(--color-text-2)' }}>
            {message}
          </div>
          <div role="grid" aria-label={`派工看板 ${day}`} style={{ minWidth: NAME_PX + HOURS.length * SLOT_PX }}>
            <div role="row" style={{ display: 'flex', fontSize: 12, color: 'var(--color-text-3)' }}>
              <div role="columnheader" style={{ width: NAME_PX }}>人员</div>
              {HOURS.map((h) => (
                <div role="columnheader" key={h} style={{ width: SLOT_PX, paddingLeft: 2 }}>
                  {String(h).padStart(2, '0')}:00
                </div>
              ))}
            </div>
            {board.rows.map((row) => (
              <EngineerRow key={row.userId} row={row} day={day} blocks={blocksOf.get(row.userId) ?? NO_BLOCKS} hover={hover?.target.userId === row.userId ? rowHover : null} onMove={onMove} />
            ))}
          </div>
        </div>
      </div>
    </DndContext>
  );
}

import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent, type DragOverEvent } from '@dnd-kit/core';
import { Button, Tabs, Tag } from '@arco-design/web-react';
import { useMemo, useState, type ReactNode } from 'react';
import { clock, type PersonDay } from '@domain/dispatch/candidates';
import { dropConflicts } from '@domain/dispatch/conflicts';
import type { BoardBlock, BoardView, Conflict, WaitingOrder } from '@domain/dispatch/dispatch.types';

/** The hours a day's timeline shows (a slot per hour). */
const FIRST_HOUR = 7;
const LAST_HOUR = 20;
const HOURS = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, i) => FIRST_HOUR + i);
const SLOT_PX = 64;
const NAME_PX = 110;

type Dragged = { kind: 'waiting'; order: WaitingOrder } | { kind: 'block'; block: BoardBlock };
interface Slot {
  userId: number;
  name: string;
  hour: number;
}
const slotId = (userId: number, hour: number) => `slot:${userId}:${hour}`;
const parseSlot = (id: string | number | undefined) => {
  const [kind, user, hour] = String(id ?? '').split(':');
  return kind === 'slot' ? { userId: Number(user), hour: Number(hour) } : null;
};
const dayId = (day: string) => `day:${day}`;
const parseDay = (id: string | number | undefined) => (String(id ?? '').startsWith('day:') ? String(id).slice(4) : null);

/** Where a drop lands: an engineer's hour of the shown day, or (a block only) the same engineer and time on a day tab. */
function targetOf(d: Dragged, over: string | number | undefined, day: string): { userId: number; day: string; startMinute: number } | null {
  const slot = parseSlot(over);
  if (slot) return { userId: slot.userId, day, startMinute: slot.hour * 60 };
  const other = parseDay(over);
  return other && d.kind === 'block' ? { userId: d.block.userId, day: other, startMinute: d.block.startMinute } : null;
}

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

function WaitingCard({ order, onCandidates }: { order: WaitingOrder; onCandidates: (o: WaitingOrder) => void }) {
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
}

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

/** An appointment: drag it (pointer, or space and the arrows) to another hour, engineer or day tab; click or Enter opens 改派或改期. */
function Block({ block, onMove }: { block: BoardBlock; onMove: (b: BoardBlock) => void }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `block:${block.orderId}`, data: { kind: 'block', block } satisfies Dragged });
  const left = NAME_PX + ((block.startMinute - FIRST_HOUR * 60) / 60) * SLOT_PX;
  const width = Math.max(24, ((block.endMinute - block.startMinute) / 60) * SLOT_PX - 2);
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      {...attributes}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onMove(block);
        else listeners?.onKeyDown?.(e);
      }}
      onClick={() => onMove(block)}
      role="button"
      aria-label={`预约 ${block.orderNo} ${block.title} ${clock(block.startMinute)}`}
      data-testid={`block-${block.orderId}`}
      style={{ position: 'absolute', top: 4, bottom: 4, left, width, background: 'rgb(var(--arcoblue-2))', border: '1px solid rgb(var(--arcoblue-5))', borderRadius: 4, fontSize: 12, overflow: 'hidden', whiteSpace: 'nowrap', padding: '2px 4px', opacity: isDragging ? 0.4 : 1, cursor: 'grab', zIndex: 1 }}
    >
      {clock(block.startMinute)} {block.title}
    </div>
  );
}

/** An engineer's hour: a drop target, and the cell holding the appointments that start in it (placed on the row's timeline). */
function SlotCell({ slot, off, hover, children }: { slot: Slot; off: boolean; hover: Conflict[] | null; children?: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: slotId(slot.userId, slot.hour), data: slot });
  const bad = isOver && hover && hover.length > 0;
  return (
    <div
      ref={setNodeRef}
      role="gridcell"
      aria-label={`${slot.name} ${String(slot.hour).padStart(2, '0')}:00`}
      title={bad ? hover!.map((c) => c.text).join('；') : undefined}
      style={{ width: SLOT_PX, borderLeft: '1px solid var(--color-border-1)', background: bad ? 'rgb(var(--red-2))' : isOver ? 'rgb(var(--green-2))' : off ? 'var(--color-fill-2)' : undefined }}
    >
      {children}
    </div>
  );
}

/** The board's hour an appointment is drawn from (one starting off the board sits in its first or last hour). */
const startHour = (block: BoardBlock) => Math.min(Math.max(Math.floor(block.startMinute / 60), FIRST_HOUR), LAST_HOUR - 1);

/** Space lifts and drops (Enter on a block opens its dialog instead). */
const KEYS = { start: ['Space'], cancel: ['Escape'], end: ['Space'] };

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
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { keyboardCodes: KEYS }));
  const [hover, setHover] = useState<Conflict[] | null>(null);
  const [message, setMessage] = useState('');
  // The day's blocks by engineer and hour, built once per answer and day (not per cell on every hover).
  const blocksAt = useMemo(() => {
    const map = new Map<string, BoardBlock[]>();
    for (const b of board.blocks) if (b.day === day) map.set(slotId(b.userId, startHour(b)), [...(map.get(slotId(b.userId, startHour(b))) ?? []), b]);
    return map;
  }, [board.blocks, day]);
  const durationOf = (d: Dragged) => (d.kind === 'block' ? d.block.endMinute - d.block.startMinute : 60);
  const orderOf = (d: Dragged) => (d.kind === 'block' ? d.block.orderId : d.order.orderId);
  const conflictsAt = (d: Dragged, over: string | number | undefined) => {
    const target = targetOf(d, over, day);
    return target ? boardConflicts(board, target.day, target.userId, target.startMinute, durationOf(d), orderOf(d)) : null;
  };
  const announcements: Announcements = {
    onDragStart: () => '已拿起工单，用方向键移动到人员和时间，空格放下，Esc 取消',
    onDragOver: ({ over }) => (over ? `移到 ${String(over.id)}` : '不在时间格上'),
    onDragEnd: ({ over }) => (over ? '已放下' : '已取消'),
    onDragCancel: () => '已取消',
  };
  const onDragOver = (e: DragOverEvent) => {
    const found = conflictsAt(e.active.data.current as Dragged, e.over?.id);
    setHover(found);
    setMessage(found && found.length > 0 ? found.map((c) => c.text).join('；') : '');
  };
  const onDragEnd = (e: DragEndEvent) => {
    setHover(null);
    setMessage('');
    const dragged = e.active.data.current as Dragged | undefined;
    const target = dragged ? targetOf(dragged, e.over?.id, day) : null;
    if (!dragged || !target) return;
    const version = dragged.kind === 'block' ? dragged.block.version : dragged.order.version;
    onDrop({ orderId: orderOf(dragged), version, userId: target.userId, time: `${target.day} ${clock(target.startMinute)}` });
  };
  return (
    <DndContext sensors={sensors} onDragOver={onDragOver} onDragEnd={onDragEnd} onDragCancel={() => setHover(null)} accessibility={{ announcements }}>
      <Tabs activeTab={day} onChange={onDay}>
        {board.days.map((d) => (
          <Tabs.TabPane key={d} title={<DayTab day={d} label={d === today ? `今天 ${d.slice(5)}` : d.slice(5)} hover={hover} />} />
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
          <div role="status" aria-live="polite" style={{ minHeight: 22, color: 'rgb(var(--red-6))' }}>
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
            {board.rows.map((row) => {
              const cell = row.days.find((d) => d.day === day);
              const offAt = (h: number) => !cell?.work || cell.leave !== null || h * 60 < cell.work.startMinute || h * 60 >= cell.work.endMinute;
              return (
                <div role="row" key={row.userId} aria-label={row.name} style={{ display: 'flex', position: 'relative', height: 40, borderTop: '1px solid var(--color-border-2)' }}>
                  <div role="rowheader" style={{ width: NAME_PX, alignSelf: 'center' }}>
                    {row.name}
                    {cell?.leave && (
                      <Tag size="small" color="orange" style={{ marginLeft: 4 }}>
                        请假
                      </Tag>
                    )}
                  </div>
                  {HOURS.map((h) => (
                    <SlotCell key={h} slot={{ userId: row.userId, name: row.name, hour: h }} off={offAt(h)} hover={hover}>
                      {blocksAt.get(slotId(row.userId, h))?.map((b) => (
                        <Block key={b.orderId} block={b} onMove={onMove} />
                      ))}
                    </SlotCell>
                  ))}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </DndContext>
  );
}

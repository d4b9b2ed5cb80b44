import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Tag } from '@arco-design/web-react';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { clock } from '@domain/dispatch/candidates';
import type { BoardBlock, BoardRow, Conflict, WaitingOrder } from '@domain/dispatch/dispatch.types';
import { FIRST_HOUR, HOURS, NAME_PX, ROW_PX, SLOT_PX, rowId } from '../board-geometry';

/** What is being dragged: a waiting order or an appointment's block. */
export type Dragged = { kind: 'waiting'; order: WaitingOrder } | { kind: 'block'; block: BoardBlock };

/** What a drag hovering this row points at: the hour and what a drop there would meet. */
export interface RowHover {
  hour: number;
  conflicts: Conflict[];
}

/** The board's hidden how-to that every block names as its description (the keyboard drag). */
export const DRAG_HELP_ID = 'dispatch-drag-help';

type DragHandle = Pick<ReturnType<typeof useDraggable>, 'listeners'>;

/**
 * The drag machinery of one block, mounted only while the block is armed (hovered, focused or being
 * dragged): it registers the block with dnd-kit and hands its listeners to the block. A block that is not
 * armed reads no drag context, so lifting one block re-renders that block, not all the day's blocks.
 */
function BlockDrag({ block, node, handle, inside, onDragging, onIdle }: { block: BoardBlock; node: RefObject<HTMLDivElement | null>; handle: RefObject<DragHandle | null>; inside: boolean; onDragging: (d: boolean) => void; onIdle: () => void }) {
  const { listeners, setNodeRef, isDragging } = useDraggable({ id: `block:${block.orderId}`, data: { kind: 'block', block } satisfies Dragged });
  handle.current = { listeners };
  useLayoutEffect(() => {
    setNodeRef(node.current);
    return () => {
      handle.current = null;
    };
  }, [setNodeRef, node, handle]);
  useLayoutEffect(() => onDragging(isDragging), [isDragging, onDragging]);
  // Disarmed once the pointer and focus have left and no drag holds it.
  useEffect(() => {
    if (!inside && !isDragging) onIdle();
  }, [inside, isDragging, onIdle]);
  return null;
}

/** An appointment: drag it (pointer, or space and the arrows) to another hour, engineer or day tab; click or Enter opens 改派或改期. */
const Block = memo(function Block({ block, onMove }: { block: BoardBlock; onMove: (b: BoardBlock) => void }) {
  const node = useRef<HTMLDivElement>(null);
  const handle = useRef<DragHandle | null>(null);
  const [armed, setArmed] = useState(false);
  const [inside, setInside] = useState(false);
  const [dragging, setDragging] = useState(false);
  const onIdle = useCallback(() => setArmed(false), []);
  const enter = () => {
    setInside(true);
    setArmed(true);
  };
  /** The drag's listeners, arming the block first when the event came before any hover or focus did. */
  const listeners = () => {
    if (!handle.current) flushSync(enter);
    return handle.current?.listeners;
  };
  const left = NAME_PX + ((block.startMinute - FIRST_HOUR * 60) / 60) * SLOT_PX;
  const width = Math.max(24, ((block.endMinute - block.startMinute) / 60) * SLOT_PX - 2);
  return (
    <div
      ref={node}
      tabIndex={0}
      role="button"
      aria-roledescription="可拖动"
      aria-describedby={DRAG_HELP_ID}
      onPointerEnter={enter}
      onPointerLeave={() => setInside(document.activeElement === node.current)}
      onFocus={enter}
      onBlur={() => setInside(false)}
      onPointerDown={(e) => listeners()?.onPointerDown?.(e)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onMove(block);
        else listeners()?.onKeyDown?.(e);
      }}
      onClick={() => onMove(block)}
      aria-label={`预约 ${block.orderNo} ${block.title} ${clock(block.startMinute)}`}
      data-testid={`block-${block.orderId}`}
      style={{ position: 'absolute', top: 4, bottom: 4, left, width, background: 'rgb(var(--arcoblue-2))', border: '1px solid rgb(var(--arcoblue-5))', borderRadius: 4, fontSize: 12, overflow: 'hidden', whiteSpace: 'nowrap', padding: '2px 4px', opacity: dragging ? 0.4 : 1, cursor: 'grab', zIndex: 1 }}
    >
      {clock(block.startMinute)} {block.title}
      {armed && <BlockDrag block={block} node={node} handle={handle} inside={inside} onDragging={setDragging} onIdle={onIdle} />}
    </div>
  );
});

/**
 * The row's drop target, apart from the row: dnd-kit re-renders every droppable when a drag starts or ends,
 * and this renders nothing, so the rows and their cells re-render only when their hover changes.
 */
function RowDrop({ userId, node }: { userId: number; node: RefObject<HTMLDivElement | null> }) {
  const { setNodeRef } = useDroppable({ id: rowId(userId), data: { userId } });
  // After the commit: the row's own ref is attached after its children's layout effects.
  useEffect(() => setNodeRef(node.current), [setNodeRef, node]);
  return null;
}

interface RowProps {
  row: BoardRow;
  day: string;
  blocks: readonly BoardBlock[];
  /** Set only on the row a drag hovers, so a hover re-renders that row alone. */
  hover: RowHover | null;
  onMove: (b: BoardBlock) => void;
}

/**
 * An engineer's day: one drop target for the whole row (the board works out the hour from the pointer), the
 * hour cells (grey off hours, the hovered one green or red) and the appointments on the row's timeline.
 * Memoised: a drag re-renders only the rows whose hover changed.
 */
export const EngineerRow = memo(function EngineerRow({ row, day, blocks, hover, onMove }: RowProps) {
  const node = useRef<HTMLDivElement>(null);
  const cell = row.days.find((d) => d.day === day);
  const offAt = (h: number) => !cell?.work || cell.leave !== null || h * 60 < cell.work.startMinute || h * 60 >= cell.work.endMinute;
  const paint = (h: number) => (hover?.hour === h ? (hover.conflicts.length > 0 ? 'rgb(var(--red-2))' : 'rgb(var(--green-2))') : offAt(h) ? 'var(--color-fill-2)' : undefined);
  return (
    <div ref={node} role="row" aria-label={row.name} style={{ display: 'flex', position: 'relative', height: ROW_PX - 1, borderTop: '1px solid var(--color-border-2)' }}>
      <div role="rowheader" style={{ width: NAME_PX, alignSelf: 'center' }}>
        {row.name}
        {cell?.leave && (
          <Tag size="small" color="orange" style={{ marginLeft: 4 }}>
            请假
          </Tag>
        )}
      </div>
      {HOURS.map((h) => (
        <div
          key={h}
          role="gridcell"
          aria-label={`${row.name} ${String(h).padStart(2, '0')}:00`}
          title={hover?.hour === h && hover.conflicts.length > 0 ? hover.conflicts.map((c) => c.text).join('；') : undefined}
          style={{ width: SLOT_PX, borderLeft: '1px solid var(--color-border-1)', background: paint(h) }}
        />
      ))}
      {blocks.map((b) => (
        <Block key={b.orderId} block={b} onMove={onMove} />
      ))}
      <RowDrop userId={row.userId} node={node} />
    </div>
  );
});

import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useState, type Dispatch } from 'react';
import { fieldLabel } from '@domain/forms/form-definition.check';
import type { BuilderAction, BuilderState } from '../builder-state';
import { BuilderCanvas, CANVAS_ID } from './builder-canvas';
import { BuilderPalette, choiceOf, isPaletteDrag, type PaletteChoice } from './builder-palette';
import { ControlIcon } from './control-icon';
import { FieldSettingsPanel } from './field-settings-panel';

// A control from the palette lands where the pointer is (on a field, else at the end); a field being sorted goes to the nearest place.
const collisionDetection: CollisionDetection = (args) => {
  if (isPaletteDrag(args.active.id)) {
    const hits = pointerWithin(args);
    const onFields = hits.filter((h) => h.id !== CANVAS_ID);
    return onFields.length > 0 ? onFields : hits;
  }
  return closestCenter(args);
};

const screenReaderInstructions = { draggable: '按空格键拿起字段，用上下方向键移动，再按空格键放下；按 Esc 键取消。' };

export interface BuilderWorkspaceProps {
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  issues: ReadonlyMap<string, string>;
  /** Keys of fixed fields that must stay required. */
  lockedRequired: ReadonlySet<string>;
  choices: readonly PaletteChoice[];
  onAdd: (choice: PaletteChoice, at?: number) => void;
}

/** The three columns: palette, canvas and the selected field's settings, with drag and drop between them. */
export function BuilderWorkspace({ state, dispatch, issues, lockedRequired, choices, onAdd }: BuilderWorkspaceProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [dragged, setDragged] = useState<PaletteChoice | null>(null);
  const nameOf = (id: UniqueIdentifier) => {
    const field = state.fields.find((f) => f.key === id);
    return field ? fieldLabel(field) : (choiceOf(choices, id)?.label ?? '');
  };
  const positionOf = (id: UniqueIdentifier) => state.fields.findIndex((f) => f.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `已拿起${nameOf(active.id)}`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)}移到第 ${positionOf(over.id)} 位` : `${nameOf(active.id)}不在表单上`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)}已放在第 ${positionOf(over.id)} 位` : `${nameOf(active.id)}已放下`),
    onDragCancel: ({ active }) => `已取消拖动${nameOf(active.id)}`,
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over) return;
    const choice = choiceOf(choices, active.id);
    if (choice) {
      const at = state.fields.findIndex((f) => f.key === over.id);
      onAdd(choice, at < 0 ? undefined : at);
    } else if (active.id !== over.id) {
      dispatch({ type: 'move', key: String(active.id), overKey: String(over.id) });
    }
  };

  const selected = state.fields.find((f) => f.key === state.selected);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={({ active }) => setDragged(choiceOf(choices, active.id) ?? null)}
      onDragCancel={() => setDragged(null)}
      onDragEnd={handleDragEnd}
    >
      <div className="form-builder-columns">
        <BuilderPalette choices={choices} onAdd={onAdd} />
        <BuilderCanvas
          fields={state.fields}
          selected={state.selected}
          issues={issues}
          onSelect={(key) => dispatch({ type: 'select', key })}
          onRemove={(key) => dispatch({ type: 'remove', key })}
        />
        <FieldSettingsPanel
          key={selected?.key}
          field={selected}
          fields={state.fields}
          requiredLocked={!!selected && lockedRequired.has(selected.key)}
          issue={selected && issues.get(selected.key)}
          onChange={(field) => dispatch({ type: 'update', field })}
        />
      </div>
      {/* Only for controls from the palette: a sorted field moves itself, and an overlay would stand in for its place. */}
      {dragged && (
        <DragOverlay dropAnimation={null}>
          <div className="form-builder-palette-item is-overlay">
            <ControlIcon name={dragged.control.icon} /> {dragged.label}
          </div>
        </DragOverlay>
      )}
    </DndContext>
  );
}

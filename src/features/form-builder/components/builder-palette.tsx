import { Typography } from '@arco-design/web-react';
import { useDraggable, type UniqueIdentifier } from '@dnd-kit/core';
import { CONTROLS, controlOf, type ControlSpec } from '@domain/forms/field-types';
import { fieldLabel } from '@domain/forms/form-definition.check';
import type { TemplateField } from '@domain/templates/template-form.schemas';
import { ControlIcon } from './control-icon';

/** An entry of the palette: a control, or one of the record's own fields (a preset) that the form does not show yet. */
export interface PaletteChoice {
  /** Drag id, told apart from the canvas's field keys by its prefix. */
  id: string;
  label: string;
  control: ControlSpec;
  preset?: TemplateField;
}

const CONTROL_CHOICES: PaletteChoice[] = CONTROLS.map((control) => ({ id: `palette:${control.name}`, label: control.label, control }));

/** The controls, then the presets the form lacks. */
export function paletteChoices(presets: readonly TemplateField[], fields: readonly TemplateField[]): PaletteChoice[] {
  const onForm = new Set(fields.map((f) => f.key));
  const missing = presets.flatMap((preset) => {
    const control = controlOf(preset);
    return control && !onForm.has(preset.key) ? [{ id: `preset:${preset.key}`, label: fieldLabel(preset), control, preset }] : [];
  });
  return [...CONTROL_CHOICES, ...missing];
}

/** Field keys never hold a colon, so a prefixed id is a palette entry. */
export const isPaletteDrag = (id: UniqueIdentifier) => String(id).includes(':');

export const choiceOf = (choices: readonly PaletteChoice[], id: UniqueIdentifier) => choices.find((c) => c.id === id);

interface PaletteItemProps {
  choice: PaletteChoice;
  onAdd: (choice: PaletteChoice) => void;
}

function PaletteItem({ choice, onAdd }: PaletteItemProps) {
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: choice.id });
  // Keyboard users add by pressing the button; the keyboard sensor is for reordering the canvas.
  const { onKeyDown: _keyboardDrag, ...pointerListeners } = listeners ?? {};
  return (
    <button
      ref={setNodeRef}
      type="button"
      className="form-builder-palette-item"
      style={{ opacity: isDragging ? 0.5 : 1 }}
      {...attributes}
      {...pointerListeners}
      aria-roledescription={undefined}
      aria-describedby={undefined}
      title={`添加${choice.label}`}
      onClick={() => onAdd(choice)}
    >
      <ControlIcon name={choice.control.icon} />
      <span>{choice.label}</span>
    </button>
  );
}

export interface BuilderPaletteProps {
  choices: readonly PaletteChoice[];
  onAdd: (choice: PaletteChoice) => void;
}

/** Every control of the form builder (and the record's own fields not on the form): click to append, or drag to a place on the canvas. */
export function BuilderPalette({ choices, onAdd }: BuilderPaletteProps) {
  const presets = choices.filter((c) => c.preset);
  const group = (list: readonly PaletteChoice[]) => (
    <div className="form-builder-palette">
      {list.map((choice) => (
        <PaletteItem key={choice.id} choice={choice} onAdd={onAdd} />
      ))}
    </div>
  );
  return (
    <section aria-label="控件">
      <Typography.Title heading={6}>控件</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        点击添加到表单末尾，或拖到表单中的位置
      </Typography.Paragraph>
      {group(choices.filter((c) => !c.preset))}
      {presets.length > 0 && (
        <>
          <Typography.Title heading={6} style={{ marginTop: 16 }}>
            系统字段
          </Typography.Title>
          {group(presets)}
        </>
      )}
    </section>
  );
}

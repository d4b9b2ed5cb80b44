import { Empty, Typography } from '@arco-design/web-react';
import { useDndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { TemplateField } from '@domain/templates/template-form.schemas';
import { isPaletteDrag } from './builder-palette';
import { CanvasFieldCard } from './canvas-field-card';

/** Drop id of the canvas itself (a control dropped there, not on a field, goes to the end). */
export const CANVAS_ID = 'canvas';

export interface BuilderCanvasProps {
  fields: readonly TemplateField[];
  selected: string | null;
  issues: ReadonlyMap<string, string>;
  onSelect: (key: string) => void;
  onRemove: (key: string) => void;
}

/** The form's fields in order, sortable. */
export function BuilderCanvas({ fields, selected, issues, onSelect, onRemove }: BuilderCanvasProps) {
  const { active } = useDndContext();
  // Only a control from the palette drops on the canvas itself; a field being sorted moves among fields.
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID, disabled: !(active && isPaletteDrag(active.id)) });
  return (
    <section aria-label="表单字段" ref={setNodeRef} className={`form-builder-canvas${isOver ? ' is-over' : ''}`}>
      <Typography.Title heading={6}>表单字段（{fields.length}）</Typography.Title>
      {fields.length === 0 ? (
        <Empty description="从左侧添加控件" />
      ) : (
        <SortableContext items={fields.map((f) => f.key)} strategy={verticalListSortingStrategy}>
          <ol className="form-builder-list">
            {fields.map((field) => (
              <CanvasFieldCard
                key={field.key}
                field={field}
                selected={field.key === selected}
                issue={issues.get(field.key)}
                onSelect={onSelect}
                onRemove={onRemove}
              />
            ))}
          </ol>
        </SortableContext>
      )}
    </section>
  );
}

import { Button, Tag, Typography } from '@arco-design/web-react';
import { IconDelete, IconDragDotVertical } from '@arco-design/web-react/icon';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { controlOf } from '@domain/forms/field-types';
import { fieldLabel } from '@domain/forms/form-definition.check';
import type { TemplateField } from '@domain/templates/template-form.schemas';
import { ControlIcon } from './control-icon';

export interface CanvasFieldCardProps {
  field: TemplateField;
  selected: boolean;
  /** The save check's complaint about this field. */
  issue?: string;
  onSelect: (key: string) => void;
  onRemove: (key: string) => void;
}

/** One field on the canvas: drag it by its handle (mouse, touch or keyboard), click it to edit, delete it unless fixed. */
export function CanvasFieldCard({ field, selected, issue, onSelect, onRemove }: CanvasFieldCardProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: field.key });
  const control = controlOf(field);
  const label = fieldLabel(field);
  const className = ['form-builder-card', selected && 'is-selected', issue && 'has-issue'].filter(Boolean).join(' ');
  return (
    <li
      ref={setNodeRef}
      data-field-key={field.key}
      className={className}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      aria-current={selected || undefined}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="form-builder-handle"
        {...attributes}
        {...listeners}
        aria-label={`拖动排序：${label}`}
      >
        <IconDragDotVertical />
      </button>
      <div className="form-builder-card-body" role="button" tabIndex={0} onClick={() => onSelect(field.key)} onKeyDown={(e) => e.key === 'Enter' && onSelect(field.key)}>
        <div>
          {field.required && <span className="form-builder-required">*</span>}
          <span className="form-builder-card-title">{label}</span>
          {field.fixed && (
            <Tag size="small" color="gray" style={{ marginLeft: 8 }}>
              固定
            </Tag>
          )}
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {control && <ControlIcon name={control.icon} />} {control?.label}
        </Typography.Text>
        {issue && (
          <Typography.Text type="error" style={{ display: 'block', fontSize: 12 }} role="alert">
            {issue}
          </Typography.Text>
        )}
      </div>
      {!field.fixed && (
        <Button size="mini" type="text" status="danger" icon={<IconDelete />} aria-label={`删除${label}`} onClick={() => onRemove(field.key)} />
      )}
    </li>
  );
}

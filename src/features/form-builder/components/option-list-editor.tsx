import { Button, Input, Space } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import type { FieldOption } from '@domain/forms/form-definition.schemas';
import { nextOptionValue } from '../builder-fields';

export interface OptionListEditorProps {
  options: readonly FieldOption[];
  onChange: (options: FieldOption[]) => void;
}

/** The options of a single or multiple choice: rename, add, remove. Values stay as they were, so stored answers keep their meaning. */
export function OptionListEditor({ options, onChange }: OptionListEditorProps) {
  const rename = (index: number, label: string) => onChange(options.map((o, i) => (i === index ? { ...o, label } : o)));
  const handleAdd = () => onChange([...options, { value: nextOptionValue(options), label: `选项${options.length + 1}` }]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {options.map((option, index) => (
        <Space key={option.value} style={{ width: '100%' }}>
          <Input value={option.label} maxLength={100} aria-label={`选项${index + 1}`} onChange={(label) => rename(index, label)} />
          <Button
            size="small"
            type="text"
            status="danger"
            icon={<IconDelete />}
            aria-label={`删除选项${option.label}`}
            onClick={() => onChange(options.filter((_, i) => i !== index))}
          />
        </Space>
      ))}
      <Button size="small" type="dashed" icon={<IconPlus />} onClick={handleAdd}>
        添加选项
      </Button>
    </Space>
  );
}

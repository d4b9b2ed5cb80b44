import { Button, Input, Space } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import type { FieldOption } from '@domain/forms/form-definition.schemas';
import { nextOptionValue } from '../builder-fields';

/** The tree with the list at `path` (indexes from the top; [] is the top level) replaced by `edit(list)`. */
function editLevel(options: readonly FieldOption[], path: readonly number[], edit: (list: FieldOption[]) => FieldOption[]): FieldOption[] {
  if (path.length === 0) return edit([...options]);
  const [head, ...rest] = path;
  return options.map((o, i) => (i === head ? { ...o, children: editLevel(o.children ?? [], rest, edit) } : o));
}

interface LevelProps {
  /** The whole tree, for fresh values. */
  root: readonly FieldOption[];
  options: readonly FieldOption[];
  path: number[];
  onChange: (options: FieldOption[]) => void;
}

function Level({ root, options, path, onChange }: LevelProps) {
  const edit = (fn: (list: FieldOption[]) => FieldOption[], at = path) => onChange(editLevel(root, at, fn));
  const addChild = (index: number, parent: FieldOption) =>
    edit((list) => [...list, { value: nextOptionValue(root), label: `${parent.label}-${list.length + 1}` }], [...path, index]);
  return (
    <ul className="form-builder-tree">
      {options.map((option, index) => (
        <li key={option.value}>
          <Space>
            <Input
              size="small"
              value={option.label}
              maxLength={100}
              aria-label={`第${path.length + 1}级选项${index + 1}`}
              onChange={(label) => edit((list) => list.map((o, i) => (i === index ? { ...o, label } : o)))}
            />
            <Button size="mini" type="text" icon={<IconPlus />} aria-label={`在${option.label}下添加`} onClick={() => addChild(index, option)} />
            <Button
              size="mini"
              type="text"
              status="danger"
              icon={<IconDelete />}
              aria-label={`删除${option.label}`}
              onClick={() => edit((list) => list.filter((_, i) => i !== index))}
            />
          </Space>
          {option.children && option.children.length > 0 && <Level root={root} options={option.children} path={[...path, index]} onChange={onChange} />}
        </li>
      ))}
    </ul>
  );
}

export interface OptionTreeEditorProps {
  options: readonly FieldOption[];
  onChange: (options: FieldOption[]) => void;
}

/** The levels of a multi-level selector: each option may have its own next level. */
export function OptionTreeEditor({ options, onChange }: OptionTreeEditorProps) {
  const handleAddTop = () => onChange([...options, { value: nextOptionValue(options), label: `选项${options.length + 1}` }]);
  return (
    <div>
      <Level root={options} options={options} path={[]} onChange={onChange} />
      <Button size="small" type="dashed" icon={<IconPlus />} onClick={handleAddTop}>
        添加一级选项
      </Button>
    </div>
  );
}

import { Button, Checkbox, Popover } from '@arco-design/web-react';
import { IconSettings } from '@arco-design/web-react/icon';

export interface ColumnChooserProps {
  columns: readonly { key: string; title: string }[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/** 列设置: ticks the columns the table shows; at least one stays. */
export function ColumnChooser({ columns, hidden, onChange }: ColumnChooserProps) {
  const shown = columns.filter((c) => !hidden.includes(c.key)).map((c) => c.key);
  const handleChange = (keys: string[]) => {
    if (keys.length === 0) return;
    onChange(columns.filter((c) => !keys.includes(c.key)).map((c) => c.key));
  };
  const content = (
    <Checkbox.Group direction="vertical" value={shown} onChange={handleChange} style={{ maxHeight: 360, overflowY: 'auto' }}>
      {columns.map((c) => (
        <Checkbox key={c.key} value={c.key}>
          {c.title}
        </Checkbox>
      ))}
    </Checkbox.Group>
  );
  return (
    <Popover trigger="click" position="br" title="列设置" content={content}>
      <Button icon={<IconSettings />} aria-label="列设置">
        列设置
      </Button>
    </Popover>
  );
}

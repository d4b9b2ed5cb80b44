import { Checkbox, Switch } from '@arco-design/web-react';
import type { EntryProps, FieldControl, ReadProps } from './control-types';

function SwitchEntry({ value, onChange }: EntryProps) {
  return <Switch checked={value === true} onChange={(on) => onChange(on)} checkedText="是" uncheckedText="否" />;
}

/** A tick box carries its own text: the placeholder, else the title ("我已阅读并同意"). */
function TickEntry({ field, value, onChange }: EntryProps) {
  return (
    <Checkbox checked={value === true} onChange={(on) => onChange(on)}>
      {field.placeholder || field.title}
    </Checkbox>
  );
}

function YesNoRead({ value }: ReadProps) {
  return <span>{value === true ? '是' : '否'}</span>;
}

export const switchControl: FieldControl = { Entry: SwitchEntry, Read: YesNoRead };
export const tickControl: FieldControl = { Entry: TickEntry, Read: YesNoRead };

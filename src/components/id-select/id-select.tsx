import { Select } from '@arco-design/web-react';
import type { CSSProperties, ReactNode } from 'react';
import { matchesOptionName } from '@/lib/option-filter';

/** How a picker looks; every picker of the product takes these. */
export interface PickerLook {
  /** Names the picker for assistive technology where no label is next to it (a table cell). */
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
}
interface SingleId {
  multiple?: false;
  value?: number;
  onChange?: (id: number | undefined) => void;
}
interface MultipleIds {
  multiple: true;
  value?: number[];
  onChange?: (ids: number[]) => void;
}
/** The value of a picker: one id, or several with `multiple`. */
export type IdPick = SingleId | MultipleIds;

export interface IdOption {
  id: number;
  /** What the search matches. */
  name: string;
  /** What the option shows, when more than the name. */
  label?: ReactNode;
}

export type IdSelectProps = PickerLook & IdPick & { options: IdOption[]; loading?: boolean };

/** A searchable select over named records that hands back their ids (one, or several with `multiple`). */
export function IdSelect({ options, loading, placeholder, disabled, style, 'aria-label': ariaLabel, ...pick }: IdSelectProps) {
  const handleChange = (value: number | number[] | undefined) => {
    if (pick.multiple) pick.onChange?.((value as number[] | undefined) ?? []);
    else pick.onChange?.(value as number | undefined);
  };
  return (
    <Select
      aria-label={ariaLabel}
      mode={pick.multiple ? 'multiple' : undefined}
      value={pick.value}
      onChange={handleChange}
      placeholder={placeholder}
      disabled={disabled}
      style={style}
      loading={loading}
      allowClear
      showSearch
      filterOption={matchesOptionName}
    >
      {options.map((o) => (
        <Select.Option key={o.id} value={o.id} extra={o.name}>
          {o.label ?? o.name}
        </Select.Option>
      ))}
    </Select>
  );
}

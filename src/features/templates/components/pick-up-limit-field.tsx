import { InputNumber, Select, Space, Switch } from '@arco-design/web-react';
import { MAX_PICK_UP_MINUTES } from '@domain/templates/order-types.schemas';
import { PICK_UP_LIMIT_NAMES, PICK_UP_LIMIT_OPTIONS, type PickUpLimitOption } from '@domain/templates/template.constants';

/** A pick-up limit while it is edited (the minutes may still be empty). */
export interface PickUpLimitDraft {
  option: PickUpLimitOption;
  minutes?: number;
}

export interface PickUpLimitFieldProps {
  value: PickUpLimitDraft | null;
  onChange: (value: PickUpLimitDraft | null) => void;
}

/** 接单时限: off, or picked up within so many minutes and before the chosen step (spec part 1 section 9). */
export function PickUpLimitField({ value, onChange }: PickUpLimitFieldProps) {
  return (
    <Space wrap>
      <Switch aria-label="开启接单时限" checked={value !== null} onChange={(on) => onChange(on ? { option: 3, minutes: 30 } : null)} />
      {value && (
        <>
          <Select aria-label="接单时限节点" style={{ width: 150 }} value={value.option} onChange={(option: PickUpLimitOption) => onChange({ ...value, option })}>
            {PICK_UP_LIMIT_OPTIONS.map((option) => (
              <Select.Option key={option} value={option}>
                {PICK_UP_LIMIT_NAMES[option]}
              </Select.Option>
            ))}
          </Select>
          <InputNumber
            aria-label="接单时限分钟"
            style={{ width: 160 }}
            min={1}
            max={MAX_PICK_UP_MINUTES}
            precision={0}
            suffix="分钟内"
            value={value.minutes}
            onChange={(minutes) => onChange({ ...value, minutes: minutes ?? undefined })}
          />
        </>
      )}
    </Space>
  );
}

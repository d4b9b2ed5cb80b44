import { Input, InputNumber, Select } from '@arco-design/web-react';
import {
  FieldAttribute,
  FieldType,
  IMAGE_FIELD_MAX,
  LINK_TARGET_NAMES,
  MAX_DECIMALS,
  type ControlSetting,
  type ControlSpec,
} from '@domain/forms/field-types';
import { attributeValue } from '@domain/forms/form-definition.check';
import { DateLimit, type FieldSettings } from '@domain/forms/form-definition.schemas';
import type { TemplateField } from '@domain/templates/template-form.schemas';
import { withAttribute } from '../builder-fields';
import { FormulaEditor } from './formula-editor';
import { OptionListEditor } from './option-list-editor';
import { OptionTreeEditor } from './option-tree-editor';
import { SettingRow } from './setting-row';

const DATE_LIMIT_OPTIONS = [
  { label: '不限', value: '' },
  { label: '不能早于今天', value: DateLimit.notPast },
  { label: '不能晚于今天', value: DateLimit.notFuture },
];
const LINK_TARGET_OPTIONS = Object.entries(LINK_TARGET_NAMES).map(([value, label]) => ({ value, label }));

const countLabel = (type: number) => (type === FieldType.upload ? '最多文件数' : '最多图片数');

export interface ControlSettingsProps {
  control: ControlSpec;
  field: TemplateField;
  fields: readonly TemplateField[];
  onChange: (field: TemplateField) => void;
}

/** The settings the field's control declares, and only those. */
export function ControlSettings({ control, field, fields, onChange }: ControlSettingsProps) {
  const setSetting = <K extends keyof FieldSettings>(name: K, value: FieldSettings[K] | undefined | null | '') => {
    const settings = { ...field.settings };
    if (value === undefined || value === null || value === '') delete settings[name];
    else settings[name] = value;
    onChange({ ...field, settings });
  };
  const number = (name: 'min' | 'max' | 'decimals' | 'maxLength' | 'maxCount' | 'maxSizeMb', label: string, extra: { min?: number; max?: number; precision?: number } = {}) => (
    <SettingRow key={name} label={label}>
      <InputNumber {...extra} value={field.settings[name]} placeholder="不限" onChange={(v) => setSetting(name, v)} />
    </SettingRow>
  );

  const render = (setting: ControlSetting) => {
    switch (setting) {
      case 'options':
        return (
          <SettingRow key={setting} label="选项" wrap={false}>
            <OptionListEditor options={field.options ?? []} onChange={(options) => onChange({ ...field, options })} />
          </SettingRow>
        );
      case 'optionTree':
        return (
          <SettingRow key={setting} label="级联选项" wrap={false}>
            <OptionTreeEditor options={field.options ?? []} onChange={(options) => onChange({ ...field, options })} />
          </SettingRow>
        );
      case 'min':
        return number('min', '最小值');
      case 'max':
        return number('max', '最大值');
      case 'decimals':
        return number('decimals', '小数位数', { min: 0, max: MAX_DECIMALS, precision: 0 });
      case 'maxLength':
        return number('maxLength', '字数上限', { min: 1, max: 10_000, precision: 0 });
      case 'maxCount':
        return number('maxCount', countLabel(field.type), { min: 1, max: field.type === FieldType.image ? IMAGE_FIELD_MAX : 1000, precision: 0 });
      case 'maxSizeMb':
        return number('maxSizeMb', '单个文件上限（MB）', { min: 0.1, max: 1024 });
      case 'dateLimit':
        return (
          <SettingRow key={setting} label="日期限制" wrap={false}>
            <Select aria-label="日期限制" options={DATE_LIMIT_OPTIONS} value={field.settings.dateLimit ?? ''} onChange={(v: FieldSettings['dateLimit'] | '') => setSetting('dateLimit', v)} />
          </SettingRow>
        );
      case 'content':
        return (
          <SettingRow key={setting} label="说明文字">
            <Input.TextArea value={field.settings.content ?? ''} maxLength={2000} autoSize={{ minRows: 3 }} onChange={(v) => setSetting('content', v)} />
          </SettingRow>
        );
      case 'formula':
        return (
          <SettingRow key={setting} label="计算公式" wrap={false}>
            <FormulaEditor
              field={field}
              fields={fields}
              value={attributeValue(field, FieldAttribute.formula) ?? ''}
              onChange={(v) => onChange(withAttribute(field, FieldAttribute.formula, v))}
            />
          </SettingRow>
        );
      case 'linkTarget':
        return (
          <SettingRow key={setting} label="关联对象" wrap={false}>
            <Select
              aria-label="关联对象"
              options={LINK_TARGET_OPTIONS}
              value={attributeValue(field, FieldAttribute.linkTarget)}
              onChange={(v: string) => onChange(withAttribute(field, FieldAttribute.linkTarget, v))}
            />
          </SettingRow>
        );
      case 'callNumber':
        return (
          <SettingRow key={setting} label="默认拨打号码">
            <Input
              value={attributeValue(field, FieldAttribute.callNumber) ?? ''}
              maxLength={30}
              placeholder="未填写电话时拨打此号码，如客服热线"
              onChange={(v) => onChange(withAttribute(field, FieldAttribute.callNumber, v))}
            />
          </SettingRow>
        );
    }
  };
  return <>{control.settings.map(render)}</>;
}

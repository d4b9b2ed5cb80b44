import { CONTROLS, FieldAttribute, LinkTarget, type ControlName } from '@domain/forms/field-types';
import type { FormDefinition, FormField } from '@domain/forms/form-definition.schemas';

/** A field key per control: 'multistage cascade' becomes 'f_multistage_cascade'. */
export const keyOf = (name: ControlName) => `f_${name.toLowerCase().replace(/\s+/g, '_')}`;

const COLOURS = [
  { value: 'red', label: '红色' },
  { value: 'blue', label: '蓝色' },
  { value: 'green', label: '绿色' },
];
const REGIONS = [
  { value: 'gd', label: '广东', children: [{ value: 'sz', label: '深圳' }, { value: 'gz', label: '广州' }] },
  { value: 'zj', label: '浙江', children: [{ value: 'hz', label: '杭州' }] },
];

/** What each control needs besides its type and title, so the definition passes checkFormDefinition. */
const EXTRA: Partial<Record<ControlName, Partial<FormField>>> = {
  radio: { options: COLOURS },
  checkbox: { options: COLOURS },
  'multistage cascade': { options: REGIONS },
  explain: { settings: { content: '请如实填写现场情况' } },
  calculator: { settings: { decimals: 1 }, fieldAttributeList: [{ type: FieldAttribute.formula, value: `{s|${keyOf('number')}}*{s|${keyOf('commentStar')}}/3` }] },
  expenses_number: { fieldAttributeList: [{ type: FieldAttribute.formula, value: `{s|${keyOf('number')}}+{c|fee}` }] },
  call: { fieldAttributeList: [{ type: FieldAttribute.callNumber, value: '400-800-1234' }] },
  linkRecord: { fieldAttributeList: [{ type: FieldAttribute.linkTarget, value: String(LinkTarget.customer) }] },
};

/** One field of every control of the palette, titled by the control's label, in palette order. */
export const EVERY_CONTROL: FormDefinition = {
  fields: CONTROLS.map(({ name, fieldType, label }) => ({
    key: keyOf(name),
    type: fieldType,
    title: label,
    required: false,
    settings: {},
    fieldAttributeList: [],
    ...EXTRA[name],
  })),
};

export const fieldNamed = (name: ControlName) => EVERY_CONTROL.fields.find((f) => f.key === keyOf(name))!;

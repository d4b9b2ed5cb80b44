/**
 * The custom-field controls of the spec (part 1 section 3, "Custom field controls"). Two numbering
 * schemes exist: the stored numeric field type (the spec's tipsType, 1 to 30, what every stored form
 * and value carries) and the form builder's control names. Several controls may store one type; a
 * stored field reopens in the builder as the control `controlOf()` gives.
 */
export const FieldType = {
  text: 1,
  number: 2,
  radio: 3,
  date: 4,
  time: 5,
  datetime: 6,
  switch: 7,
  multiSelect: 8,
  address: 9,
  image: 10,
  position: 11,
  scan: 12,
  textarea: 13,
  explanation: 14,
  upload: 15,
  tick: 16,
  hyperlink: 17,
  cascade: 18,
  /** Computed by its formula (attribute 1901), rounded to its `decimals` setting. */
  calculator: 19,
  /**
   * Computed by its formula like 19, always in yuan with 2 decimals; an order adds these amounts to
   * its fees, which is why it is a type of its own.
   */
  expensesNumber: 20,
  /** One image: the signature drawn on the device. */
  signature: 21,
  rating: 22,
  /** More than 9 images (up to the enterprise's limit). */
  images: 26,
  /** A reference to another record; the value is 'text|id'. */
  linkedRecord: 30,
} as const;
export type FieldTypeCode = (typeof FieldType)[keyof typeof FieldType];
export const FIELD_TYPE_CODES = Object.values(FieldType) as FieldTypeCode[];

export const FIELD_TYPE_NAMES: Record<FieldTypeCode, string> = {
  1: '单行文本',
  2: '数字',
  3: '单选',
  4: '日期',
  5: '时间',
  6: '日期时间',
  7: '开关',
  8: '多选',
  9: '地址',
  10: '图片',
  11: '定位',
  12: '扫码',
  13: '多行文本',
  14: '说明文字',
  15: '附件',
  16: '勾选框',
  17: '超链接',
  18: '多级联动',
  19: '计算公式',
  20: '费用金额',
  21: '手写签名',
  22: '评分',
  26: '多图片',
  30: '关联记录',
};

export const isFieldType = (type: number): type is FieldTypeCode => FIELD_TYPE_CODES.includes(type as FieldTypeCode);

/** Field attributes of the stored record's fieldAttributeList; each value is text. */
export const FieldAttribute = {
  /** On type 30: the kind of record linked, a LinkTarget code. */
  linkTarget: 3001,
  /** On types 19 and 20: the formula, e.g. '{s|price}*{s|qty}'. */
  formula: 1901,
  /** On a call control (type 1): the number dialled when the field is left empty, e.g. the hotline. */
  callNumber: 2001,
} as const;
export type FieldAttributeCode = (typeof FieldAttribute)[keyof typeof FieldAttribute];
export const FIELD_ATTRIBUTE_CODES = Object.values(FieldAttribute) as FieldAttributeCode[];

/** Kinds of record a linked-record field points at: the spec's basic-info types. */
export const LinkTarget = { order: 1, customer: 2, spare: 4, product: 5, event: 6, deviceArchive: 37, person: 61 } as const;
export type LinkTargetCode = (typeof LinkTarget)[keyof typeof LinkTarget];
export const LINK_TARGET_NAMES: Record<LinkTargetCode, string> = {
  1: '工单',
  2: '客户',
  4: '备件',
  5: '产品',
  6: '事件',
  37: '设备档案',
  61: '人员',
};

/** At most this many pictures in an image field (type 10); type 26 goes beyond, up to FormLimits.maxImages. */
export const IMAGE_FIELD_MAX = 9;
export const RATING_MAX = 5;
/** Yuan with fen. */
export const EXPENSES_DECIMALS = 2;
export const MAX_DECIMALS = 10;
/** Default text lengths when a field sets no maxLength. */
export const TEXT_MAX_LENGTH = 200;
export const TEXTAREA_MAX_LENGTH = 2000;

/** Types whose value is a number a formula may use. */
export const NUMERIC_TYPES: readonly FieldTypeCode[] = [FieldType.number, FieldType.calculator, FieldType.expensesNumber, FieldType.rating];
/** Types whose value the server computes from the formula; entered values are ignored. */
export const COMPUTED_TYPES: readonly FieldTypeCode[] = [FieldType.calculator, FieldType.expensesNumber];
/** Types that pick from `options`. */
export const CHOICE_TYPES: readonly FieldTypeCode[] = [FieldType.radio, FieldType.multiSelect, FieldType.cascade];

export const holdsValue = (type: number) => type !== FieldType.explanation;
export const isComputedType = (type: number) => COMPUTED_TYPES.includes(type as FieldTypeCode);
export const isNumericType = (type: number) => NUMERIC_TYPES.includes(type as FieldTypeCode);
export const isChoiceType = (type: number) => CHOICE_TYPES.includes(type as FieldTypeCode);

/** What a control lets the builder configure besides title, required and placeholder. */
export type ControlSetting =
  | 'options'
  | 'optionTree'
  | 'min'
  | 'max'
  | 'decimals'
  | 'maxLength'
  | 'maxCount'
  | 'maxSizeMb'
  | 'dateLimit'
  | 'content'
  | 'formula'
  | 'linkTarget'
  | 'callNumber';

export interface ControlSpec {
  /** The builder's control name (the spec's control `type`). */
  name: string;
  /** The stored type (the spec's tipsType). */
  fieldType: FieldTypeCode;
  label: string;
  /** An Arco Design icon component name. */
  icon: string;
  holdsValue: boolean;
  settings: readonly ControlSetting[];
}

const control = (name: string, fieldType: FieldTypeCode, label: string, icon: string, settings: readonly ControlSetting[] = []) =>
  ({ name, fieldType, label, icon, holdsValue: holdsValue(fieldType), settings }) as const;

const lengthSettings = ['maxLength'] as const;
const fileSettings = ['maxCount', 'maxSizeMb'] as const;

/** The builder's palette in its order. */
export const CONTROLS = [
  control('text', FieldType.text, '单行文本', 'IconFontColors', lengthSettings),
  control('number', FieldType.number, '数字', 'IconOrderedList', ['min', 'max', 'decimals']),
  control('radio', FieldType.radio, '单选', 'IconCheckCircle', ['options']),
  control('checkbox', FieldType.multiSelect, '多选', 'IconCheckSquare', ['options']),
  // The older date-and-time picker; it stores the same type as calendarDatetime and reopens as it.
  control('time', FieldType.datetime, '时间', 'IconSchedule', ['dateLimit']),
  control('address', FieldType.address, '地址', 'IconHome'),
  control('img', FieldType.image, '图片', 'IconImage', fileSettings),
  control('switch', FieldType.switch, '开关', 'IconPoweroff'),
  control('scanner', FieldType.scan, '扫码', 'IconScan', lengthSettings),
  control('position', FieldType.position, '定位', 'IconLocation'),
  control('textarea', FieldType.textarea, '多行文本', 'IconAlignLeft', lengthSettings),
  control('explain', FieldType.explanation, '说明文字', 'IconInfoCircle', ['content']),
  control('upload', FieldType.upload, '附件', 'IconAttachment', fileSettings),
  control('singleCheck', FieldType.tick, '勾选框', 'IconCheck'),
  control('expenses_number', FieldType.expensesNumber, '费用金额', 'IconTag', ['formula']),
  control('hyperlink', FieldType.hyperlink, '超链接', 'IconLink'),
  control('multistage cascade', FieldType.cascade, '多级联动', 'IconMindMapping', ['optionTree']),
  control('calculator', FieldType.calculator, '计算公式', 'IconFormula', ['formula', 'decimals']),
  // A phone number with a dial button: stored as text, told apart by its attribute 2001.
  control('call', FieldType.text, '电话', 'IconPhone', ['callNumber']),
  control('signature', FieldType.signature, '手写签名', 'IconPen'),
  control('commentStar', FieldType.rating, '评分', 'IconStar'),
  control('calendarDate', FieldType.date, '日期', 'IconCalendar', ['dateLimit']),
  control('calendarTime', FieldType.time, '时刻', 'IconClockCircle'),
  control('calendarDatetime', FieldType.datetime, '日期时间', 'IconCalendarClock', ['dateLimit']),
  control('imgMultiple', FieldType.images, '多图片', 'IconFileImage', fileSettings),
  // Not in the spec's builder list, but type 30 needs a control to be built.
  control('linkRecord', FieldType.linkedRecord, '关联记录', 'IconShareInternal', ['linkTarget']),
] as const satisfies readonly ControlSpec[];

export type ControlName = (typeof CONTROLS)[number]['name'];
export const CONTROL_NAMES = CONTROLS.map((c) => c.name) as ControlName[];

export const findControl = (name: string): ControlSpec | undefined => CONTROLS.find((c) => c.name === name);

/** The control a stored field reopens as: the call control for text with a call number, else the type's main control. */
export function controlOf(field: { type: number; fieldAttributeList?: readonly { type: number }[] }): ControlSpec | undefined {
  if (field.type === FieldType.text && field.fieldAttributeList?.some((a) => a.type === FieldAttribute.callNumber)) return findControl('call');
  if (field.type === FieldType.datetime) return findControl('calendarDatetime');
  return CONTROLS.find((c) => c.fieldType === field.type);
}

import { z } from 'zod';
import { DefinitionErrors } from './errors';
import { FIELD_ATTRIBUTE_CODES, MAX_DECIMALS } from './field-types';

/** A field's stable id: values are stored under it, so it never changes when the title does. */
export const FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

export interface FieldOption {
  value: string;
  label: string;
  /** The next level; only a multi-level selector (type 18) has one. */
  children?: FieldOption[];
}

export const FieldOptionSchema: z.ZodType<FieldOption> = z.object({
  value: z.string({ error: '选项值须为文本' }).trim().min(1, '选项值不能为空').max(100, '选项值最多100个字'),
  label: z.string({ error: '选项名称须为文本' }).trim().min(1, '选项名称不能为空').max(100, '选项名称最多100个字'),
  get children() {
    return z.array(FieldOptionSchema).max(500, '每级最多500个选项').optional();
  },
});

export const DateLimit = { notPast: 'notPast', notFuture: 'notFuture' } as const;

/** Per-control settings; the control catalogue (CONTROLS) says which ones a control offers. */
export const FieldSettingsSchema = z.object({
  min: z.number({ error: '最小值须为数字' }).optional(),
  max: z.number({ error: '最大值须为数字' }).optional(),
  decimals: z.number({ error: '小数位数须为数字' }).int('小数位数须为整数').min(0, '小数位数不能小于0').max(MAX_DECIMALS, `小数位数最多${MAX_DECIMALS}位`).optional(),
  maxLength: z.number({ error: '字数上限须为数字' }).int('字数上限须为整数').min(1, '字数上限至少为1').max(10_000, '字数上限最多10000').optional(),
  /** Most files or pictures a field takes. */
  maxCount: z.number({ error: '数量上限须为数字' }).int('数量上限须为整数').min(1, '数量上限至少为1').max(1000, '数量上限最多1000').optional(),
  /** Largest single file, in megabytes; never above the enterprise's limit. */
  maxSizeMb: z.number({ error: '文件大小上限须为数字' }).positive('文件大小上限须大于0').max(1024, '文件大小上限最多1024MB').optional(),
  /** Dates and date-times: refuse days before today, or after now. */
  dateLimit: z.enum(Object.values(DateLimit), { error: '日期限制只能是 notPast 或 notFuture' }).optional(),
  /** The text an explanation field shows. */
  content: z.string({ error: '说明文字须为文本' }).max(2000, '说明文字最多2000个字').optional(),
});
export type FieldSettings = z.infer<typeof FieldSettingsSchema>;

/** 3001 link target kind, 1901 formula, 2001 call number (see FieldAttribute). */
export const FieldAttributeSchema = z.object({
  type: z.literal(FIELD_ATTRIBUTE_CODES, { error: '字段属性类型只能是 3001、1901 或 2001' }),
  value: z.string().trim().max(1000, '字段属性最多1000个字'),
});
export type FieldAttributeEntry = z.infer<typeof FieldAttributeSchema>;

export const FormFieldSchema = z.object({
  key: z.string({ error: DefinitionErrors.badKey }).max(40, '字段标识最多40个字符').regex(FIELD_KEY_PATTERN, DefinitionErrors.badKey),
  /** The stored type; an unknown number is refused by checkFormDefinition, which names the field. */
  type: z.number({ error: '字段类型须为数字' }).int('字段类型须为整数'),
  title: z.string().trim().max(50, '字段标题最多50个字').default(''),
  required: z.boolean().default(false),
  placeholder: z.string().trim().max(100, '提示文字最多100个字').optional(),
  options: z.array(FieldOptionSchema).max(500, '最多500个选项').optional(),
  settings: FieldSettingsSchema.default({}),
  fieldAttributeList: z.array(FieldAttributeSchema).max(10).default([]),
});
export type FormField = z.infer<typeof FormFieldSchema>;

/** A form: its fields in display order. */
export const FormDefinitionSchema = z.object({ fields: z.array(FormFieldSchema).max(200, '一个表单最多200个字段') });
export type FormDefinition = z.infer<typeof FormDefinitionSchema>;

/**
 * One stored custom value, as entities keep and return them (the spec's custom field record).
 * tfid is the field's key, tfname its title when saved, type its stored type; tfvvalue the value as
 * text (text as typed, numbers in decimal, 'text|id' for linked records, JSON for structured values);
 * ovalue the value as a reader sees it (option labels instead of values) so a detail page still reads
 * after the form changes; realPic the picture addresses of image fields (types 10, 21, 26).
 */
export const CustomFieldRecordSchema = z.object({
  type: z.number().int(),
  tfid: z.string().regex(FIELD_KEY_PATTERN, DefinitionErrors.badKey),
  tfname: z.string().max(50),
  tfvvalue: z.string().max(100_000).nullable(),
  ovalue: z.string().max(100_000).nullable().optional(),
  fieldAttributeList: z.array(FieldAttributeSchema).max(10).default([]),
  realPic: z.array(z.string().max(2000)).max(1000).optional(),
});
export type CustomFieldRecord = z.infer<typeof CustomFieldRecordSchema>;

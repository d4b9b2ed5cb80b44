import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { ROLE_TYPES, type RoleType } from '../shell/roles';
import { TemplateFormSchema, type TemplateForm } from '../templates/template-form.schemas';
import { commaIdsSchema } from '../users/users.schemas';
import { CUSTOM_APP_ICONS, CUSTOM_APP_TYPES, CustomAppType, type CustomAppTypeValue } from './custom-apps.constants';
import { CustomAppErrors } from './errors';

const id = (field: string) => z.coerce.number({ error: `${field} 须为正整数` }).int(`${field} 须为正整数`).positive(`${field} 须为正整数`);
const name = (label: string, max: number) =>
  z.string({ error: `请填写${label}` }).trim().min(1, `请填写${label}`).max(max, `${label}最多${max}个字`);

/** Only web addresses: a javascript: or file: link in the menu would run or open something else. */
export function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const SaveCustomAppGroupSchema = z.object({ id: id('id').optional(), name: name('分组名称', 20) });
export type SaveCustomAppGroupInput = z.infer<typeof SaveCustomAppGroupSchema>;

export const SaveCustomAppSchema = z
  .object({
    id: id('id').optional(),
    groupId: id('groupId'),
    name: name('应用名称', 20),
    icon: z.enum(['', ...CUSTOM_APP_ICONS], { error: `icon 只能是 ${CUSTOM_APP_ICONS.join('、')}` }).default(''),
    formType: z.literal(CUSTOM_APP_TYPES, { error: 'formType 只能是 0 外部链接、1 表单、2 列表' }),
    externalUrl: z.string({ error: 'externalUrl 须为文本' }).trim().max(1000, 'externalUrl 最多1000个字符').nullish(),
    /** Types 1 and 2: the form to use; absent means a new form named after the application. */
    formId: id('formId').nullish(),
    roles: z
      .array(z.literal(ROLE_TYPES, { error: 'roles 只能包含系统角色编号 1 到 10' }), { error: 'roles 须为角色编号列表' })
      .max(ROLE_TYPES.length)
      .default([])
      .transform((roles) => [...new Set(roles)].sort((a, b) => a - b) as RoleType[]),
    enabled: z.boolean({ error: 'enabled 须为 true 或 false' }).default(true),
  })
  .superRefine((input, ctx) => {
    if (input.formType !== CustomAppType.link) return;
    if (!input.externalUrl) ctx.addIssue({ code: 'custom', message: CustomAppErrors.urlRequired, path: ['externalUrl'] });
    else if (!isWebUrl(input.externalUrl))
      ctx.addIssue({ code: 'custom', message: CustomAppErrors.urlBadScheme, path: ['externalUrl'] });
  });
export type SaveCustomAppInput = z.infer<typeof SaveCustomAppSchema>;

export const EnableCustomAppSchema = z.object({ id: id('id'), enabled: z.boolean({ error: 'enabled 须为 true 或 false' }) });

/** The new order of all groups (no groupId) or of all applications of one group. */
export const SortCustomAppsSchema = z.object({
  groupId: id('groupId').optional(),
  ids: z.array(id('ids'), { error: 'ids 须为编号列表' }).min(1, 'ids 不能为空').max(500),
});
export type SortCustomAppsInput = z.infer<typeof SortCustomAppsSchema>;

export const IdQuerySchema = z.object({ id: id('id') });
export const TemplateQuerySchema = z.object({ templateId: id('templateId') });

export const SaveCustomFormSchema = z.object({
  templateId: id('templateId'),
  name: name('表单名称', 30).optional(),
  form: TemplateFormSchema,
});

export const RecordListQuerySchema = PagingSchema.extend({ templateId: id('templateId') });
export const RecordDetailQuerySchema = z.object({ templateId: id('templateId'), id: id('id') });
export const DeleteRecordsQuerySchema = z.object({ templateId: id('templateId'), ids: commaIdsSchema() });

export const SaveRecordSchema = z.object({
  templateId: id('templateId'),
  values: z.record(z.string(), z.unknown(), { error: 'values 须为字段值对象' }),
});

export const InstallAreaSchema = z.object({ key: z.string({ error: '请选择应用' }).trim().min(1, '请选择应用').max(60) });

// ---- answers ----

export interface CustomAppView {
  id: number;
  groupId: number;
  name: string;
  icon: string;
  formType: CustomAppTypeValue;
  externalUrl: string | null;
  formId: number | null;
  formName: string | null;
  roles: RoleType[];
  enabled: boolean;
  sort: number;
}

export interface CustomAppGroupView {
  id: number;
  name: string;
  sort: number;
  apps: CustomAppView[];
}

export interface CustomFormSummary {
  id: number;
  name: string;
  fieldCount: number;
  recordCount: number;
}

/** GET /customApp/setting: what the settings page shows. */
export interface CustomAppSettingView {
  groups: CustomAppGroupView[];
  forms: CustomFormSummary[];
}

export interface CustomFormView {
  id: number;
  name: string;
  form: TemplateForm;
}

export interface CustomRecordRow {
  id: number;
  values: Record<string, unknown>;
  createUserId: number;
  createUserName: string;
  createTime: string;
  /** The caller may delete it (their own, or the caller is an administrator). */
  deletable: boolean;
}

/** A built-in area of the product as GET /application/manage/list shows it. */
export interface BuiltInAreaView {
  key: string;
  name: string;
  icon: string;
  pages: string[];
  installed: boolean;
}

export interface AppManageView {
  areas: BuiltInAreaView[];
  custom: CustomAppView[];
}

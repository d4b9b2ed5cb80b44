import { z } from 'zod';

const mobile = z.string({ error: '请输入手机号' }).trim().regex(/^1\d{10}$/, '手机号格式不正确');
const code = z.string({ error: '请输入验证码' }).trim().regex(/^\d{6}$/, '验证码为6位数字');
const password = z
  .string({ error: '请输入密码' })
  .min(8, '密码至少8位')
  .max(64, '密码最多64位')
  .regex(/[A-Za-z]/, '密码须包含字母')
  .regex(/\d/, '密码须包含数字');

export { CodePurpose } from './auth.constants';

export const SendCodeSchema = z.object({
  mobile,
  type: z.coerce.number().int().refine((n) => [1, 2, 3].includes(n), 'type 只能是 1, 2, 3').default(1),
});

export const CodeLoginSchema = z.object({ mobile, code });
export const PasswordLoginSchema = z.object({ mobile, password: z.string({ error: '请输入密码' }).min(1, '请输入密码') });
export const ChooseEnterpriseSchema = z.object({ enterpriseId: z.coerce.number().int().positive() });
export const ResetPasswordSchema = z.object({ mobile, code, password });
export const SetPasswordSchema = z.object({ password });

export const RegisterEnterpriseSchema = z.object({
  enterpriseName: z.string({ error: '请输入企业名称' }).trim().min(2, '企业名称至少2个字').max(60, '企业名称最多60个字'),
  industry: z.enum(['manufacturing', 'service', 'property', 'machinery', 'other']).default('other'),
  name: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(30, '姓名最多30个字'),
  mobile,
  code,
  password: password.optional(),
});

export const roleList = z.array(z.coerce.number().int().min(1).max(10)).min(1, '至少选择一个角色');

export const AddUserSchema = z.object({
  name: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(30, '姓名最多30个字'),
  mobile,
  departmentId: z.coerce.number().int().positive('请选择部门'),
  roles: roleList,
});
export const EditUserSchema = AddUserSchema.partial().extend({
  id: z.coerce.number().int().positive(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
});

export const INDUSTRIES = {
  manufacturing: '制造业',
  service: '服务业',
  property: '物业',
  machinery: '机械设备',
  other: '其他',
} as const;

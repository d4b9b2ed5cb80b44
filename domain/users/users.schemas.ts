import { z } from 'zod';
import { EditUserSchema } from '@domain/auth/auth.schemas';
import { PagingSchema } from '@domain/common/paging';
import type { RoleType } from '@domain/shell/roles';

/** Query parameters a form may send empty ('departmentId='): empty means "not given". */
const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const role = z.coerce.number().int().min(1, 'role 只能是 1 到 10').max(10, 'role 只能是 1 到 10');

export const UserStatus = { disabled: 0, active: 1 } as const;
export type UserStatusValue = (typeof UserStatus)[keyof typeof UserStatus];
export const USER_STATUS_NAMES: Record<UserStatusValue, string> = { 0: '已禁用', 1: '正常' };

export const UserFilterSchema = z.object({
  keyword: optionalParam(z.string().trim().max(50, '关键字最多50个字')),
  /** The department and all departments below it. */
  departmentId: optionalParam(z.coerce.number().int().positive()),
  role: optionalParam(role),
  status: optionalParam(
    z.coerce
      .number()
      .refine((n) => n === 0 || n === 1, 'status 只能是 0 或 1')
      .transform((n) => n as UserStatusValue),
  ),
});
export type UserFilter = z.infer<typeof UserFilterSchema>;

export const UserListQuerySchema = PagingSchema.extend(UserFilterSchema.shape);
export const RoleQuerySchema = z.object({ role });
export const OptionalRoleQuerySchema = z.object({ role: optionalParam(role) });
export const RolePagedQuerySchema = PagingSchema.extend({ role });
export const DepartmentQuerySchema = z.object({ id: z.coerce.number().int().positive() });

/** "1,2,3" as a list of distinct ids; missing or empty is an empty list (callers decide if that is allowed). */
export function commaIdsSchema(max = 500) {
  return z.preprocess(
    (v) => v ?? '',
    z
      .string()
      .transform((s) => s.split(',').map((p) => p.trim()).filter(Boolean).map(Number))
      .pipe(z.array(z.number().int('id 须为正整数').positive('id 须为正整数')).max(max, `一次最多${max}个`))
      .transform((ids) => [...new Set(ids)]),
  );
}

export const UserIdsParamSchema = z.object({ ids: commaIdsSchema() });

const id = z.coerce.number().int('id 须为正整数').positive('id 须为正整数');
const departmentName = z.string({ error: '请输入部门名称' }).trim().min(1, '请输入部门名称').max(30, '部门名称最多30个字');

/** PUT /stand/user: the edit of the add form's fields, plus status and the role the user lands in. */
export const UpdateUserSchema = EditUserSchema.extend({ currentRole: role.optional() });

/** PUT /v2/user/move: several users into one department. */
export const MoveUsersSchema = z.object({
  ids: z.array(id).min(1, '请选择要移动的成员').max(500, '一次最多500个'),
  departmentId: id,
});

/** PUT /user/handover: the from-user's work goes to the to-user. */
export const HandoverSchema = z.object({ fromUserId: id, toUserId: id });

/** POST /stand/dept: a new department under a parent. */
export const AddDepartmentSchema = z.object({ name: departmentName, parentId: id });
/** PUT /stand/dept: rename and/or move. */
export const UpdateDepartmentSchema = z
  .object({ id, name: departmentName.optional(), parentId: id.optional() })
  .refine((d) => d.name !== undefined || d.parentId !== undefined, '请提供 name 或 parentId');
/** DELETE /stand/dept?ids=1,2 */
export const DeleteDepartmentsQuerySchema = z.object({ ids: commaIdsSchema() });

/** POST /role/menu/save and /ep/right/save: the role's whole list, replacing the one it had. */
export const SaveRoleMenuSchema = z.object({ role, keys: z.array(z.string().trim().min(1).max(100)).max(1000, 'keys 最多1000个') });
export const SaveRoleRightsSchema = z.object({ role, codes: z.array(z.string().trim().min(1).max(20)).max(500, 'codes 最多500个') });

/** GET /v2/user/list and /user/roleUserList rows. */
export interface UserRow {
  id: number;
  name: string;
  phone: string;
  departmentId: number | null;
  departmentName: string | null;
  roles: RoleType[];
  roleNames: string[];
  currentRole: RoleType | null;
  status: UserStatusValue;
  createTime: string;
}

/** GET /v2/user/getUserWithRole: active users for pickers. */
export interface UserPick {
  id: number;
  name: string;
  phone: string;
}

export interface UserName {
  id: number;
  name: string;
}

/** GET /v2/user/roleList: every role with the number of active users holding it. */
export interface RoleSummary {
  type: RoleType;
  name: string;
  count: number;
}

/** GET /stand/dept: a flat list; userCount counts the active users placed directly in the department. */
export interface DepartmentRow {
  id: number;
  parent_id: number | null;
  name: string;
  sort: number;
  userCount: number;
}

/** PUT /user/handover answer: how many items each step handed over. */
export interface HandoverResult {
  name: string;
  count: number;
}

/** GET /role/menu/list and /ep/right/list items. */
export interface RoleMenuItem {
  key: string;
  name: string;
}
export interface RightItem {
  code: string;
  name: string;
}

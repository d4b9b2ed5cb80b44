/** Refusals of the user and department calls, as the user reads them. */
export const UserErrors = {
  phoneInEnterprise: '该手机号已在企业中',
  departmentNotFound: '部门不存在',
  userNotFound: '用户不存在',
  keepOwnAdmin: '不能移除自己的系统管理员角色',
  disableSelf: '不能禁用自己的账号',
  lastAdmin: '至少保留一名系统管理员',
  currentRoleNotHeld: '默认角色须是该用户拥有的角色',
  handoverSameUser: '交接人和接收人不能是同一人',
  handoverTargetDisabled: '接收人已禁用，请选择在职的成员',
} as const;

export const DepartmentErrors = {
  hasMembers: '部门下还有成员，请先移走成员',
  hasChildren: '请先删除子部门',
  rootNotDeletable: '根部门不能删除',
  rootNotMovable: '根部门不能移动',
  moveIntoOwnSubtree: '不能移到本部门或其下级部门之下',
  nameTaken: '同一上级部门下已有同名部门',
} as const;

export const RoleErrors = {
  unknownMenuKeys: (keys: string[]) => `未知的菜单：${keys.join('、')}`,
  unknownRightCodes: (codes: string[]) => `未知的权限代码：${codes.join('、')}`,
  adminMenuLocked: '系统管理员须保留“系统设置 > 组织架构”菜单，以免无法再管理权限',
} as const;

export const headcountReached = (purchased: number) => `用户数已达套餐上限（${purchased}人）`;

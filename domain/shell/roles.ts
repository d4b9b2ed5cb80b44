/** The ten system roles of spec part 1 section 6. */
export const Role = {
  dispatcher: 1,
  serviceStaff: 2,
  admin: 3,
  employee: 4,
  salesperson: 5,
  reception: 6,
  returnVisit: 7,
  finance: 8,
  warehouse: 9,
  director: 10,
} as const;
export type RoleType = (typeof Role)[keyof typeof Role];

export const ROLE_TYPES = Object.values(Role) as RoleType[];

export const ROLE_NAMES: Record<RoleType, string> = {
  1: '派单员',
  2: '服务人员',
  3: '系统管理员',
  4: '普通员工',
  5: '销售人员',
  6: '接待客服',
  7: '回访客服',
  8: '财务',
  9: '仓库管理员',
  10: '管理层',
};

export const ROLE_ICONS: Record<RoleType, string> = {
  1: 'send',
  2: 'tool',
  3: 'safe',
  4: 'user',
  5: 'trophy',
  6: 'customer-service',
  7: 'phone',
  8: 'wallet',
  9: 'storage',
  10: 'dashboard',
};

export function isRoleType(value: unknown): value is RoleType {
  return typeof value === 'number' && (ROLE_TYPES as number[]).includes(value);
}

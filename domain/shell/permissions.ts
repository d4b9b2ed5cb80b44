import { Role, type RoleType } from './roles';

/** Permission codes (powers) of spec part 1 section 6 and part 2 section 6. */
export const Power = {
  orderDetail: '01001',
  spareDetail: '05001',
  quickDeployCheck: '09001',
  serviceDetail: '12001',
  newProject: '13002',
  repairDetail: '18001',
} as const;
export type PowerCode = (typeof Power)[keyof typeof Power];

export const POWER_NAMES: Record<PowerCode, string> = {
  '01001': '工单详情',
  '05001': '备件详情',
  '09001': '快速部署检查',
  '12001': '服务项目详情',
  '13002': '新建项目',
  '18001': '维修详情',
};

export const ALL_POWERS = Object.values(Power) as PowerCode[];

/** A route with a code is allowed only if the user's powers contain it; an empty code always is. */
export function hasPower(powers: readonly string[], code: string | undefined | null): boolean {
  return !code || powers.includes(code);
}

/** Permission codes each role holds in a newly set-up enterprise (the administrator holds all). */
const DEFAULT_RIGHTS: Partial<Record<RoleType, PowerCode[]>> = {
  [Role.dispatcher]: [Power.orderDetail, Power.serviceDetail, Power.spareDetail, Power.repairDetail],
  // Engineers repair at the bench, so they open repair details (18001) too.
  [Role.serviceStaff]: [Power.orderDetail, Power.serviceDetail, Power.spareDetail, Power.repairDetail],
  [Role.employee]: [Power.orderDetail],
  [Role.salesperson]: [Power.orderDetail, Power.newProject],
  // The receiving desk signs products in and sends them back from the repair detail.
  [Role.reception]: [Power.orderDetail, Power.repairDetail],
  [Role.returnVisit]: [Power.orderDetail],
  [Role.finance]: [Power.orderDetail],
  [Role.warehouse]: [Power.spareDetail],
  [Role.director]: [Power.orderDetail, Power.serviceDetail, Power.spareDetail, Power.repairDetail],
};

export function defaultRights(role: RoleType): PowerCode[] {
  return role === Role.admin ? ALL_POWERS : (DEFAULT_RIGHTS[role] ?? []);
}

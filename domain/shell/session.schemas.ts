import { z } from 'zod';
import type { PlanType } from './plans';
import type { RoleType } from './roles';

export interface SessionRole {
  type: RoleType;
  role_name: string;
  roleName: string;
  icon: string;
  label: string;
}

/** GET /v2/sessionUser/info (spec part 1 section 3, "Session user"). */
export interface SessionUser {
  id: number;
  name: string;
  phone: string;
  sysrole: RoleType;
  enterpriseId: number;
  enterpriseName: string;
  avatar: string | null;
  isChargeUser: PlanType;
  epServiceExpireTime: string | null;
  allRoles: SessionRole[];
  admin: boolean;
  csrfToken: string;
  powers: { code: string }[];
  tryoutType: 0 | 1;
  cropId: string | null;
  stateTagId: number | null;
  headcountExceeded: boolean;
  /** How the user signed in; the UI hides password and enterprise switching inside the hosts. */
  host: 'standalone' | 'wecom' | 'dingtalk';
  /** The version the user chose (1 PC, 0 mobile), null when the device decides. */
  pcVersion: 0 | 1 | null;
}

export const ChangeRoleSchema = z.object({ role: z.coerce.number().int().min(1).max(10) });

/** GET /v2/charge/epPackageDetail (administrators only). */
export interface PackageDetail {
  buy_person_num: number | null;
  userNum: number;
  is_charge_user: PlanType;
  packageName: string;
}

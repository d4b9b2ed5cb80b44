import { isHeadcountExceeded, Plan } from '@domain/shell/plans';
import { ROLE_ICONS, ROLE_NAMES, type RoleType } from '@domain/shell/roles';
import type { SessionUser } from '@domain/shell/session.schemas';
import type { Session } from '../auth/auth.public';

/** Shapes GET /v2/sessionUser/info from the session, the role's rights and the headcount. */
export function toSessionUser(session: Session, rights: string[], userCount: number): SessionUser {
  const user = session.user!;
  const enterprise = session.enterprise!;
  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    sysrole: user.currentRole as RoleType,
    enterpriseId: enterprise.id,
    enterpriseName: enterprise.name,
    avatar: user.avatar,
    isChargeUser: enterprise.planType,
    epServiceExpireTime: enterprise.serviceExpiresAt?.toISOString() ?? null,
    allRoles: user.roles.map((type) => ({
      type,
      role_name: ROLE_NAMES[type],
      roleName: ROLE_NAMES[type],
      icon: ROLE_ICONS[type],
      label: ROLE_NAMES[type],
    })),
    admin: user.roles.includes(3),
    csrfToken: session.csrfToken,
    powers: rights.map((code) => ({ code })),
    tryoutType: enterprise.planType === Plan.trial ? 1 : 0,
    cropId: enterprise.corpId,
    stateTagId: user.stateTagId,
    headcountExceeded: isHeadcountExceeded({ ...enterprise, userCount }),
    host: session.host,
    pcVersion: user.pcVersion === 0 || user.pcVersion === 1 ? user.pcVersion : null,
  };
}

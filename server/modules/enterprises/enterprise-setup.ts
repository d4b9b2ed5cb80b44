import { walkMenu } from '@domain/shell/menu-catalogue';
import { defaultRights } from '@domain/shell/permissions';
import type { PlanType } from '@domain/shell/plans';
import { ROLE_TYPES, type RoleType } from '@domain/shell/roles';
import { PERSON_STATE_TAG_CODE, DEFAULT_PERSON_STATES } from '@domain/settings/tags';
import type { Executor } from '../../db/database';
import { accounts } from '../../db/schema/auth';
import { departments, enterprises, roleGrants, users } from '../../db/schema/tenancy';
import { epTags } from '../../db/schema/settings';
import { enterpriseSetupSteps } from './enterprise-setup-steps';
import { offerMenuKeys } from './menu-offers';

export interface NewEnterprise {
  name: string;
  industry?: string;
  planType: PlanType;
  serviceExpiresAt?: Date | null;
  purchasedHeadcount?: number | null;
  hotline?: string | null;
  corpId?: string | null;
  admin: { name: string; phone: string; roles?: RoleType[] };
}

/**
 * Creates an enterprise ready to use: a root department named after it, the ten roles with their
 * default menus and rights, the personal-status tags, the registered areas' setup steps (default
 * templates ...) and the administrator. Run inside the caller's
 * transaction on the owner connection (the tenant does not exist yet).
 */
export async function setUpEnterprise(tx: Executor, input: NewEnterprise) {
  const [enterprise] = await tx
    .insert(enterprises)
    .values({
      name: input.name,
      industry: input.industry ?? 'other',
      planType: input.planType,
      serviceExpiresAt: input.serviceExpiresAt ?? null,
      purchasedHeadcount: input.purchasedHeadcount ?? null,
      hotline: input.hotline ?? null,
      corpId: input.corpId ?? null,
    })
    .returning({ id: enterprises.id });
  const enterpriseId = enterprise.id;
  const [root] = await tx
    .insert(departments)
    .values({ enterpriseId, name: input.name, parentId: null })
    .returning({ id: departments.id });
  await offerMenuKeys(tx, enterpriseId, [...walkMenu()].map((entry) => entry.key));
  await tx
    .insert(roleGrants)
    .values(ROLE_TYPES.flatMap((role) => defaultRights(role).map((key) => ({ enterpriseId, role, kind: 'right' as const, key }))));
  await tx
    .insert(epTags)
    .values(DEFAULT_PERSON_STATES.map((t) => ({ enterpriseId, code: PERSON_STATE_TAG_CODE, name: t.name, colorRgb: t.color })));
  for (const step of enterpriseSetupSteps()) await step(tx, enterpriseId);
  const adminRoles = input.admin.roles ?? [3 as RoleType];
  const adminUserId = await addMember(tx, {
    enterpriseId,
    departmentId: root.id,
    name: input.admin.name,
    phone: input.admin.phone,
    roles: adminRoles,
  });
  return { enterpriseId, rootDepartmentId: root.id, adminUserId };
}

/** Adds a user to an enterprise, creating the phone's account if it has none. */
export async function addMember(
  tx: Executor,
  m: { enterpriseId: number; departmentId: number; name: string; phone: string; roles: RoleType[] },
): Promise<number> {
  await tx.insert(accounts).values({ phone: m.phone }).onConflictDoNothing();
  const [user] = await tx
    .insert(users)
    .values({
      enterpriseId: m.enterpriseId,
      departmentId: m.departmentId,
      name: m.name,
      phone: m.phone,
      roles: m.roles,
      currentRole: m.roles[0] ?? null,
    })
    .returning({ id: users.id });
  return user.id;
}

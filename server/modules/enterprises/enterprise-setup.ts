import { walkMenu } from '@domain/shell/menu-catalogue';
import { defaultRights } from '@domain/shell/permissions';
import type { PlanType } from '@domain/shell/plans';
import { ROLE_TYPES, type RoleType } from '@domain/shell/roles';
import type { Executor } from '../../db/database';
import { departments, enterprises, roleGrants } from '../../db/schema/tenancy';
import { addDefaultPersonStates } from '../tags/tags.public';
import { addDefaultTemplates } from '../templates/templates.public';
import { addMember } from '../users/users.public';
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
 * default menus and rights, the personal-status tags and the administrator. Run inside the caller's
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
  await addDefaultPersonStates(tx, enterpriseId);
  await addDefaultTemplates(tx, enterpriseId);
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
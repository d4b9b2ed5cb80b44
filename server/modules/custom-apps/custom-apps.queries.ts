import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CustomAppTypeValue } from '@domain/custom-apps/custom-apps.constants';
import type { CustomAppView, CustomFormSummary } from '@domain/custom-apps/custom-apps.schemas';
import type { RoleType } from '@domain/shell/roles';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import type { Executor } from '../../db/database';
import { customAppForms as forms, customAppGroups as groups, customAppRecords as records, customApps as apps } from '../../db/schema/custom-apps';

export type GroupRecord = typeof groups.$inferSelect;
export type FormRecord = typeof forms.$inferSelect;
export type AppFields = Pick<typeof apps.$inferInsert, 'groupId' | 'name' | 'icon' | 'formType' | 'externalUrl' | 'formId' | 'roles' | 'enabled'>;

// ---- Groups ----

export function listGroups(tx: Executor, enterpriseId: number): Promise<GroupRecord[]> {
  return tx.select().from(groups).where(eq(groups.enterpriseId, enterpriseId)).orderBy(asc(groups.sort), asc(groups.id));
}

export async function findGroup(tx: Executor, enterpriseId: number, id: number): Promise<GroupRecord | undefined> {
  const [row] = await tx.select().from(groups).where(and(eq(groups.enterpriseId, enterpriseId), eq(groups.id, id)));
  return row;
}

export async function groupNameTaken(tx: Executor, enterpriseId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.enterpriseId, enterpriseId), eq(groups.name, name), exceptId ? ne(groups.id, exceptId) : undefined));
  return Boolean(row);
}

export async function insertGroup(tx: Executor, enterpriseId: number, name: string): Promise<number> {
  const [row] = await tx
    .insert(groups)
    .values({ enterpriseId, name, sort: sql`(select coalesce(max(${groups.sort}) + 1, 0) from ${groups} where ${groups.enterpriseId} = ${enterpriseId})` })
    .returning({ id: groups.id });
  return row.id;
}

export async function updateGroup(tx: Executor, enterpriseId: number, id: number, name: string): Promise<void> {
  await tx.update(groups).set({ name }).where(and(eq(groups.enterpriseId, enterpriseId), eq(groups.id, id)));
}

export async function deleteGroup(tx: Executor, enterpriseId: number, id: number): Promise<void> {
  await tx.delete(groups).where(and(eq(groups.enterpriseId, enterpriseId), eq(groups.id, id)));
}

export async function setGroupOrder(tx: Executor, enterpriseId: number, ids: number[]): Promise<void> {
  for (const [sort, id] of ids.entries()) await tx.update(groups).set({ sort }).where(and(eq(groups.enterpriseId, enterpriseId), eq(groups.id, id)));
}

// ---- Applications ----

const appColumns = {
  id: apps.id,
  groupId: apps.groupId,
  name: apps.name,
  icon: apps.icon,
  formType: apps.formType,
  externalUrl: apps.externalUrl,
  formId: apps.formId,
  formName: forms.name,
  roles: apps.roles,
  enabled: apps.enabled,
  sort: apps.sort,
};

const toView = (row: { formType: number; roles: number[]; formName: string | null } & Omit<CustomAppView, 'formType' | 'roles' | 'formName'>): CustomAppView => ({
  ...row,
  formType: row.formType as CustomAppTypeValue,
  roles: row.roles as RoleType[],
});

/** Applications in menu order; `where` narrows them (one id, one group, the enabled ones ...). */
export async function listApps(tx: Executor, enterpriseId: number, where?: { ids?: number[]; groupId?: number; formId?: number; enabledOnly?: boolean }): Promise<CustomAppView[]> {
  const rows = await tx
    .select(appColumns)
    .from(apps)
    .leftJoin(forms, and(eq(forms.id, apps.formId), eq(forms.enterpriseId, enterpriseId)))
    .where(
      and(
        eq(apps.enterpriseId, enterpriseId),
        where?.ids ? inArray(apps.id, where.ids) : undefined,
        where?.groupId ? eq(apps.groupId, where.groupId) : undefined,
        where?.formId ? eq(apps.formId, where.formId) : undefined,
        where?.enabledOnly ? eq(apps.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(apps.sort), asc(apps.id));
  return rows.map(toView);
}

export async function findApp(tx: Executor, enterpriseId: number, id: number): Promise<CustomAppView | undefined> {
  return (await listApps(tx, enterpriseId, { ids: [id] }))[0];
}

export async function appNameTaken(tx: Executor, enterpriseId: number, groupId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.enterpriseId, enterpriseId), eq(apps.groupId, groupId), eq(apps.name, name), exceptId ? ne(apps.id, exceptId) : undefined));
  return Boolean(row);
}

const lastInGroup = (enterpriseId: number, groupId: number) =>
  sql`(select coalesce(max(${apps.sort}) + 1, 0) from ${apps} where ${apps.enterpriseId} = ${enterpriseId} and ${apps.groupId} = ${groupId})`;

export async function insertApp(tx: Executor, enterpriseId: number, fields: AppFields): Promise<number> {
  const [row] = await tx
    .insert(apps)
    .values({
      ...fields,
      enterpriseId,
      sort: lastInGroup(enterpriseId, fields.groupId),
    })
    .returning({ id: apps.id });
  return row.id;
}

/** Updates an application; `toEnd` puts it last in its (new) group. */
export async function updateApp(tx: Executor, enterpriseId: number, id: number, fields: Partial<AppFields>, toEnd = false): Promise<void> {
  const sort = toEnd && fields.groupId ? { sort: lastInGroup(enterpriseId, fields.groupId) } : {};
  await tx
    .update(apps)
    .set({ ...fields, ...sort })
    .where(and(eq(apps.enterpriseId, enterpriseId), eq(apps.id, id)));
}

export async function deleteApp(tx: Executor, enterpriseId: number, id: number): Promise<void> {
  await tx.delete(apps).where(and(eq(apps.enterpriseId, enterpriseId), eq(apps.id, id)));
}

export async function setAppOrder(tx: Executor, enterpriseId: number, ids: number[]): Promise<void> {
  for (const [sort, id] of ids.entries()) await tx.update(apps).set({ sort }).where(and(eq(apps.enterpriseId, enterpriseId), eq(apps.id, id)));
}

export async function appCount(tx: Executor, enterpriseId: number, where: { groupId?: number; formId?: number }): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(apps)
    .where(
      and(
        eq(apps.enterpriseId, enterpriseId),
        where.groupId ? eq(apps.groupId, where.groupId) : undefined,
        where.formId ? eq(apps.formId, where.formId) : undefined,
      ),
    );
  return Number(row.n);
}

// ---- Forms ----

export async function listFormSummaries(tx: Executor, enterpriseId: number): Promise<CustomFormSummary[]> {
  const counts = tx
    .select({ formId: records.formId, n: count().as('n') })
    .from(records)
    .where(eq(records.enterpriseId, enterpriseId))
    .groupBy(records.formId)
    .as('counts');
  const rows = await tx
    .select({ id: forms.id, name: forms.name, form: forms.form, recordCount: counts.n })
    .from(forms)
    .leftJoin(counts, eq(counts.formId, forms.id))
    .where(eq(forms.enterpriseId, enterpriseId))
    .orderBy(asc(forms.id));
  return rows.map((r) => ({ id: r.id, name: r.name, fieldCount: (r.form as TemplateForm).fields.length, recordCount: Number(r.recordCount ?? 0) }));
}

export async function findForm(tx: Executor, enterpriseId: number, id: number): Promise<FormRecord | undefined> {
  const [row] = await tx.select().from(forms).where(and(eq(forms.enterpriseId, enterpriseId), eq(forms.id, id)));
  return row;
}

export async function insertForm(tx: Executor, enterpriseId: number, name: string, form: TemplateForm): Promise<number> {
  const [row] = await tx.insert(forms).values({ enterpriseId, name, form }).returning({ id: forms.id });
  return row.id;
}

export async function updateForm(tx: Executor, enterpriseId: number, id: number, fields: { name?: string; form?: TemplateForm }): Promise<void> {
  await tx
    .update(forms)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(forms.enterpriseId, enterpriseId), eq(forms.id, id)));
}

/** Removes a form and every record entered with it. */
export async function deleteForm(tx: Executor, enterpriseId: number, id: number): Promise<void> {
  await tx.delete(records).where(and(eq(records.enterpriseId, enterpriseId), eq(records.formId, id)));
  await tx.delete(forms).where(and(eq(forms.enterpriseId, enterpriseId), eq(forms.id, id)));
}

// ---- Records ----

export type RecordRow = typeof records.$inferSelect;

export function listRecords(tx: Executor, enterpriseId: number, formId: number, paging: { pageIndex: number; pageSize: number }): Promise<RecordRow[]> {
  return tx
    .select()
    .from(records)
    .where(and(eq(records.enterpriseId, enterpriseId), eq(records.formId, formId)))
    .orderBy(desc(records.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
}

export async function countRecords(tx: Executor, enterpriseId: number, formId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(records)
    .where(and(eq(records.enterpriseId, enterpriseId), eq(records.formId, formId)));
  return Number(row.n);
}

export function findRecords(tx: Executor, enterpriseId: number, formId: number, ids: number[]): Promise<RecordRow[]> {
  return tx
    .select()
    .from(records)
    .where(and(eq(records.enterpriseId, enterpriseId), eq(records.formId, formId), inArray(records.id, ids)));
}

export async function insertRecord(tx: Executor, enterpriseId: number, formId: number, values: Record<string, unknown>, createdBy: number): Promise<number> {
  const [row] = await tx.insert(records).values({ enterpriseId, formId, values, createdBy }).returning({ id: records.id });
  return row.id;
}

export async function deleteRecords(tx: Executor, enterpriseId: number, formId: number, ids: number[]): Promise<void> {
  await tx.delete(records).where(and(eq(records.enterpriseId, enterpriseId), eq(records.formId, formId), inArray(records.id, ids)));
}

import { and, asc, eq, ne } from 'drizzle-orm';
import type { ProcessTemplate } from '@domain/projects/projects.schemas';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import type { Executor } from '../../db/database';
import { projectTemplates as pt } from '../../db/schema/projects';

export type TemplateRecord = typeof pt.$inferSelect & { processes: ProcessTemplate[]; approverIds: number[]; creatorIds: number[]; viewerIds: number[]; editorIds: number[]; form: TemplateForm };
export type TemplatePersonnel = Pick<TemplateRecord, 'creatorIds' | 'viewerIds' | 'editorIds'>;
export type TemplateFields = Pick<typeof pt.$inferInsert, 'name' | 'createApproval' | 'finishApproval'> & { processes: ProcessTemplate[]; approverIds: number[] };

export function listTemplates(tx: Executor, enterpriseId: number): Promise<TemplateRecord[]> {
  return tx.select().from(pt).where(eq(pt.enterpriseId, enterpriseId)).orderBy(asc(pt.id)) as Promise<TemplateRecord[]>;
}

export async function findTemplate(tx: Executor, enterpriseId: number, id: number): Promise<TemplateRecord | undefined> {
  const [row] = await tx.select().from(pt).where(and(eq(pt.enterpriseId, enterpriseId), eq(pt.id, id)));
  return row as TemplateRecord | undefined;
}

export async function templateNameTaken(tx: Executor, enterpriseId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx.select({ id: pt.id }).from(pt).where(and(eq(pt.enterpriseId, enterpriseId), eq(pt.name, name), exceptId ? ne(pt.id, exceptId) : undefined));
  return Boolean(row);
}

export async function insertTemplate(tx: Executor, enterpriseId: number, createdBy: number, fields: TemplateFields): Promise<number> {
  const [row] = await tx.insert(pt).values({ enterpriseId, createdBy, ...fields }).returning({ id: pt.id });
  return row.id;
}

export async function updateTemplate(tx: Executor, enterpriseId: number, id: number, fields: Partial<TemplateFields>): Promise<void> {
  await tx.update(pt).set(fields).where(and(eq(pt.enterpriseId, enterpriseId), eq(pt.id, id)));
}

export async function deleteTemplate(tx: Executor, enterpriseId: number, id: number): Promise<void> {
  await tx.delete(pt).where(and(eq(pt.enterpriseId, enterpriseId), eq(pt.id, id)));
}

export async function updatePersonnel(tx: Executor, enterpriseId: number, id: number, personnel: TemplatePersonnel): Promise<void> {
  await tx.update(pt).set(personnel).where(and(eq(pt.enterpriseId, enterpriseId), eq(pt.id, id)));
}

export async function updateForm(tx: Executor, enterpriseId: number, id: number, form: TemplateForm): Promise<void> {
  await tx.update(pt).set({ form }).where(and(eq(pt.enterpriseId, enterpriseId), eq(pt.id, id)));
}

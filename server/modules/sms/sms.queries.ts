import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { SmsSignatureItem, SmsTemplateItem, SignatureStateValue } from '@domain/notifications/sms.schemas';
import type { Executor } from '../../db/database';
import { smsSignatures, smsTemplates } from '../../db/schema/sms';

const toTemplate = (r: typeof smsTemplates.$inferSelect): SmsTemplateItem => ({
  id: r.id,
  name: r.name,
  content: r.content,
  create_time: r.createdAt.toISOString(),
});

const toSignature = (r: typeof smsSignatures.$inferSelect): SmsSignatureItem => ({
  id: r.id,
  signature: r.signature,
  state: r.state as SignatureStateValue,
  remark: r.remark,
  create_time: r.createdAt.toISOString(),
});

const ownTemplates = (enterpriseId: number) => eq(smsTemplates.enterpriseId, enterpriseId);

export async function listTemplates(tx: Executor, enterpriseId: number): Promise<SmsTemplateItem[]> {
  const rows = await tx.select().from(smsTemplates).where(ownTemplates(enterpriseId)).orderBy(asc(smsTemplates.id));
  return rows.map(toTemplate);
}

export async function findTemplates(tx: Executor, enterpriseId: number, ids: number[]): Promise<SmsTemplateItem[]> {
  const rows = await tx
    .select()
    .from(smsTemplates)
    .where(and(ownTemplates(enterpriseId), inArray(smsTemplates.id, ids)));
  return rows.map(toTemplate);
}

export async function insertTemplate(tx: Executor, enterpriseId: number, t: { name: string; content: string }): Promise<SmsTemplateItem> {
  const [row] = await tx.insert(smsTemplates).values({ enterpriseId, ...t }).returning();
  return toTemplate(row);
}

export async function updateTemplate(tx: Executor, enterpriseId: number, id: number, t: { name: string; content: string }): Promise<SmsTemplateItem> {
  const [row] = await tx
    .update(smsTemplates)
    .set(t)
    .where(and(ownTemplates(enterpriseId), eq(smsTemplates.id, id)))
    .returning();
  return toTemplate(row);
}

export async function deleteTemplates(tx: Executor, enterpriseId: number, ids: number[]): Promise<void> {
  await tx.delete(smsTemplates).where(and(ownTemplates(enterpriseId), inArray(smsTemplates.id, ids)));
}

export async function listSignatures(tx: Executor, enterpriseId: number): Promise<SmsSignatureItem[]> {
  const rows = await tx
    .select()
    .from(smsSignatures)
    .where(eq(smsSignatures.enterpriseId, enterpriseId))
    .orderBy(desc(smsSignatures.createdAt), desc(smsSignatures.id));
  return rows.map(toSignature);
}

/** The newest signature in a state, if any. */
export async function latestSignature(tx: Executor, enterpriseId: number, state: SignatureStateValue): Promise<SmsSignatureItem | undefined> {
  const [row] = await tx
    .select()
    .from(smsSignatures)
    .where(and(eq(smsSignatures.enterpriseId, enterpriseId), eq(smsSignatures.state, state)))
    .orderBy(desc(smsSignatures.createdAt), desc(smsSignatures.id))
    .limit(1);
  return row && toSignature(row);
}

export async function insertSignature(tx: Executor, enterpriseId: number, signature: string): Promise<SmsSignatureItem> {
  const [row] = await tx.insert(smsSignatures).values({ enterpriseId, signature }).returning();
  return toSignature(row);
}

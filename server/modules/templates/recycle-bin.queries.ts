import { and, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import type { RecycleBinFilter } from '@domain/templates/recycle-bin.schemas';
import { FormOwnerKind, type FormOwnerKindValue } from '@domain/templates/template.constants';
import type { Executor } from '../../db/database';
import { deletedFormFields, detailForms, eventTemplates, orderTypes } from '../../db/schema/templates';

export type RecycledFieldRecord = typeof deletedFormFields.$inferSelect;

export interface RecycledFieldInput {
  ownerKind: FormOwnerKindValue;
  ownerId: number;
  field: unknown;
  position: number;
  deletedBy: number;
}

export async function insertRecycledFields(tx: Executor, enterpriseId: number, rows: RecycledFieldInput[]) {
  if (rows.length > 0) await tx.insert(deletedFormFields).values(rows.map((r) => ({ enterpriseId, ...r })));
}

/** Fields whose form still exists: those of a deleted template cannot go back and are not listed. */
function restorable(tx: Executor, enterpriseId: number): SQL | undefined {
  const liveOrderTypes = tx
    .select({ id: orderTypes.id })
    .from(orderTypes)
    .where(and(eq(orderTypes.enterpriseId, enterpriseId), isNull(orderTypes.deletedAt)));
  const liveEventTemplates = tx
    .select({ id: eventTemplates.id })
    .from(eventTemplates)
    .where(and(eq(eventTemplates.enterpriseId, enterpriseId), isNull(eventTemplates.deletedAt)));
  return and(
    eq(deletedFormFields.enterpriseId, enterpriseId),
    or(
      eq(deletedFormFields.ownerKind, FormOwnerKind.detailForm),
      and(eq(deletedFormFields.ownerKind, FormOwnerKind.orderType), inArray(deletedFormFields.ownerId, liveOrderTypes)),
      and(eq(deletedFormFields.ownerKind, FormOwnerKind.eventTemplate), inArray(deletedFormFields.ownerId, liveEventTemplates)),
    ),
  );
}

/** The fields of the one form the filter names (a detail form by its entity kind), or of every form. */
function ownedBy(tx: Executor, enterpriseId: number, filter: RecycleBinFilter): SQL | undefined {
  const f = deletedFormFields;
  if (filter.orderTypeId !== undefined) return and(eq(f.ownerKind, FormOwnerKind.orderType), eq(f.ownerId, filter.orderTypeId));
  if (filter.eventTemplateId !== undefined) return and(eq(f.ownerKind, FormOwnerKind.eventTemplate), eq(f.ownerId, filter.eventTemplateId));
  if (filter.detailType === undefined) return undefined;
  const forms = tx
    .select({ id: detailForms.id })
    .from(detailForms)
    .where(and(eq(detailForms.enterpriseId, enterpriseId), eq(detailForms.entityType, filter.detailType)));
  return and(eq(f.ownerKind, FormOwnerKind.detailForm), inArray(f.ownerId, forms));
}

/** Newest first. */
export function listRecycledFields(tx: Executor, enterpriseId: number, filter: RecycleBinFilter, paging: Paging): Promise<RecycledFieldRecord[]> {
  return tx
    .select()
    .from(deletedFormFields)
    .where(and(restorable(tx, enterpriseId), ownedBy(tx, enterpriseId, filter)))
    .orderBy(desc(deletedFormFields.deletedAt), desc(deletedFormFields.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
}

export async function countRecycledFields(tx: Executor, enterpriseId: number, filter: RecycleBinFilter): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(deletedFormFields)
    .where(and(restorable(tx, enterpriseId), ownedBy(tx, enterpriseId, filter)));
  return row.n;
}

export function findRecycledFields(tx: Executor, enterpriseId: number, ids: number[]): Promise<RecycledFieldRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(deletedFormFields)
    .where(and(eq(deletedFormFields.enterpriseId, enterpriseId), inArray(deletedFormFields.id, ids)));
}

export async function deleteRecycledFields(tx: Executor, enterpriseId: number, ids: number[]) {
  await tx.delete(deletedFormFields).where(and(eq(deletedFormFields.enterpriseId, enterpriseId), inArray(deletedFormFields.id, ids)));
}

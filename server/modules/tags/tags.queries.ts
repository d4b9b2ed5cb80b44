import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PERSON_STATES, PERSON_STATE_TAG_CODE } from '@domain/settings/tags';
import type { EpTag } from '@domain/tags/tags.schemas';
import type { Executor } from '../../db/database';
import { epTags } from '../../db/schema/tags';

const shape = { id: epTags.id, name: epTags.name, color_rgb: epTags.colorRgb };

export function listTags(tx: Executor, enterpriseId: number, code: number): Promise<EpTag[]> {
  return tx
    .select(shape)
    .from(epTags)
    .where(and(eq(epTags.enterpriseId, enterpriseId), eq(epTags.code, code)))
    .orderBy(asc(epTags.id));
}

export async function findTag(tx: Executor, enterpriseId: number, id: number, code: number): Promise<EpTag | undefined> {
  const [row] = await tx
    .select(shape)
    .from(epTags)
    .where(and(eq(epTags.enterpriseId, enterpriseId), eq(epTags.id, id), eq(epTags.code, code)));
  return row;
}

/** The tags of one code among `ids`, in id order (an id of another code or enterprise is left out). */
export function findTagsOfCode(tx: Executor, enterpriseId: number, code: number, ids: number[]): Promise<EpTag[]> {
  return tx
    .select(shape)
    .from(epTags)
    .where(and(eq(epTags.enterpriseId, enterpriseId), eq(epTags.code, code), inArray(epTags.id, ids)))
    .orderBy(asc(epTags.id));
}

/**
 * The tags whose ids `tagIds` selects, as one JSON array of {id, name, color_rgb} in id order: a
 * subquery for a caller's list, so a page of rows with their tags stays one statement.
 */
export function tagRefsJson(enterpriseId: number, tagIds: SQL): SQL<EpTag[]> {
  return sql<EpTag[]>`(
  select coalesce(json_agg(json_build_object('id', ${epTags.id}, 'name', ${epTags.name}, 'color_rgb', ${epTags.colorRgb}) order by ${epTags.id}), '[]'::json)
  from ${epTags} where ${epTags.enterpriseId} = ${enterpriseId} and ${epTags.id} in (${tagIds}))`;
}

/** The personal-status tags a new enterprise starts with. */
export async function addDefaultPersonStates(tx: Executor, enterpriseId: number) {
  await tx
    .insert(epTags)
    .values(DEFAULT_PERSON_STATES.map((t) => ({ enterpriseId, code: PERSON_STATE_TAG_CODE, name: t.name, colorRgb: t.color })));
}

export function findTagsByIds(tx: Executor, enterpriseId: number, ids: number[]) {
  return tx
    .select({ id: epTags.id, code: epTags.code })
    .from(epTags)
    .where(and(eq(epTags.enterpriseId, enterpriseId), inArray(epTags.id, ids)));
}

export async function nameTaken(tx: Executor, enterpriseId: number, code: number, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: epTags.id })
    .from(epTags)
    .where(
      and(
        eq(epTags.enterpriseId, enterpriseId),
        eq(epTags.code, code),
        eq(epTags.name, name),
        exceptId ? ne(epTags.id, exceptId) : undefined,
      ),
    );
  return Boolean(row);
}

export async function insertTag(tx: Executor, enterpriseId: number, t: { code: number; name: string; color_rgb: string }): Promise<EpTag> {
  const [row] = await tx
    .insert(epTags)
    .values({ enterpriseId, code: t.code, name: t.name, colorRgb: t.color_rgb })
    .returning(shape);
  return row;
}

export async function updateTag(tx: Executor, enterpriseId: number, id: number, t: { name: string; color_rgb: string }) {
  const [row] = await tx
    .update(epTags)
    .set({ name: t.name, colorRgb: t.color_rgb })
    .where(and(eq(epTags.enterpriseId, enterpriseId), eq(epTags.id, id)))
    .returning(shape);
  return row;
}

export async function deleteTags(tx: Executor, enterpriseId: number, ids: number[]) {
  await tx.delete(epTags).where(and(eq(epTags.enterpriseId, enterpriseId), inArray(epTags.id, ids)));
}

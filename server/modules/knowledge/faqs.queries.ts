import { and, eq, inArray, sql } from 'drizzle-orm';
import type { VisibilityValue } from '@domain/knowledge/knowledge.constants';
import type { FaqRow, NamedRef } from '@domain/knowledge/knowledge.schemas';
import type { Executor } from '../../db/database';
import { knowledgeFaqs as faqs, knowledgeFaqVotes as votes } from '../../db/schema/knowledge';
import { userNames } from '../users/users.public';
import { categoryNames } from './categories.queries';

export type FaqRecord = typeof faqs.$inferSelect;
export type FaqFields = Pick<FaqRecord, 'categoryId' | 'question' | 'answerHtml' | 'answerText' | 'visibility' | 'search'>;

export async function findFaq(tx: Executor, enterpriseId: number, id: number, lock = false): Promise<FaqRecord | undefined> {
  const query = tx
    .select()
    .from(faqs)
    .where(and(eq(faqs.enterpriseId, enterpriseId), eq(faqs.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function faqRecords(tx: Executor, enterpriseId: number, ids: number[]): Promise<FaqRecord[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(faqs)
    .where(and(eq(faqs.enterpriseId, enterpriseId), inArray(faqs.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Named references for the ids (people and categories) of a list of records. */
export async function namesFor(tx: Executor, enterpriseId: number, records: { categoryId: number; createdBy: number }[]) {
  const categories = await categoryNames(tx, enterpriseId, [...new Set(records.map((r) => r.categoryId))]);
  const people = new Map((await userNames(tx, enterpriseId, [...new Set(records.map((r) => r.createdBy))])).map((u) => [u.id, u.name]));
  return {
    category: (id: number): NamedRef => ({ id, name: categories.get(id) ?? '' }),
    person: (id: number): NamedRef | null => (people.has(id) ? { id, name: people.get(id)! } : null),
  };
}

export async function toFaqRows(tx: Executor, enterpriseId: number, records: FaqRecord[]): Promise<FaqRow[]> {
  const names = await namesFor(tx, enterpriseId, records);
  return records.map((r) => ({
    id: r.id,
    category: names.category(r.categoryId),
    question: r.question,
    visibility: r.visibility as VisibilityValue,
    viewCount: r.viewCount,
    helpfulCount: r.helpfulCount,
    unhelpfulCount: r.unhelpfulCount,
    createdBy: names.person(r.createdBy),
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  }));
}

export async function insertFaq(tx: Executor, enterpriseId: number, createdBy: number, fields: FaqFields): Promise<number> {
  const [row] = await tx
    .insert(faqs)
    .values({ ...fields, enterpriseId, createdBy })
    .returning({ id: faqs.id });
  return row.id;
}

export async function updateFaq(tx: Executor, enterpriseId: number, id: number, fields: FaqFields): Promise<void> {
  await tx
    .update(faqs)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(faqs.enterpriseId, enterpriseId), eq(faqs.id, id)));
}

export async function deleteFaq(tx: Executor, enterpriseId: number, id: number): Promise<void> {
  await tx.delete(votes).where(and(eq(votes.enterpriseId, enterpriseId), eq(votes.faqId, id)));
  await tx.delete(faqs).where(and(eq(faqs.enterpriseId, enterpriseId), eq(faqs.id, id)));
}

export async function voteOf(tx: Executor, enterpriseId: number, faqId: number, voter: string): Promise<boolean | null> {
  const [row] = await tx
    .select({ helpful: votes.helpful })
    .from(votes)
    .where(and(eq(votes.enterpriseId, enterpriseId), eq(votes.faqId, faqId), eq(votes.voter, voter)));
  return row?.helpful ?? null;
}

/** Records (or changes) a reader's vote and sets the article's two counts from the votes. Under the article's row lock. */
export async function vote(tx: Executor, enterpriseId: number, faqId: number, voter: string, helpful: boolean): Promise<void> {
  await tx
    .insert(votes)
    .values({ enterpriseId, faqId, voter, helpful })
    .onConflictDoUpdate({ target: [votes.enterpriseId, votes.faqId, votes.voter], set: { helpful } });
  await tx
    .update(faqs)
    .set({
      helpfulCount: sql`(select count(*) from ${votes} where ${votes.enterpriseId} = ${enterpriseId} and ${votes.faqId} = ${faqId} and ${votes.helpful})`,
      unhelpfulCount: sql`(select count(*) from ${votes} where ${votes.enterpriseId} = ${enterpriseId} and ${votes.faqId} = ${faqId} and not ${votes.helpful})`,
    })
    .where(and(eq(faqs.enterpriseId, enterpriseId), eq(faqs.id, faqId)));
}

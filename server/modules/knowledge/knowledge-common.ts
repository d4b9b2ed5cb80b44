import { CategoryKind, type CategoryKindValue } from '@domain/knowledge/knowledge.constants';
import { KnowledgeErrors } from '@domain/knowledge/errors';
import type { Tx } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import { findCategory, type CategoryRecord } from './categories.queries';

/** Who calls the knowledge services: the signed-in person of an enterprise, in their current role. */
export interface KnowledgeActor {
  enterpriseId: number;
  userId: number;
  role: number;
}

export const logKnowledge = (tx: Tx, actor: KnowledgeActor, action: string, targetId: number, summary: string, before?: unknown, after?: unknown) =>
  recordOperation(tx, { enterpriseId: actor.enterpriseId, userId: actor.userId, module: 'knowledge', action, targetId, summary, before, after });

/** The category an article goes into, of the article's own tree, held against a delete until the write commits; 400 naming the field otherwise. */
export async function articleCategory(tx: Tx, enterpriseId: number, id: number, kind: CategoryKindValue): Promise<CategoryRecord> {
  const category = await findCategory(tx, enterpriseId, id, 'share');
  if (!category) throw badRequest(`categoryId: ${KnowledgeErrors.categoryNotFound}`);
  if (category.kind !== kind) throw badRequest(`categoryId: ${KnowledgeErrors.categoryKindMismatch}`);
  return category;
}

export const FAQ = CategoryKind.faq;
export const DOCUMENT = CategoryKind.document;

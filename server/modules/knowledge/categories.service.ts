import { placementRefusal } from '@domain/knowledge/category-tree';
import { KnowledgeErrors } from '@domain/knowledge/errors';
import type { CategoryKindValue } from '@domain/knowledge/knowledge.constants';
import type { KnowledgeCategory, SaveCategoryInput } from '@domain/knowledge/knowledge.schemas';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import * as q from './categories.queries';
import { logKnowledge, type KnowledgeActor } from './knowledge-common';

const LOCK_NAMESPACE = 7346;
/** One writer of an enterprise's category trees at a time: a move checks the whole tree. */
const lockTrees = (tx: Tx, enterpriseId: number) => tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${enterpriseId % 2 ** 31}::int)`);

/** The category trees of the FAQ and the documents. */
export class KnowledgeCategoriesService {
  constructor(private readonly db: Database) {}

  list(actor: KnowledgeActor, kind: CategoryKindValue): Promise<KnowledgeCategory[]> {
    return this.db.tenant(actor.enterpriseId, (tx) => q.listCategories(tx, actor.enterpriseId, kind));
  }

  /** Adds a category or renames, re-sorts or moves one within its tree (never under itself, three levels at most). */
  save(actor: KnowledgeActor, input: SaveCategoryInput): Promise<KnowledgeCategory> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockTrees(tx, enterpriseId);
      const before = input.id ? await q.findCategory(tx, enterpriseId, input.id, 'update') : undefined;
      if (input.id && !before) throw notFound(KnowledgeErrors.categoryNotFound);
      if (before && before.kind !== input.kind) throw badRequest(`kind: ${KnowledgeErrors.categoryKindMismatch}`);
      const tree = await q.listCategories(tx, enterpriseId, input.kind);
      if (input.parentId !== null && !tree.some((c) => c.id === input.parentId)) throw badRequest(`parentId: ${KnowledgeErrors.parentNotFound}`);
      const refusal = placementRefusal(tree, input.id, input.parentId);
      if (refusal) throw badRequest(`parentId: ${refusal}`);
      const fields = { parentId: input.parentId, name: input.name, sort: input.sort };
      const id = before ? before.id : await q.insertCategory(tx, enterpriseId, { ...fields, kind: input.kind });
      if (before) await q.updateCategory(tx, enterpriseId, id, fields);
      const after = (await q.listCategories(tx, enterpriseId, input.kind)).find((c) => c.id === id)!;
      await logKnowledge(tx, actor, before ? 'category.update' : 'category.create', id, `${before ? '修改' : '新增'}知识库分类：${after.name}`, before, after);
      return after;
    });
  }

  /** Deletes empty categories (no sub-category, no article), all or none. */
  remove(actor: KnowledgeActor, ids: number[]): Promise<void> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockTrees(tx, enterpriseId);
      for (const id of ids) {
        const category = await q.findCategory(tx, enterpriseId, id, 'update');
        if (!category) throw notFound(KnowledgeErrors.categoryNotFound);
        if (await q.categoryInUse(tx, enterpriseId, category)) throw conflict(KnowledgeErrors.categoryInUse);
        await q.deleteCategory(tx, enterpriseId, id);
        await logKnowledge(tx, actor, 'category.delete', id, `删除知识库分类：${category.name}`, category);
      }
    });
  }
}

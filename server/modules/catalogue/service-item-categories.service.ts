import type { SaveServiceItemCategoryInput, ServiceItemCategoryRow } from '@domain/catalogue/catalogue.schemas';
import { CatalogueErrors, categoryHasChildren, categoryHasItems } from '@domain/catalogue/errors';
import { Messages } from '@domain/common/messages';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { deleteSummary, lockCatalogue, logChange, saveSummary, type CatalogueActor } from './catalogue-common';
import * as q from './service-items.queries';

const KIND = '服务分类';

/** Categories of service items: a two-level tree (/v2/serverItem/category/...). */
export class ServiceItemCategoriesService {
  constructor(private readonly db: Database) {}

  list(enterpriseId: number): Promise<ServiceItemCategoryRow[]> {
    return this.db.tenant(enterpriseId, (tx) => q.listCategories(tx, enterpriseId));
  }

  save(actor: CatalogueActor, input: SaveServiceItemCategoryInput): Promise<ServiceItemCategoryRow> {
    const { enterpriseId } = actor;
    const fields = { name: input.name, parentId: input.parentId ?? null };
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockCatalogue(tx, enterpriseId);
      const [before] = input.id ? await q.findCategories(tx, enterpriseId, [input.id]) : [];
      if (input.id && !before) throw notFound(CatalogueErrors.categoryNotFound);
      if (fields.parentId !== null) await assertPlaceable(tx, enterpriseId, fields.parentId, input.id);
      if (await q.categoryNameTaken(tx, enterpriseId, fields.name, fields.parentId, input.id)) throw conflict(CatalogueErrors.categoryNameTaken);
      const record = input.id ? await q.updateCategory(tx, enterpriseId, input.id, fields) : await q.insertCategory(tx, enterpriseId, fields);
      await logChange(tx, actor, {
        action: before ? 'service-item-category.update' : 'service-item-category.create',
        targetId: record.id,
        summary: saveSummary(KIND, before?.name, record.name),
        before: before && { name: before.name, parentId: before.parentId },
        after: fields,
      });
      return (await q.listCategories(tx, enterpriseId)).find((c) => c.id === record.id)!;
    });
  }

  /** Deletes all the categories or none; one that still holds items or sub-categories (not deleted with it) stays. */
  async remove(actor: CatalogueActor, ids: number[]): Promise<void> {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    const { enterpriseId } = actor;
    await this.db.tenant(enterpriseId, async (tx) => {
      await lockCatalogue(tx, enterpriseId);
      const found = await q.findCategories(tx, enterpriseId, ids);
      if (found.length !== ids.length) throw notFound(CatalogueErrors.categoryNotFound);
      const nameOf = (id: number | null) => found.find((c) => c.id === id)?.name ?? '';
      const keptChild = (await q.childrenOf(tx, enterpriseId, ids)).find((c) => !ids.includes(c.id));
      if (keptChild) throw conflict(categoryHasChildren(nameOf(keptChild.parentId)));
      const [withItems] = await q.categoriesWithItems(tx, enterpriseId, ids);
      if (withItems) throw conflict(categoryHasItems(nameOf(withItems)));
      await q.deleteCategories(tx, enterpriseId, ids);
      await logChange(tx, actor, {
        action: 'service-item-category.delete',
        targetId: ids.join(','),
        summary: deleteSummary(KIND, found.map((c) => c.name)),
        before: found.map((c) => ({ id: c.id, name: c.name, parentId: c.parentId })),
      });
    });
  }
}

/** The tree has two levels: the parent must be a top category, and a category with children stays on top. */
async function assertPlaceable(tx: Tx, enterpriseId: number, parentId: number, id: number | undefined) {
  if (parentId === id) throw badRequest(CatalogueErrors.categoryUnderItself);
  const [parent] = await q.findCategories(tx, enterpriseId, [parentId]);
  if (!parent) throw notFound(CatalogueErrors.categoryNotFound);
  if (parent.parentId !== null) throw badRequest(CatalogueErrors.categoryTooDeep);
  if (id && (await q.childrenOf(tx, enterpriseId, [id])).length > 0) throw badRequest(CatalogueErrors.categoryTooDeep);
}

import type { SaveServiceItemInput, ServiceItemFilter, ServiceItemRow } from '@domain/catalogue/catalogue.schemas';
import { CatalogueErrors } from '@domain/catalogue/errors';
import { Messages } from '@domain/common/messages';
import type { Paging } from '@domain/common/paging';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { deleteSummary, lockCatalogue, logChange, saveSummary, type CatalogueActor } from './catalogue-common';
import * as q from './service-items.queries';

const KIND = '服务项目';

/** Service items, the "service project" of orders and events (/v2/serverItem/...). */
export class ServiceItemsService {
  constructor(private readonly db: Database) {}

  list(enterpriseId: number, filter: ServiceItemFilter, paging: Paging): Promise<ServiceItemRow[]> {
    return this.db.tenant(enterpriseId, (tx) => q.listItems(tx, enterpriseId, filter, paging));
  }

  count(enterpriseId: number, filter: ServiceItemFilter): Promise<number> {
    return this.db.tenant(enterpriseId, (tx) => q.countItems(tx, enterpriseId, filter));
  }

  save(actor: CatalogueActor, input: SaveServiceItemInput): Promise<ServiceItemRow> {
    const { enterpriseId } = actor;
    const { id, ...rest } = input;
    const fields = { ...rest, categoryId: input.categoryId ?? null };
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockCatalogue(tx, enterpriseId);
      const [before] = id ? await q.findItems(tx, enterpriseId, [id]) : [];
      if (id && !before) throw notFound(CatalogueErrors.itemNotFound);
      if (fields.categoryId !== null && (await q.findCategories(tx, enterpriseId, [fields.categoryId])).length === 0)
        throw notFound(CatalogueErrors.categoryNotFound);
      if (await q.itemNameTaken(tx, enterpriseId, fields.name, fields.categoryId, id)) throw conflict(CatalogueErrors.itemNameTaken);
      if (id) await q.updateItem(tx, enterpriseId, id, fields);
      const savedId = id ?? (await q.insertItem(tx, enterpriseId, fields));
      const [after] = await q.findItems(tx, enterpriseId, [savedId]);
      await logChange(tx, actor, {
        action: before ? 'service-item.update' : 'service-item.create',
        targetId: savedId,
        summary: saveSummary(KIND, before?.name, after.name),
        before,
        after,
      });
      return after;
    });
  }

  /** Deletes all the items or none. */
  async remove(actor: CatalogueActor, ids: number[]): Promise<void> {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    const { enterpriseId } = actor;
    await this.db.tenant(enterpriseId, async (tx) => {
      const found = await q.findItems(tx, enterpriseId, ids);
      if (found.length !== ids.length) throw notFound(CatalogueErrors.itemNotFound);
      await q.deleteItems(tx, enterpriseId, ids);
      await logChange(tx, actor, {
        action: 'service-item.delete',
        targetId: ids.join(','),
        summary: deleteSummary(KIND, found.map((i) => i.name)),
        before: found,
      });
    });
  }
}

import { sql } from 'drizzle-orm';
import { Messages } from '@domain/common/messages';
import { SpareTexts, StorehouseType, WarehouseKind } from '@domain/spare-parts/spare-parts.constants';
import type { PartListQuery, SavePartInput, SaveWarehouseInput, SparePartRow, SpareSettings, WarehouseRow } from '@domain/spare-parts/spare-parts.schemas';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import type { Database, Executor, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { checkedDetailValues } from '../templates/templates.public';
import { activeUsersAmong, userNames } from '../users/users.public';
import * as q from './catalogue.queries';

const lock = (tx: Tx, enterpriseId: number, what: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`spare-${what}:${enterpriseId}`}, 0))`);

export async function warehouseRows(tx: Executor, enterpriseId: number): Promise<WarehouseRow[]> {
  const rows = await q.listWarehouses(tx, enterpriseId);
  const names = new Map((await userNames(tx, enterpriseId, [...new Set(rows.flatMap((r) => r.keeperIds))])).map((u) => [u.id, u.name]));
  return rows.map((r) => ({ ...r, keeperNames: r.keeperIds.map((id) => names.get(id) ?? '') }));
}

/** The parts catalogue, its types, the warehouses and the enterprise's spare settings. */
export class SpareCatalogueService {
  constructor(private readonly db: Database) {}

  settings(enterpriseId: number): Promise<SpareSettings> {
    return this.db.tenantRead(enterpriseId, (tx) => q.settingsOf(tx, enterpriseId));
  }

  saveSettings(enterpriseId: number, s: SpareSettings) {
    return this.db.tenant(enterpriseId, async (tx) => {
      await lock(tx, enterpriseId, 'warehouses');
      const subs = (await q.listWarehouses(tx, enterpriseId)).filter((w) => w.kind === WarehouseKind.sub);
      if (s.storehouseType === StorehouseType.single && subs.length > 0) throw conflict('还有分仓库，不能改为单仓库模式');
      await q.saveSettings(tx, enterpriseId, s);
    });
  }

  types(enterpriseId: number) {
    return this.db.tenantRead(enterpriseId, (tx) => q.listTypes(tx, enterpriseId));
  }

  saveType(enterpriseId: number, input: { id?: number; name: string; sort: number }) {
    return this.db.tenant(enterpriseId, async (tx) => {
      await lock(tx, enterpriseId, 'types');
      if (input.id && !(await q.findType(tx, enterpriseId, input.id))) throw notFound(SpareTexts.typeNotFound);
      if (await q.typeNamed(tx, enterpriseId, input.name, input.id)) throw conflict(SpareTexts.typeNameTaken);
      return q.saveType(tx, enterpriseId, input);
    });
  }

  deleteTypes(enterpriseId: number, ids: number[]) {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    return this.db.tenant(enterpriseId, async (tx) => {
      if ((await q.partsInTypes(tx, enterpriseId, ids)) > 0) throw conflict(SpareTexts.typeInUse);
      // One unknown (or another enterprise's) id refuses them all, as parts and kits do.
      if ((await q.deleteTypes(tx, enterpriseId, ids)) !== new Set(ids).size) throw notFound(SpareTexts.typeNotFound);
    });
  }

  parts(enterpriseId: number, query: PartListQuery) {
    return this.db.tenantRead(enterpriseId, async (tx) => ({
      list: await q.listParts(tx, enterpriseId, query),
      total: await q.countParts(tx, enterpriseId, query),
    }));
  }

  countParts(enterpriseId: number, query: Omit<PartListQuery, 'pageIndex' | 'pageSize'>) {
    return this.db.tenantRead(enterpriseId, (tx) => q.countParts(tx, enterpriseId, query));
  }

  async part(enterpriseId: number, id: number): Promise<SparePartRow> {
    const found = await this.db.tenantRead(enterpriseId, (tx) => q.findPart(tx, enterpriseId, id));
    if (!found) throw notFound(SpareTexts.partNotFound);
    return found;
  }

  /** Saves a part with its spare-part fields (basic-info type 4): a missing required one is a 400 naming it. */
  async savePart(enterpriseId: number, { id, customValues, ...columns }: SavePartInput): Promise<SparePartRow> {
    const fields = { ...columns, fields: await checkedDetailValues(this.db, enterpriseId, DetailEntityType.sparePart, customValues) };
    return this.db.tenant(enterpriseId, async (tx) => {
      if (!(await q.findType(tx, enterpriseId, fields.typeId))) throw notFound(`typeId: ${SpareTexts.typeNotFound}`);
      if (id) {
        if (!(await q.findPart(tx, enterpriseId, id))) throw notFound(SpareTexts.partNotFound);
        await q.updatePart(tx, enterpriseId, id, fields);
      }
      const savedId = id ?? (await q.insertPart(tx, enterpriseId, fields));
      return (await q.findPart(tx, enterpriseId, savedId))!;
    });
  }

  /** Deletes parts that no place holds any more (stock is moved out or scrapped first). */
  deleteParts(enterpriseId: number, ids: number[]) {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    return this.db.tenant(enterpriseId, async (tx) => {
      const held = await q.partsWithStock(tx, enterpriseId, ids);
      if (held.length > 0) throw conflict(`备件“${held.join('、')}”还有库存，不能删除`);
      if ((await q.softDeleteParts(tx, enterpriseId, ids)) !== ids.length) throw notFound(SpareTexts.partNotFound);
    });
  }

  warehouses(enterpriseId: number) {
    return this.db.tenantRead(enterpriseId, (tx) => warehouseRows(tx, enterpriseId));
  }

  saveWarehouse(enterpriseId: number, { id, ...w }: SaveWarehouseInput) {
    return this.db.tenant(enterpriseId, async (tx) => {
      await lock(tx, enterpriseId, 'warehouses');
      const all = await q.listWarehouses(tx, enterpriseId);
      if (id && !all.some((x) => x.id === id)) throw notFound(SpareTexts.warehouseNotFound);
      const others = all.filter((x) => x.id !== id);
      if (others.some((x) => x.name === w.name)) throw conflict(SpareTexts.warehouseNameTaken);
      if (w.kind === WarehouseKind.main && others.some((x) => x.kind === WarehouseKind.main)) throw conflict(SpareTexts.mainExists);
      if (w.kind === WarehouseKind.sub && (await q.settingsOf(tx, enterpriseId)).storehouseType === StorehouseType.single) throw conflict(SpareTexts.singleWarehouse);
      const keepers = await activeUsersAmong(tx, enterpriseId, w.keeperIds);
      if (keepers.length !== new Set(w.keeperIds).size) throw notFound(`keeperIds: ${SpareTexts.personNotFound}`);
      const fields = { ...w, keeperIds: [...new Set(w.keeperIds)] };
      if (id) await q.updateWarehouse(tx, enterpriseId, id, fields);
      return id ?? (await q.insertWarehouse(tx, enterpriseId, fields));
    });
  }
}

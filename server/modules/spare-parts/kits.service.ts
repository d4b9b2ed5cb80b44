import { SpareTexts } from '@domain/spare-parts/spare-parts.constants';
import type { KitRow, SaveKitInput } from '@domain/spare-parts/spare-parts.schemas';
import { formatQty } from '@domain/spare-parts/quantity';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import * as kq from './kits.queries';
import * as q from './posting.queries';
import * as sq from './stock.queries';

/** Kits (/kitList, /kitSpareList): named sets of parts that a claim or an order use adds as lines of one movement. */
export class SpareKitsService {
  constructor(private readonly db: Database) {}

  list(enterpriseId: number): Promise<KitRow[]> {
    return this.db.tenantRead(enterpriseId, async (tx) => {
      const kits = await kq.listKits(tx, enterpriseId);
      const parts = new Map((await sq.partNames(tx, enterpriseId, [...new Set(kits.flatMap((k) => k.items.map((i) => i.partId)))])).map((p) => [p.id, p]));
      return kits.map((k) => ({
        id: k.id,
        name: k.name,
        items: k.items.map((i) => ({ partId: i.partId, partName: parts.get(i.partId)?.name ?? '', unit: parts.get(i.partId)?.unit ?? '', qty: formatQty(i.qty) })),
      }));
    });
  }

  save(enterpriseId: number, { id, name, items }: SaveKitInput): Promise<number> {
    const ids = items.map((i) => i.partId);
    if (new Set(ids).size !== ids.length) throw badRequest('items: 同一备件只能出现一次');
    return this.db.tenant(enterpriseId, async (tx) => {
      const parts = await q.partsForPosting(tx, enterpriseId, ids);
      const byId = new Map(parts.map((p) => [p.id, p]));
      items.forEach((item, i) => {
        const part = byId.get(item.partId);
        if (!part) throw notFound(`items.${i}: ${SpareTexts.partNotFound}`);
        if (!part.decimal && item.qty % 100 !== 0) throw badRequest(`items.${i}: 备件“${part.name}”的数量须为正整数`);
      });
      if (await kq.kitNamed(tx, enterpriseId, name, id)) throw conflict('套件名称已存在');
      if (id) {
        if (!(await kq.updateKit(tx, enterpriseId, id, name, items))) throw notFound(SpareTexts.kitNotFound);
        return id;
      }
      return kq.insertKit(tx, enterpriseId, name, items);
    });
  }

  remove(enterpriseId: number, ids: number[]) {
    return this.db.tenant(enterpriseId, async (tx) => {
      if ((await kq.deleteKits(tx, enterpriseId, ids)) !== ids.length) throw notFound(SpareTexts.kitNotFound);
    });
  }
}

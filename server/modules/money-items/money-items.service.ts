import { sql } from 'drizzle-orm';
import { Messages } from '@domain/common/messages';
import { type MoneyItemListQuery, type SaveMoneyItemInput } from '@domain/money-items/money-items.schemas';
import { MoneyItemTexts, restoreNameClash, type MoneyItemRow } from '@domain/money-items/money-items.constants';
import type { Paging } from '@domain/common/paging';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { recordOperation, type AuditEntry } from '../audit/audit.public';
import * as q from './money-items.queries';

/** Who changes money items; every change is logged under this user. */
export interface MoneyItemActor {
  enterpriseId: number;
  userId: number;
}

// Writes of one enterprise queue behind this lock, so two saves or restores cannot both pass a name check.
const lock = (tx: Tx, enterpriseId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`money-items:${enterpriseId}`}, 0))`);

const log = (tx: Tx, actor: MoneyItemActor, change: Omit<AuditEntry, 'enterpriseId' | 'userId' | 'module'>) =>
  recordOperation(tx, { ...actor, module: 'money-items', ...change });

const names = (items: MoneyItemRow[]) => items.map((i) => i.name).join('、');

/** Money items (fee items of orders, /v2/moneyItem/...): deleting moves them to a bin they can be restored from. */
export class MoneyItemsService {
  constructor(private readonly db: Database) {}

  list(enterpriseId: number, page: MoneyItemListQuery): Promise<MoneyItemRow[]> {
    return this.db.tenant(enterpriseId, (tx) => q.listItems(tx, enterpriseId, false, page));
  }

  count(enterpriseId: number): Promise<number> {
    return this.db.tenant(enterpriseId, (tx) => q.countItems(tx, enterpriseId, false));
  }

  bin(enterpriseId: number, page: Paging): Promise<MoneyItemRow[]> {
    return this.db.tenant(enterpriseId, (tx) => q.listItems(tx, enterpriseId, true, page));
  }

  binCount(enterpriseId: number): Promise<number> {
    return this.db.tenant(enterpriseId, (tx) => q.countItems(tx, enterpriseId, true));
  }

  save(actor: MoneyItemActor, { id, ...fields }: SaveMoneyItemInput): Promise<MoneyItemRow> {
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      await lock(tx, enterpriseId);
      const [before] = id ? await q.findItems(tx, enterpriseId, [id], false) : [];
      if (id && !before) throw notFound(MoneyItemTexts.notFound);
      if ((await q.liveNamed(tx, enterpriseId, [fields.name], id)).length > 0) throw conflict(MoneyItemTexts.nameTaken);
      if (id) await q.updateItem(tx, enterpriseId, id, fields);
      const savedId = id ?? (await q.insertItem(tx, enterpriseId, fields));
      const [after] = await q.findItems(tx, enterpriseId, [savedId], false);
      const renamed = before && before.name !== after.name ? `${before.name} → ${after.name}` : after.name;
      await log(tx, actor, {
        action: before ? 'money-item.update' : 'money-item.create',
        targetId: savedId,
        summary: `${before ? '修改' : '新增'}${MoneyItemTexts.kind}：${renamed}`,
        before,
        after,
      });
      return after;
    });
  }

  /** Moves all the live items to the bin, or none when any is not a live item of the enterprise. */
  async remove(actor: MoneyItemActor, ids: number[]): Promise<void> {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    const { enterpriseId } = actor;
    await this.db.tenant(enterpriseId, async (tx) => {
      const found = await q.findItems(tx, enterpriseId, ids, false);
      if (found.length !== ids.length) throw notFound(MoneyItemTexts.notFound);
      await q.setBinned(tx, enterpriseId, ids, true);
      await log(tx, actor, { action: 'money-item.delete', targetId: ids.join(','), summary: `删除${MoneyItemTexts.kind}：${names(found)}`, before: found });
    });
  }

  /** Brings all the items back from the bin, or none: a name already live (or twice among them) refuses the lot. */
  async restore(actor: MoneyItemActor, ids: number[]): Promise<void> {
    const { enterpriseId } = actor;
    await this.db.tenant(enterpriseId, async (tx) => {
      await lock(tx, enterpriseId);
      const found = await q.findItems(tx, enterpriseId, ids, true);
      if (found.length !== ids.length) throw notFound(MoneyItemTexts.notFound);
      const twice = found.find((item, i) => found.findIndex((other) => other.name === item.name) !== i);
      if (twice) throw conflict(restoreNameClash(twice.name));
      const [live] = await q.liveNamed(tx, enterpriseId, found.map((i) => i.name));
      if (live) throw conflict(restoreNameClash(live.name));
      await q.setBinned(tx, enterpriseId, ids, false);
      await log(tx, actor, { action: 'money-item.restore', targetId: ids.join(','), summary: `还原${MoneyItemTexts.kind}：${names(found)}`, after: found });
    });
  }
}

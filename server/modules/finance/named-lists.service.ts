import { sql } from 'drizzle-orm';
import { NAMED_LIST_NAMES, type NamedEntry, type NamedListKindCode } from '@domain/finance/named-lists.schemas';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import { recordOperation } from '../audit/audit.public';
import * as q from './named-lists.queries';
import type { FinanceActor } from './receive.service';

/** Bank account and settlement-mode names: the enterprise's own lists behind the T+ names calls; names are unique per list. */
export class NamedListsService {
  constructor(private readonly db: Database) {}

  names(enterpriseId: number, kind: NamedListKindCode, ids: number[]): Promise<NamedEntry[]> {
    return this.db.tenant(enterpriseId, (tx) => q.namesOf(tx, enterpriseId, kind, ids));
  }

  list(enterpriseId: number, kind: NamedListKindCode): Promise<NamedEntry[]> {
    return this.db.tenant(enterpriseId, (tx) => q.listEntries(tx, enterpriseId, kind));
  }

  save(actor: FinanceActor, kind: NamedListKindCode, id: number | undefined, name: string): Promise<NamedEntry> {
    const label = NAMED_LIST_NAMES[kind];
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      // Saves of one list queue behind this lock, so two cannot both pass the name check.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`finance-names:${actor.enterpriseId}:${kind}`}, 0))`);
      if (await q.nameTaken(tx, actor.enterpriseId, kind, name, id)) throw conflict(`${label}名称已存在`);
      if (id && !(await q.renameEntry(tx, actor.enterpriseId, kind, id, name))) throw notFound(`${label}不存在`);
      const savedId = id ?? (await q.insertEntry(tx, actor.enterpriseId, kind, name));
      await recordOperation(tx, { ...actor, module: 'finance', action: 'named-list.save', targetId: savedId, summary: `${id ? '修改' : '新增'}${label}：${name}` });
      return { id: savedId, name };
    });
  }

  /** Deletes all the given entries or none. */
  remove(actor: FinanceActor, kind: NamedListKindCode, ids: number[]): Promise<void> {
    const label = NAMED_LIST_NAMES[kind];
    return this.db.tenant(actor.enterpriseId, async (tx) => {
      if ((await q.deleteEntries(tx, actor.enterpriseId, kind, ids)) !== ids.length) throw notFound(`${label}不存在`);
      await recordOperation(tx, { ...actor, module: 'finance', action: 'named-list.delete', targetId: ids.join(','), summary: `删除${label}` });
    });
  }
}

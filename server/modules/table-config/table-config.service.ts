import type { UpdateTableConfigInput } from '@domain/table-config/table-config.schemas';
import type { TableConfig } from '@domain/table-config/table-config.types';
import type { Database } from '../../db/database';
import * as q from './table-config.queries';
import type { ConfigOwner, ConfigRecord } from './table-config.queries';

export type { ConfigOwner } from './table-config.queries';

const toConfig = (r: ConfigRecord): TableConfig => ({ tableKey: r.tableKey, hidden: r.hidden, updatedAt: r.updatedAt.toISOString() });

/** The columns each user hides per table; a table never configured answers its default (nothing hidden). */
export class TableConfigService {
  constructor(private readonly db: Database) {}

  list(owner: ConfigOwner): Promise<TableConfig[]> {
    return this.db.tenant(owner.enterpriseId, async (tx) => (await q.listConfigs(tx, owner)).map(toConfig));
  }

  get(owner: ConfigOwner, tableKey: string): Promise<TableConfig> {
    return this.db.tenant(owner.enterpriseId, async (tx) => {
      const row = await q.findConfig(tx, owner, tableKey);
      return row ? toConfig(row) : { tableKey, hidden: [], updatedAt: null };
    });
  }

  /** Upsert: the last save of a user's table wins (a preference, so no version check). */
  save(owner: ConfigOwner, input: UpdateTableConfigInput): Promise<TableConfig> {
    return this.db.tenant(owner.enterpriseId, async (tx) => toConfig(await q.saveConfig(tx, owner, input.tableKey, input.hidden)));
  }
}

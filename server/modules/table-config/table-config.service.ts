import { and, asc, eq } from 'drizzle-orm';
import type { UpdateTableConfigInput } from '@domain/table-config/table-config.schemas';
import type { TableConfig } from '@domain/table-config/table-config.types';
import type { Database } from '../../db/database';
import { tableConfigs } from '../../db/schema/table-configs';

export interface ConfigOwner {
  enterpriseId: number;
  userId: number;
}

const mine = (owner: ConfigOwner) => and(eq(tableConfigs.enterpriseId, owner.enterpriseId), eq(tableConfigs.userId, owner.userId));
const toConfig = (r: { tableKey: string; hidden: string[]; updatedAt: Date }): TableConfig => ({ tableKey: r.tableKey, hidden: r.hidden, updatedAt: r.updatedAt.toISOString() });
const shape = { tableKey: tableConfigs.tableKey, hidden: tableConfigs.hidden, updatedAt: tableConfigs.updatedAt };

/** The columns each user hides per table; a table never configured answers its default (nothing hidden). */
export class TableConfigService {
  constructor(private readonly db: Database) {}

  list(owner: ConfigOwner): Promise<TableConfig[]> {
    return this.db.tenant(owner.enterpriseId, async (tx) => (await tx.select(shape).from(tableConfigs).where(mine(owner)).orderBy(asc(tableConfigs.tableKey))).map(toConfig));
  }

  get(owner: ConfigOwner, tableKey: string): Promise<TableConfig> {
    return this.db.tenant(owner.enterpriseId, async (tx) => {
      const [row] = await tx.select(shape).from(tableConfigs).where(and(mine(owner), eq(tableConfigs.tableKey, tableKey)));
      return row ? toConfig(row) : { tableKey, hidden: [], updatedAt: null };
    });
  }

  /** Upsert: the last save of a user's table wins (a preference, so no version check). */
  save(owner: ConfigOwner, input: UpdateTableConfigInput): Promise<TableConfig> {
    return this.db.tenant(owner.enterpriseId, async (tx) => {
      const now = new Date();
      const [row] = await tx
        .insert(tableConfigs)
        .values({ enterpriseId: owner.enterpriseId, userId: owner.userId, tableKey: input.tableKey, hidden: input.hidden, updatedAt: now })
        .onConflictDoUpdate({ target: [tableConfigs.enterpriseId, tableConfigs.userId, tableConfigs.tableKey], set: { hidden: input.hidden, updatedAt: now } })
        .returning(shape);
      return toConfig(row);
    });
  }
}

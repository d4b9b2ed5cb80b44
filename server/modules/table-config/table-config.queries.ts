import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { tableConfigs } from '../../db/schema/table-configs';

export interface ConfigOwner {
  enterpriseId: number;
  userId: number;
}

export interface ConfigRecord {
  tableKey: string;
  hidden: string[];
  updatedAt: Date;
}

const mine = (owner: ConfigOwner) => and(eq(tableConfigs.enterpriseId, owner.enterpriseId), eq(tableConfigs.userId, owner.userId));
const shape = { tableKey: tableConfigs.tableKey, hidden: tableConfigs.hidden, updatedAt: tableConfigs.updatedAt };

export function listConfigs(tx: Executor, owner: ConfigOwner): Promise<ConfigRecord[]> {
  return tx.select(shape).from(tableConfigs).where(mine(owner)).orderBy(asc(tableConfigs.tableKey));
}

export async function findConfig(tx: Executor, owner: ConfigOwner, tableKey: string): Promise<ConfigRecord | undefined> {
  const [row] = await tx.select(shape).from(tableConfigs).where(and(mine(owner), eq(tableConfigs.tableKey, tableKey)));
  return row;
}

/** Upsert: the last save of a user's table wins (a preference, so no version check). */
export async function saveConfig(tx: Executor, owner: ConfigOwner, tableKey: string, hidden: string[]): Promise<ConfigRecord> {
  const now = new Date();
  const [row] = await tx
    .insert(tableConfigs)
    .values({ enterpriseId: owner.enterpriseId, userId: owner.userId, tableKey, hidden, updatedAt: now })
    .onConflictDoUpdate({ target: [tableConfigs.enterpriseId, tableConfigs.userId, tableConfigs.tableKey], set: { hidden, updatedAt: now } })
    .returning(shape);
  return row;
}

import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { MAX_PLANS_PER_LIST, SearchPlanErrors, type SaveSearchPlanInput, type SearchPlan } from '@domain/search-plans/search-plans.schemas';
import type { Database, Executor } from '../../db/database';
import { searchPlans } from '../../db/schema/search-plans';
import { conflict, notFound } from '../../lib/app-error';

/** Whose plans: every user keeps their own per list screen. */
export interface PlanOwner {
  enterpriseId: number;
  userId: number;
}

const shape = {
  id: searchPlans.id,
  listKey: searchPlans.listKey,
  name: searchPlans.name,
  conditions: searchPlans.conditions,
  isDefault: searchPlans.isDefault,
  updatedAt: searchPlans.updatedAt,
};
type Row = { [K in keyof typeof shape]: (typeof searchPlans.$inferSelect)[K] };
const toPlan = (r: Row): SearchPlan => ({ ...r, conditions: r.conditions as Record<string, unknown>, updatedAt: r.updatedAt.toISOString() });

const mine = (owner: PlanOwner) => and(eq(searchPlans.enterpriseId, owner.enterpriseId), eq(searchPlans.userId, owner.userId));

/** Saved search plans (/search/plan/...) shared by every list screen; at most one default per user and list. */
export class SearchPlansService {
  constructor(private readonly db: Database) {}

  list(owner: PlanOwner, listKey: string): Promise<SearchPlan[]> {
    return this.db.tenant(owner.enterpriseId, async (tx) => {
      const rows = await tx
        .select(shape)
        .from(searchPlans)
        .where(and(mine(owner), eq(searchPlans.listKey, listKey)))
        .orderBy(desc(searchPlans.isDefault), asc(searchPlans.id));
      return rows.map(toPlan);
    });
  }

  count(owner: PlanOwner, listKey: string): Promise<number> {
    return this.db.tenant(owner.enterpriseId, (tx) => countPlans(tx, owner, listKey));
  }

  detail(owner: PlanOwner, id: number): Promise<SearchPlan> {
    return this.db.tenant(owner.enterpriseId, async (tx) => toPlan(await find(tx, owner, id)));
  }

  /** The list's default plan, or null: the screen then starts with empty filters. */
  defaultPlan(owner: PlanOwner, listKey: string): Promise<SearchPlan | null> {
    return this.db.tenant(owner.enterpriseId, async (tx) => {
      const [row] = await tx
        .select(shape)
        .from(searchPlans)
        .where(and(mine(owner), eq(searchPlans.listKey, listKey), eq(searchPlans.isDefault, true)));
      return row ? toPlan(row) : null;
    });
  }

  save(owner: PlanOwner, input: SaveSearchPlanInput): Promise<SearchPlan> {
    return this.db.tenant(owner.enterpriseId, async (tx) => {
      if (input.id) {
        const before = await find(tx, owner, input.id);
        if (before.listKey !== input.listKey) throw notFound(SearchPlanErrors.notFound);
      } else if ((await countPlans(tx, owner, input.listKey)) >= MAX_PLANS_PER_LIST) throw conflict(SearchPlanErrors.tooMany);
      const [taken] = await tx
        .select({ id: searchPlans.id })
        .from(searchPlans)
        .where(and(mine(owner), eq(searchPlans.listKey, input.listKey), eq(searchPlans.name, input.name), input.id ? ne(searchPlans.id, input.id) : undefined));
      if (taken) throw conflict(SearchPlanErrors.nameTaken);
      const fields = { name: input.name, conditions: input.conditions, updatedAt: new Date() };
      let id = input.id;
      if (id) await tx.update(searchPlans).set(fields).where(and(mine(owner), eq(searchPlans.id, id)));
      else {
        const [row] = await tx
          .insert(searchPlans)
          .values({ ...owner, listKey: input.listKey, ...fields })
          .returning({ id: searchPlans.id });
        id = row.id;
      }
      if (input.isDefault) await makeDefault(tx, owner, input.listKey, id);
      return toPlan(await find(tx, owner, id));
    });
  }

  setDefault(owner: PlanOwner, id: number, isDefault: boolean): Promise<SearchPlan> {
    return this.db.tenant(owner.enterpriseId, async (tx) => {
      const plan = await find(tx, owner, id);
      if (isDefault) await makeDefault(tx, owner, plan.listKey, id);
      else await tx.update(searchPlans).set({ isDefault: false }).where(and(mine(owner), eq(searchPlans.id, id)));
      return toPlan(await find(tx, owner, id));
    });
  }

  remove(owner: PlanOwner, id: number): Promise<void> {
    return this.db.tenant(owner.enterpriseId, async (tx) => {
      await find(tx, owner, id);
      await tx.delete(searchPlans).where(and(mine(owner), eq(searchPlans.id, id)));
    });
  }
}

async function find(tx: Executor, owner: PlanOwner, id: number): Promise<Row> {
  const [row] = await tx
    .select(shape)
    .from(searchPlans)
    .where(and(mine(owner), eq(searchPlans.id, id)));
  if (!row) throw notFound(SearchPlanErrors.notFound);
  return row;
}

async function countPlans(tx: Executor, owner: PlanOwner, listKey: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(searchPlans)
    .where(and(mine(owner), eq(searchPlans.listKey, listKey)));
  return row.n;
}

// Clear first: the partial unique index allows one default per user and list.
async function makeDefault(tx: Executor, owner: PlanOwner, listKey: string, id: number) {
  await tx
    .update(searchPlans)
    .set({ isDefault: false })
    .where(and(mine(owner), eq(searchPlans.listKey, listKey), eq(searchPlans.isDefault, true), ne(searchPlans.id, id)));
  await tx.update(searchPlans).set({ isDefault: true }).where(and(mine(owner), eq(searchPlans.id, id)));
}

import { MAX_PLANS_PER_LIST, SearchPlanErrors, type SaveSearchPlanInput, type SearchPlan } from '@domain/search-plans/search-plans.schemas';
import type { Database, Executor } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import * as q from './search-plans.queries';
import type { PlanOwner, PlanRecord } from './search-plans.queries';

export type { PlanOwner } from './search-plans.queries';

const toPlan = (r: PlanRecord): SearchPlan => ({ ...r, conditions: r.conditions as Record<string, unknown>, updatedAt: r.updatedAt.toISOString() });

/** Saved search plans (/search/plan/...) shared by every list screen; at most one default per user and list. */
export class SearchPlansService {
  constructor(private readonly db: Database) {}

  list(owner: PlanOwner, listKey: string): Promise<SearchPlan[]> {
    return this.db.tenant(owner.enterpriseId, async (tx) => (await q.listPlans(tx, owner, listKey)).map(toPlan));
  }

  count(owner: PlanOwner, listKey: string): Promise<number> {
    return this.db.tenant(owner.enterpriseId, (tx) => q.countPlans(tx, owner, listKey));
  }

  detail(owner: PlanOwner, id: number): Promise<SearchPlan> {
    return this.db.tenant(owner.enterpriseId, async (tx) => toPlan(await find(tx, owner, id)));
  }

  /** The list's default plan, or null: the screen then starts with empty filters. */
  defaultPlan(owner: PlanOwner, listKey: string): Promise<SearchPlan | null> {
    return this.db.tenant(owner.enterpriseId, async (tx) => {
      const row = await q.findDefaultPlan(tx, owner, listKey);
      return row ? toPlan(row) : null;
    });
  }

  save(owner: PlanOwner, input: SaveSearchPlanInput): Promise<SearchPlan> {
    return this.db.tenant(owner.enterpriseId, async (tx) => {
      if (input.id) {
        const before = await find(tx, owner, input.id);
        if (before.listKey !== input.listKey) throw notFound(SearchPlanErrors.notFound);
      } else if ((await q.countPlans(tx, owner, input.listKey)) >= MAX_PLANS_PER_LIST) throw conflict(SearchPlanErrors.tooMany);
      if (await q.planNameTaken(tx, owner, input.listKey, input.name, input.id)) throw conflict(SearchPlanErrors.nameTaken);
      const fields = { name: input.name, conditions: input.conditions, updatedAt: new Date() };
      let id = input.id;
      if (id) await q.updatePlan(tx, owner, id, fields);
      else id = await q.insertPlan(tx, owner, input.listKey, fields);
      if (input.isDefault) await q.makeDefault(tx, owner, input.listKey, id);
      return toPlan(await find(tx, owner, id));
    });
  }

  setDefault(owner: PlanOwner, id: number, isDefault: boolean): Promise<SearchPlan> {
    return this.db.tenant(owner.enterpriseId, async (tx) => {
      const plan = await find(tx, owner, id);
      if (isDefault) await q.makeDefault(tx, owner, plan.listKey, id);
      else await q.updatePlan(tx, owner, id, { isDefault: false });
      return toPlan(await find(tx, owner, id));
    });
  }

  remove(owner: PlanOwner, id: number): Promise<void> {
    return this.db.tenant(owner.enterpriseId, async (tx) => {
      await find(tx, owner, id);
      await q.deletePlan(tx, owner, id);
    });
  }
}

async function find(tx: Executor, owner: PlanOwner, id: number): Promise<PlanRecord> {
  const row = await q.findPlan(tx, owner, id);
  if (!row) throw notFound(SearchPlanErrors.notFound);
  return row;
}

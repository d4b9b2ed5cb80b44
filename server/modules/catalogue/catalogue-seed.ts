import type { Executor } from '../../db/database';
import { serviceGroupMembers, serviceGroups, serviceItemCategories, serviceItems } from '../../db/schema/catalogue';

/** A demo enterprise's catalogue: groups name their leader and members by user name. */
export interface DemoCatalogue {
  groups: { name: string; leader?: string; members: string[] }[];
  categories: { name: string; items: { name: string; price: string }[] }[];
}

/** Inserts a demo catalogue inside the seed's transaction (owner connection, before any tenant exists). */
export async function seedCatalogue(tx: Executor, enterpriseId: number, catalogue: DemoCatalogue, userIds: Map<string, number>) {
  const idOf = (name: string) => {
    const id = userIds.get(name);
    if (id === undefined) throw new Error(`demo catalogue names an unknown user: ${name}`);
    return id;
  };
  for (const g of catalogue.groups) {
    const [group] = await tx
      .insert(serviceGroups)
      .values({ enterpriseId, name: g.name, leaderUserId: g.leader ? idOf(g.leader) : null })
      .returning({ id: serviceGroups.id });
    await tx.insert(serviceGroupMembers).values(g.members.map((m) => ({ enterpriseId, groupId: group.id, userId: idOf(m) })));
  }
  for (const [sort, c] of catalogue.categories.entries()) {
    const [category] = await tx
      .insert(serviceItemCategories)
      .values({ enterpriseId, name: c.name, sort })
      .returning({ id: serviceItemCategories.id });
    await tx.insert(serviceItems).values(c.items.map((item, i) => ({ enterpriseId, categoryId: category.id, sort: i, ...item })));
  }
}

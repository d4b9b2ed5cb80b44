import { EVENT_STATE_NAMES, EVENT_STATES } from '@domain/events/events.constants';
import type { StateCount, StatusStatistics, TodoCounts, TodoItem } from '@domain/home/home.types';
import { ORDER_STATE_NAMES, ORDER_STATES } from '@domain/orders/order.constants';
import { buildMenuTree } from '@domain/shell/menu-tree';
import type { MenuNode } from '@domain/shell/menu.schemas';
import { menuGate, type PlanFacts } from '@domain/shell/plans';
import type { Database } from '../../db/database';
import { eventStateCounts } from '../events/events.public';
import { orderStateCounts } from '../orders/read-models/orders-read-models.public';
import type { GrantsService } from '../shell/shell.public';
import { STATISTICS_MENU_KEYS, TODOS, type Counter } from './todos';

/** Keys of the user's menu entries that open: granted and not locked by the plan gate. */
function openKeys(nodes: MenuNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (!node.meta.isDisabled) into.add(node.id);
    openKeys(node.children, into);
  }
  return into;
}

/** /personIndex: the user's to-do counts and the states of their orders and events. */
export class HomeService {
  constructor(
    private readonly db: Database,
    private readonly grants: Pick<GrantsService, 'menuKeys'>,
  ) {}

  /** One line per to-do whose menu entry the user can open, in the order of TODOS. */
  async todos(who: Counter, plan: PlanFacts): Promise<TodoItem[]> {
    const keys = openKeys(buildMenuTree(await this.grants.menuKeys(who.enterpriseId, who.role), menuGate(plan)));
    const shown = TODOS.filter((t) => keys.has(t.key));
    return this.db.tenant(who.enterpriseId, async (tx) => {
      const items: TodoItem[] = [];
      // One after the other: a transaction runs one statement at a time.
      for (const t of shown) items.push({ key: t.key, name: t.name, route: t.route, count: await t.count(tx, who) });
      return items;
    });
  }

  async counts(who: Counter, plan: PlanFacts): Promise<TodoCounts> {
    const items = await this.todos(who, plan);
    return { total: items.reduce((sum, i) => sum + i.count, 0), counts: Object.fromEntries(items.map((i) => [i.key, i.count])) };
  }

  async statusStatistics(who: Counter): Promise<StatusStatistics> {
    const keys = await this.grants.menuKeys(who.enterpriseId, who.role);
    return this.db.tenant(who.enterpriseId, async (tx) => {
      let orders: StateCount[] | null = null;
      if (keys.has(STATISTICS_MENU_KEYS.orders)) {
        const byState = await orderStateCounts(tx, who);
        orders = ORDER_STATES.map((state) => ({ state, name: ORDER_STATE_NAMES[state], count: byState[`${state}`] }));
      }
      let events: StateCount[] | null = null;
      if (keys.has(STATISTICS_MENU_KEYS.events)) {
        const byState = await eventStateCounts(tx, who);
        events = EVENT_STATES.map((state) => ({ state, name: EVENT_STATE_NAMES[state], count: byState[state] }));
      }
      return { orders, events };
    });
  }
}

/** One line of the user's to-do list on /personIndex (GET /v2/menu/mobile/waitToDoList). */
export interface TodoItem {
  /** The menu entry the line counts for; the line shows only when the user's menu has it. */
  key: string;
  name: string;
  /** The list screen that shows exactly the counted rows. */
  route: string;
  count: number;
}

/** GET /v2/menu/mobile/getCount: the to-do counts by menu key, and their sum. */
export interface TodoCounts {
  total: number;
  counts: Record<string, number>;
}

export interface StateCount {
  state: number;
  name: string;
  count: number;
}

/** GET /v2/report/statusStatistics: orders and events by state, as the user sees them; null when the area is not in the user's menu. */
export interface StatusStatistics {
  orders: StateCount[] | null;
  events: StateCount[] | null;
}

import { EVENT_STATE_NAMES, type EventStateValue } from '@domain/events/events.constants';
import { ORDER_STATE_NAMES, type OrderStateCode } from '@domain/orders/order.constants';
import { OrderFilterSchema, type OrderFilter } from '@domain/orders/orders.schemas';
import { deletedLabel, type Dimension } from '@domain/reports/reports.constants';
import type { ReportFilter } from '@domain/reports/reports.schemas';
import type { Executor } from '../../db/database';
import { catalogueNames, groupNames } from '../catalogue/catalogue.public';
import { customerNamesWithDeleted } from '../customers/customers.public';
import { eventTemplateQueries, orderTypeQueries } from '../templates/templates.public';
import { userNames } from '../users/users.public';

// The reports module owns no order or event rows: its figures come from those modules' public
// aggregate queries; here only the names of what the rows are grouped by are looked up.

/** The order list filter that selects the orders of a report filter (created in the range). */
export function orderFilterOf(f: ReportFilter): OrderFilter {
  return {
    ...OrderFilterSchema.parse({}),
    takeVStart: f.start,
    takeVEnd: f.end,
    orderType: f.orderType,
    serviceGroupId: f.serviceGroupId,
    servicePersonalIds: f.staffId,
  };
}

const NONE = '未指定';

/** The display names of a dimension's keys (ids → names; days and provinces are their own names). */
export async function labelsOf(tx: Executor, enterpriseId: number, dimension: Dimension, source: 'orders' | 'events', keys: (string | null)[], hints: Map<string, string>): Promise<Map<string | null, string>> {
  const ids = keys.filter((k): k is string => k !== null && /^\d+$/.test(k)).map(Number);
  let named = new Map<number, string>();
  switch (dimension) {
    case 'type': {
      const rows = await (source === 'events' ? eventTemplateQueries : orderTypeQueries).all(tx, enterpriseId);
      named = new Map(rows.map((r) => [r.id, r.name]));
      break;
    }
    case 'group':
      named = new Map((await groupNames(tx, enterpriseId)).map((r) => [r.id, r.name]));
      break;
    case 'staff':
    case 'dispatcher':
      named = new Map((await userNames(tx, enterpriseId, ids)).map((r) => [r.id, r.name]));
      break;
    case 'serviceItem':
    case 'serviceCategory':
      named = new Map((await catalogueNames(tx, enterpriseId, dimension === 'serviceItem' ? 'item' : 'category', ids)).map((r) => [r.id, r.name]));
      break;
    case 'customer':
      // A deleted customer (in the recycle bin) keeps its name on its past figures, marked.
      named = new Map([...(await customerNamesWithDeleted(tx, enterpriseId, ids))].map(([id, c]) => [id, c.deleted ? deletedLabel(c.name) : c.name]));
      break;
    default:
      break;
  }
  const out = new Map<string | null, string>();
  for (const key of keys) {
    if (key === null) out.set(key, NONE);
    else if (dimension === 'state')
      out.set(key, (source === 'events' ? EVENT_STATE_NAMES[Number(key) as EventStateValue] : ORDER_STATE_NAMES[Number(key) as OrderStateCode]) ?? key);
    else if (dimension === 'day' || dimension === 'province') out.set(key, key);
    else out.set(key, named.get(Number(key)) ?? hints.get(key) ?? `#${key}`);
  }
  return out;
}

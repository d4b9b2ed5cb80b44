import type { RoleType } from '@domain/shell/roles';
import type { AreaCount, ChartData, ChartQuery, ReportFilter, StreetOrder } from '@domain/reports/reports.schemas';
import type { BaseInfo } from '@domain/reports/reports.constants';
import type { Database } from '../../db/database';
import { eventSumsBy } from '../events/events.public';
import { ordersInArea, type Viewer } from '../orders/read-models/orders-read-models.public';
import { areaCounts, baseFigures, chartData, eventFiguresOf } from './chart-figures';
import { orderFilterOf } from './reports.queries';
import { rolledUntil } from './rollup.queries';

export interface ReportViewer {
  enterpriseId: number;
  userId: number;
  role: RoleType;
}


/**
 * The chart centre and the dashboard (/databoard/*): whole past days from the orders' roll-ups,
 * today (and events) from the orders and events at the moment asked (domain/reports/DECISIONS.md: freshness),
 * scoped as the caller's order lists are.
 */
export class ReportsService {
  constructor(private readonly db: Database) {}

  /** How far all of the orders' roll-ups have read (null before their first build). */
  private rolledUntil(): Promise<Date | null> {
    return rolledUntil(this.db.system);
  }

  async chart(viewer: ReportViewer, q: ChartQuery): Promise<ChartData> {
    const rolledUntil = await this.rolledUntil();
    return this.db.tenant(viewer.enterpriseId, (tx) => chartData(tx, viewer as Viewer, q, undefined, rolledUntil));
  }

  async baseInfo(viewer: ReportViewer, f: ReportFilter): Promise<BaseInfo> {
    const rolledUntil = await this.rolledUntil();
    return this.db.tenant(viewer.enterpriseId, async (tx) => {
      const [events] = await eventSumsBy(tx, viewer.enterpriseId, { start: f.start, end: f.end, templateIds: f.orderType, staffIds: f.staffId }, null);
      return {
        orders: await baseFigures(tx, viewer, f, rolledUntil),
        events: eventFiguresOf(events?.sums ?? { total: 0, completed: 0, closed: 0, overdue: 0, finished: 0, completeMinutes: 0 }),
        start: f.start.toISOString(),
        end: f.end.toISOString(),
        asOf: new Date().toISOString(),
      };
    });
  }

  /** A dashboard block: a chart's rows with the block's own metrics. */
  async block(viewer: ReportViewer, f: ReportFilter, chart: ChartQuery['chart'], dimension: ChartQuery['dimension'], metrics: string[]): Promise<ChartData> {
    const rolledUntil = await this.rolledUntil();
    return this.db.tenant(viewer.enterpriseId, (tx) => chartData(tx, viewer, { ...f, chart, dimension }, metrics, rolledUntil));
  }

  async areas(viewer: ReportViewer, f: ReportFilter): Promise<AreaCount[]> {
    const rolledUntil = await this.rolledUntil();
    return this.db.tenant(viewer.enterpriseId, (tx) => areaCounts(tx, viewer, f, rolledUntil));
  }

  streetOrders(viewer: ReportViewer, f: ReportFilter, province: string, city?: string): Promise<StreetOrder[]> {
    return this.db.tenant(viewer.enterpriseId, (tx) => ordersInArea(tx, viewer, orderFilterOf(f), province, city));
  }
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ExportFormatSchema } from '@domain/downloads/downloads.schemas';
import { BOARD_BLOCKS, CHART_MENU_KEY, CHARTS } from '@domain/reports/reports.constants';
import { ReportPaths as P } from '@domain/reports/reports.paths';
import { ChartQuerySchema, ReportFilterSchema, StreetQuerySchema } from '@domain/reports/reports.schemas';
import { freeEditionNotice } from '@domain/common/messages';
import { Plan } from '@domain/shell/plans';
import type { RoleType } from '@domain/shell/roles';
import { forbidden } from '../../lib/app-error';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { exportRoute, type ExportService } from '../downloads/downloads.public';
import { reportExportSource } from './reports.export';
import type { ReportsService, ReportViewer } from './reports.service';

const viewerOf = (request: FastifyRequest): ReportViewer => {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id, role: user.currentRole as RoleType };
};

const DATA_MAP_MENU = 'chart_data_map';
const STATISTICS_MENU = 'chart_statistics';

const ExportChartSchema = z.object({ format: ExportFormatSchema.default('xlsx') }).passthrough();

/**
 * The chart centre (spec part 1 section 2: top menu chart_manage) and the dashboard GETs of part 1
 * section 7. A call needs the chart centre and the menu entry it serves in the caller's role's menu
 * (the grants an administrator edits), so hiding an entry also closes its figures.
 */
export async function reportsRoutes(app: FastifyInstance, { service, exports, hotline }: { service: ReportsService; exports: ExportService; hotline: string }) {
  const allow = async (request: FastifyRequest, menuKey: string) => {
    const viewer = viewerOf(request);
    const { enterprise } = caller(request);
    // Spec part 2 section 6: reports are unsupported under the free plan.
    if (enterprise.planType === Plan.free) throw forbidden(freeEditionNotice('报表', enterprise.hotline ?? hotline));
    const keys = await app.grants.menuKeys(viewer.enterpriseId, viewer.role);
    if (!keys.has(CHART_MENU_KEY) || !keys.has(menuKey)) throw forbidden();
    return viewer;
  };

  app.get(P.chart, async (request) => {
    const q = parse(ChartQuerySchema, request.query);
    const viewer = await allow(request, CHARTS[q.chart].menuKey);
    return { success: true, data: await service.chart(viewer, q) };
  });

  exportRoute(app, exports, {
    path: P.chartExport,
    schema: ExportChartSchema,
    // The chart and its range are read from the same body, after the format, and need the chart's menu entry.
    filter: async (_format, _caller, request) => {
      const q = parseBody(ChartQuerySchema, request);
      const viewer = await allow(request, CHARTS[q.chart].menuKey);
      const query = {
        chart: q.chart,
        dimension: q.dimension,
        start: q.start.toISOString(),
        end: q.end.toISOString(),
        orderType: q.orderType.join(','),
        serviceGroupId: q.serviceGroupId.join(','),
        staffId: q.staffId.join(','),
      };
      return { query, viewer: { userId: viewer.userId, role: viewer.role } };
    },
    source: (filter) => reportExportSource(filter.query.chart),
  });

  app.get(P.dataMap, async (request) => {
    const f = parse(ReportFilterSchema, request.query);
    return { success: true, data: await service.areas(await allow(request, DATA_MAP_MENU), f) };
  });

  // The dashboard (统计报表): the range and filters as every report call takes them.
  const board = (path: string, read: (viewer: ReportViewer, f: ReturnType<typeof ReportFilterSchema.parse>) => Promise<unknown>) =>
    app.get(path, async (request) => {
      const f = parse(ReportFilterSchema, request.query);
      return { success: true, data: await read(await allow(request, STATISTICS_MENU), f) };
    });
  board(P.baseInfo, (v, f) => service.baseInfo(v, f));
  board(P.areaDatas, async (v, f) => (await service.areas(v, f)).filter((a) => a.city === null));
  for (const [name, b] of Object.entries(BOARD_BLOCKS)) board(P[name as keyof typeof BOARD_BLOCKS], (v, f) => service.block(v, f, b.chart, b.dimension, [...b.metrics]));
  app.get(P.areaStreetOrderList, async (request) => {
    const { province, city, ...f } = parse(StreetQuerySchema, request.query);
    return { success: true, data: await service.streetOrders(await allow(request, STATISTICS_MENU), f, province, city) };
  });
}

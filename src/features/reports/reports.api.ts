import type { ApiEnvelope } from '@domain/common/envelope';
import type { BaseInfo, ChartKey, Dimension } from '@domain/reports/reports.constants';
import { ReportPaths as P } from '@domain/reports/reports.paths';
import type { AreaCount, ChartData, StreetOrder } from '@domain/reports/reports.schemas';
import { api } from '@/app/api';

/** The filter every report call takes: an ISO range and comma-joined ids. */
export interface ReportParams {
  start: string;
  end: string;
  orderType?: string;
  serviceGroupId?: string;
  staffId?: string;
}

export interface ChartParams extends ReportParams {
  chart: ChartKey;
  dimension?: Dimension;
}


const data = <T,>(r: ApiEnvelope<T>) => r.data as T;

/** The chart centre, the dashboard (/databoard/*) and the big-data map. */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChart: build.query<ChartData, ChartParams>({ query: (params) => ({ url: P.chart, params }), transformResponse: data<ChartData> }),
    exportChart: build.mutation<{ id: number }, ChartParams & { format: 'xlsx' | 'csv' }>({
      query: (body) => ({ url: P.chartExport, method: 'POST', body }),
      transformResponse: data<{ id: number }>,
      invalidatesTags: ['Downloads'],
    }),
    getBaseInfo: build.query<BaseInfo, ReportParams>({ query: (params) => ({ url: P.baseInfo, params }), transformResponse: data<BaseInfo> }),
    getAreaDatas: build.query<AreaCount[], ReportParams>({ query: (params) => ({ url: P.areaDatas, params }), transformResponse: data<AreaCount[]> }),
    getOrderTmplInfo: build.query<ChartData, ReportParams>({ query: (params) => ({ url: P.orderTmplInfo, params }), transformResponse: data<ChartData> }),
    getUserOrderInfo: build.query<ChartData, ReportParams>({ query: (params) => ({ url: P.userOrderInfo, params }), transformResponse: data<ChartData> }),
    getIncomeInfo: build.query<ChartData, ReportParams>({ query: (params) => ({ url: P.incomeInfo, params }), transformResponse: data<ChartData> }),
    getOrderTrendInfo: build.query<ChartData, ReportParams>({ query: (params) => ({ url: P.orderTrendInfo, params }), transformResponse: data<ChartData> }),
    getCustomerInfo: build.query<ChartData, ReportParams>({ query: (params) => ({ url: P.customerInfo, params }), transformResponse: data<ChartData> }),
    getStreetOrders: build.query<StreetOrder[], ReportParams & { province: string; city?: string }>({
      query: (params) => ({ url: P.areaStreetOrderList, params }),
      transformResponse: data<StreetOrder[]>,
    }),
    getDataMap: build.query<AreaCount[], ReportParams>({ query: (params) => ({ url: P.dataMap, params }), transformResponse: data<AreaCount[]> }),
  }),
});

export const {
  useGetChartQuery,
  useExportChartMutation,
  useGetBaseInfoQuery,
  useGetAreaDatasQuery,
  useGetOrderTmplInfoQuery,
  useGetUserOrderInfoQuery,
  useGetIncomeInfoQuery,
  useGetOrderTrendInfoQuery,
  useGetCustomerInfoQuery,
  useGetStreetOrdersQuery,
  useGetDataMapQuery,
} = reportsApi;

/** Paths of the chart centre and dashboard calls (spec part 1 section 7, part 2 section 7), named once for the server's routes and the client's api slices. */
export const ReportPaths = {
  /** One chart's figures: a dimension's rows and the range's summary (ours: the spec names no chart call). */
  chart: '/v2/report/chart',
  /** The same figures as a download-centre export. */
  chartExport: '/v2/report/chart/export',
  /** The big-data map's counts by province and city. */
  dataMap: '/v2/report/dataMap',
  baseInfo: '/databoard/baseinfo',
  areaDatas: '/databoard/areaDatas',
  orderTmplInfo: '/databoard/ordertmplinfo',
  userOrderInfo: '/databoard/userorderinfo',
  incomeInfo: '/databoard/incomeinfo',
  orderTrendInfo: '/databoard/ordertrendinfo',
  customerInfo: '/databoard/customerinfo',
  areaStreetOrderList: '/databoard/areaDatasStreetOrderList',
} as const;

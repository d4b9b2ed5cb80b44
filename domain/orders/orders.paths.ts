/**
 * The paths of the order calls (domain/orders/api.md) and of the order screens' other calls (extras,
 * schedule tables, PDFs), named once for the server's routes and the client's api slices. No zod
 * here, so the client's shell imports it cheaply; the request schemas of each call are in
 * orders.calls.ts.
 */
export const OrderPaths = {
  list: '/v2/order/getAllOrderList',
  count: '/v2/order/getOrderListCount',
  tabs: '/order/getOrderTab',
  detail: '/order/orderDetail',
  unassignedList: '/order/unDeliverOrderList',
  unassignedCount: '/order/unDeliverOrderListCount',
  /** /assignOrderInMap: waiting orders and service staff with positions (domain/orders/assign-map.ts). */
  assignMap: '/order/assignMap',
  acceptanceCount: '/v2/order/getAllAcceptanceCount',
  abnormalCount: '/v2/order/getAbnormalOrderCount',
  visitCount: '/v2/order/getAllVisitCount',
  examineCount: '/v2/order/examineOrderCount',
  add: '/v2/order/add',
  edit: '/v2/order/edit',
  copy: '/order/copy',
  acceptance: '/order/acceptance',
  /** Ours (the spec lists no batch call): 受理工单's batch 受理 of the chosen orders. */
  batchAcceptance: '/order/batchAcceptance',
  assign: '/worker/batchDesignate',
  collaborators: '/order/collaborators',
  transfer: '/order/transfer',
  putPool: '/v2/order/putGrab',
  retrievePool: '/v2/order/revokeGrab',
  grab: '/v2/order/grab',
  /** 接单 (the machine's `receive`); not 受理, which is /order/acceptance. */
  accept: '/order/accept',
  refuse: '/order/refuseOrder',
  appoint: '/order/workerBespokeDate',
  startService: '/order/startService',
  /** Ours: 签到 at the site (the spec has no such call). */
  checkIn: '/order/checkIn',
  applyComplete: '/order/applyEndService',
  complete: '/order/serviceComplete',
  examine: '/order/examine/save',
  receipt: '/order/receipt',
  fees: '/order/fees',
  collect: '/order/collect',
  evaluate: '/order/evaluate',
  cancel: '/order/cancel',
  applyAbnormal: '/order/applyAbnormalOrder',
  abnormalExamine: '/order/abnormal/examine',
  archive: '/v2/order/archive',
  recycle: '/order/delAllOrder',
  restore: '/order/rubbish/restore',
  export: '/order/export',
  // Beside the lifecycle (requests: order-extras.ts).
  keepDate: '/order/keepDate',
  employeeEdit: '/v2/order/employee/edit',
  employeeCancel: '/order/employee/cancel',
  detailControlTemplates: '/v2/detailcontroltmpl/list',
  enterpriseSettings: '/v2/enterprise/set',
  /** /allOrder/mapView: the list's orders (its filters) placed on the offline map. */
  mapView: '/order/mapView',
  progressCheckFinish: '/order/progress/checkFinish',
  progressDefaultUser: '/order/progress/defaultUser',
  /** Ours (the spec names only the two reads): who handles a step, and recording a step. */
  progressAssign: '/order/progress/assign',
  progressSave: '/order/progress/save',
  // The schedule tables (requests: schedule.schemas.ts).
  scheduleDispatchList: '/v2/schedule/table/dispatch/list',
  scheduleDispatchCount: '/v2/schedule/table/dispatch/count',
  scheduleReportList: '/v2/schedule/table/report/list',
  scheduleReportCount: '/v2/schedule/table/report/count',
  scheduleTimeInterval: '/v2/schedule/table/time/interval',
  // Server-made PDFs (requests: order-pdf.ts).
  /** Chosen orders into one PDF, made in the download centre. */
  pdfExport: '/export/orderPdf',
  /** An order's PDF to its contact phone, as a text with a download link. */
  pdfSend: '/order/pdfSend',
  /** The link in that text: no session, the signed token is the right to read that one order. */
  pdfShared: '/public/orderPdf/:token',
} as const;
export type OrderPathName = keyof typeof OrderPaths;

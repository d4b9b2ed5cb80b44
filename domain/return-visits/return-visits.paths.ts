/** Paths of the return-visits calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const ReturnVisitPaths = {
  planList: '/v2/returnvisitPlan/list',
  planDetail: '/v2/returnvisitPlan/detail',
  planSave: '/v2/returnvisitPlan/save',
  taskReport: '/v2/returnvisitTask/report',
  taskList: '/v2/returnvisitTask/list',
  taskCount: '/v2/returnvisitTask/count',
  taskDetail: '/v2/returnvisitTask/detail',
  taskOrderDetail: '/v2/returnvisitTask/visitOrderDetail',
  taskSubmit: '/v2/returnvisitTask/submit',
  grab: '/v2/order/visitUserGrab',
  taskSendSms: '/v2/returnvisitTask/sendSms',
} as const;

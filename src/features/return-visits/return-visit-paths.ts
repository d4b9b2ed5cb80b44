/** Routes of return visits (spec part 1 section 2). */
export const returnVisitPaths = {
  tasks: '/ReturnVisitTask',
  plans: '/ReturnVisitTask?tab=plans',
  tasksOfOrder: (orderId: number) => `/ReturnVisitTask?targetId=${orderId}`,
  task: (id: number) => `/returnVisitOrder/ReturnVisitTaskDetail/${id}`,
  orders: '/returnVisitOrder',
  /** 0: a new plan. */
  editPlan: (id: number) => `/returnVisitPlan/edit/${id}`,
  report: (id: number) => `/returnVisitReport?id=${id}&visitType=1`,
} as const;

/** Paths of the inspection calls (the spec names none; they follow the maintenance calls' shape), named once for the server's routes and the client's api slice. */
export const InspectionPaths = {
  pointList: '/v2/inspection/point/list',
  pointCount: '/v2/inspection/point/count',
  pointDetail: '/v2/inspection/point/detail',
  pointSave: '/v2/inspection/point/save',
  pointDelete: '/v2/inspection/point/delete',
  planList: '/v2/inspection/plan/list',
  planCount: '/v2/inspection/plan/count',
  planDetail: '/v2/inspection/plan/detail',
  planSave: '/v2/inspection/plan/save',
  planDelete: '/v2/inspection/plan/delete',
  taskList: '/v2/inspection/task/list',
  taskCount: '/v2/inspection/task/count',
  taskDetail: '/v2/inspection/task/detail',
  /** One point's results: its scan code and each checklist item passed or failed. */
  taskRecord: '/v2/inspection/task/record',
  /** The round submitted: done, or an exception to-do when an item failed. */
  taskFinish: '/v2/inspection/task/finish',
  /** An exception to-do closed with a reason (turned into an order through /createOrder?inspectionTaskId=). */
  taskClose: '/v2/inspection/task/close',
  taskState: '/v2/inspection/task/state',
  taskDelete: '/v2/inspection/task/delete',
  /** The filtered task list through the download centre. */
  taskExport: '/v2/inspection/task/export',
} as const;

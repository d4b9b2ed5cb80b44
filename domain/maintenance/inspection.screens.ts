/** Screen routes of inspection rounds (order centre › 巡检计划, 巡检任务, 巡检异常待办, 巡检点; the spec names no routes). */
export const INSPECTION_SCREENS = {
  plans: '/inspectionPlan',
  tasks: '/inspectionTask',
  exceptions: '/inspectionException',
  points: '/inspectionPoint',
  taskPattern: '/inspectionTask/:id',
} as const;
export const inspectionTaskScreen = (id: number) => `/inspectionTask/${id}`;

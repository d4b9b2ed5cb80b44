/** Paths of the maintenance calls (spec part 2 section 7, "Maintenance"), named once for the server's routes and the client's api slice. */
export const MaintenancePaths = {
  contractList: '/v2/maintenance/contract/list',
  contractCount: '/v2/maintenance/contract/count',
  contractDetail: '/v2/maintenance/contract/detail',
  contractSave: '/v2/maintenance/contract/save',
  contractDelete: '/v2/maintenance/contract/delete',
  /** The contract's lifecycle moves (the spec names no call for them). */
  contractStatus: '/v2/maintenance/contract/status',
  /** The filtered contract list through the download centre (the spec names no call for it). */
  contractExport: '/v2/maintenance/contract/export',
  contractProductList: '/v2/maintenance/contract/production/list',
  contractProductCount: '/v2/maintenance/contract/production/count',
  contractProductSave: '/v2/maintenance/contract/production/save',
  contractProductDelete: '/v2/maintenance/contract/production/delete',
  planList: '/v2/maintenance/plan/list',
  planCount: '/v2/maintenance/plan/count',
  planDetail: '/v2/maintenance/plan/detail',
  planSave: '/v2/maintenance/plan/save',
  planDelete: '/v2/maintenance/plan/delete',
  planProductList: '/v2/maintenance/plan/production/list',
  planProductCount: '/v2/maintenance/plan/production/count',
  planProductSave: '/v2/maintenance/plan/production/save',
  planProductDelete: '/v2/maintenance/plan/production/delete',
  alternativeProductList: '/v2/maintenance/plan/alternativeProduction/list',
  alternativeProductCount: '/v2/maintenance/plan/alternativeProduction/count',
  taskList: '/v2/maintenance/task/list',
  taskCount: '/v2/maintenance/task/count',
  taskDetail: '/v2/maintenance/task/detail',
  taskDelete: '/v2/maintenance/task/delete',
  /** A task turned into a service order, disabled or enabled again (the spec names no call for them). */
  taskCreateOrder: '/v2/maintenance/task/createOrder',
  taskState: '/v2/maintenance/task/state',
} as const;

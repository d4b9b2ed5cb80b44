/** Paths of the trigger calls (spec part 2 section 7, "Triggers"), named once for the server's routes and the client's api slice. */
export const TriggerPaths = {
  count: '/trigger/count',
  list: '/trigger/list',
  details: '/trigger/details',
  delete: '/trigger/delete',
  save: '/trigger/save',
  update: '/trigger/update',
  copy: '/trigger/copy',
  matchRangeBatchSave: '/trigger/matchRange/batchSave',
  matchRangeList: '/trigger/matchRange/list',
  rangeConditionBatchSave: '/trigger/rangeCondition/batchSave',
  rangeConditionList: '/trigger/rangeCondition/list',
  nodeBatchSave: '/trigger/node/batchSave',
  nodeList: '/trigger/node/list',
  fieldMappingBatchSave: '/trigger/fieldMapping/batchSave',
  fieldMappingList: '/trigger/fieldMapping/list',
  actionList: '/trigger/action/list',
  actionDetails: '/trigger/action/details',
  actionSave: '/trigger/action/save',
  actionUpdate: '/trigger/action/update',
  actionDelete: '/trigger/action/delete',
  /** Enable or disable (the spec names no call for it). */
  state: '/trigger/state',
  /** The trigger's runs, newest first (the spec names no call for it). */
  runList: '/trigger/run/list',
  /** Which recent records would have matched (the spec names no call for it). */
  preview: '/trigger/preview',
} as const;

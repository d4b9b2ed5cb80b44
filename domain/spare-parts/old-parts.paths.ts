/**
 * Old-part recycling (spec part 2 section 7, "Old-part recycling under /old/part"): every call the spec
 * lists, by its spec path, used by the server's routes and the client's api slice.
 */
export const OldPartPaths = {
  paramSave: '/old/part/param/save',
  paramTmpl: '/old/part/param/tmpl',
  paramDelete: '/old/part/param/delete',
  formSave: '/old/part/recycle/form/save',
  formList: '/old/part/recycle/form/list',
  stockList: '/old/part/stock/list',
  stockCount: '/old/part/stock/count',
  logList: '/old/part/stock/log/list',
  logCount: '/old/part/stock/log/count',
  recycleList: '/old/part/recycle/list',
  recycleCount: '/old/part/recycle/count',
  recycleDetail: '/old/part/recycle/detail',
  recycleDelete: '/old/part/recycle/recycle/delete',
  receipt: '/old/part/recycle/receipt',
  recyclingRemindList: '/old/part/recycling/remind/list',
  recyclingRemindCount: '/old/part/recycling/remind/count',
  recycledRemindList: '/old/part/recycled/remind/list',
  recycledRemindCount: '/old/part/recycled/remind/count',
  manageEdit: '/old/part/manage/edit',
  manageList: '/old/part/manage/list',
  manageCount: '/old/part/manage/count',
  manageDetail: '/old/part/manage/detail',
  batchIgnore: '/old/part/recycled/batch/ignore',
  recoverySearch: '/old/part/recovery/search',
  // The spec lists the personal old-part calls without paths ("personal old-part stock list/count/detail/delete;
  // old part return form add; personal recycle form save"): ours, in the /old/part family under personal/ and return/.
  personalStockList: '/old/part/personal/stock/list',
  personalStockCount: '/old/part/personal/stock/count',
  personalStockDetail: '/old/part/personal/stock/detail',
  personalStockDelete: '/old/part/personal/stock/delete',
  personalFormSave: '/old/part/personal/recycle/form/save',
  returnFormAdd: '/old/part/return/form/add',
} as const;

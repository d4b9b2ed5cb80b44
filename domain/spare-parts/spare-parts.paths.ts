/**
 * Paths of the spare-parts calls, named once for the server's routes and the client's api slices.
 * The spec names /warehouse/list, /v2/spare/operation/list, /v2/spare/getApartApplyDetail,
 * /v2/spare/sparePart/list and the badge /spare/data/personalApprovalList; the rest are ours, under /v2/spare/.
 */
export const SparePaths = {
  enterpriseDetail: '/v2/spare/enterprise/detail',
  enterpriseSave: '/v2/spare/enterprise/save',
  typeList: '/v2/spare/type/list',
  typeSave: '/v2/spare/type/save',
  typeDelete: '/v2/spare/type/delete',
  partList: '/v2/spare/sparePart/list',
  partCount: '/v2/spare/sparePart/count',
  partDetail: '/v2/spare/sparePart/detail',
  partSave: '/v2/spare/sparePart/save',
  partDelete: '/v2/spare/sparePart/delete',
  warehouseList: '/warehouse/list',
  warehouseSave: '/v2/spare/warehouse/save',
  stockList: '/v2/spare/stock/list',
  mine: '/v2/spare/stock/mine',
  warningSave: '/v2/spare/stock/warning',
  post: '/v2/spare/operation/post',
  operationList: '/v2/spare/operation/list',
  applyDetail: '/v2/spare/getApartApplyDetail',
  examine: '/v2/spare/operation/examine',
  approvalCount: '/spare/data/personalApprovalList',
  ledgerList: '/v2/spare/ledger/list',
  stockTaking: '/v2/spare/stockTaking/post',
  orderParts: '/v2/spare/order/parts',
  orderConsume: '/v2/spare/order/consume',
  orderCancel: '/v2/spare/order/cancel',
} as const;

/** Refusals of the product calls, as the user reads them. */
export const ProductErrors = {
  productNotFound: '产品不存在',
  productNameTaken: '已有同名同型号的产品',
  productInUse: '该产品已有客户产品，不能删除',
  customerProductNotFound: '客户产品不存在',
  customerNotFound: '客户不存在',
  serialTaken: '该产品下已有相同序列号的客户产品',
  warrantyEndBeforeStart: '质保结束日期不能早于质保开始日期',
  qrNotFound: '二维码不存在',
  qrBatchNotFound: '二维码批次不存在',
  qrAlreadyBound: '该二维码已绑定其他产品',
  productHasQr: '该产品已有二维码',
  qrUnbound: '该二维码尚未绑定产品',
  freePlan: '客户产品',
} as const;

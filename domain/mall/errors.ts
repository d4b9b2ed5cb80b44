/** Refusals of the mall's calls, as the user reads them. */
export const MallErrors = {
  categoryNotFound: '商品分类不存在',
  parentNotFound: '上级分类不存在',
  parentNotTop: '只能在一级分类下添加二级分类',
  ownParent: '分类不能作为自己的上级',
  hasChildren: '该分类下有二级分类，不能改为二级分类',
  categoryNameTaken: '同级已有同名分类',
  goodsNotFound: '商品不存在',
  sparePartNotFound: '备件不存在',
  warehouseNotFound: '仓库不存在',
  warehouseNeeded: '关联备件的商品须选择出库仓库',
  orderNotFound: '商城订单不存在',
  offShelf: '商品已下架',
  outOfStock: '库存不足',
  duplicateGoods: '同一商品请合并为一行',
  trackingNo: '请填写物流单号',
} as const;

/**
 * Paths of the mall's calls: the spec's four /shop/manage writes, and this area's own reads and order
 * moves beside them (the spec names no more), for the server's routes and the client's api slices.
 */
export const MallPaths = {
  categoryList: '/shop/manage/classification/list',
  addClassification: '/shop/manage/addClassification',
  updateClassification: '/shop/manage/updateClassification',
  goodsList: '/shop/manage/goods/list',
  addGoods: '/shop/manage/addGoods',
  updateGoods: '/shop/manage/updateGoods',
  goodsShelf: '/shop/manage/goods/shelf',
  orderList: '/shop/manage/order/list',
  orderDetail: '/shop/manage/order/detail',
  orderOperate: '/shop/manage/order/operate',
  /** The menu badges: orders waiting for approval and for shipment. */
  orderCounts: '/shop/manage/order/counts',
  /** The order list, filtered as on /mallOrder, into the download centre. */
  orderExport: '/shop/manage/order/export',
  settingGet: '/shop/manage/setting',
  settingSave: '/shop/manage/setting/save',
  // The portal (customers): under the portal's session.
  portalSetting: '/portal/c/mall/setting',
  portalCategories: '/portal/c/mall/categories',
  portalGoods: '/portal/c/mall/goods',
  /** A good's uploaded image, served to the portal's session (the uploads serve staff sessions only). */
  portalGoodsImage: '/portal/c/mall/goods/:id/images/:index',
  portalOrders: '/portal/c/mall/orders',
  portalOrderCreate: '/portal/c/mall/order/create',
  portalOrderOperate: '/portal/c/mall/order/operate',
} as const;

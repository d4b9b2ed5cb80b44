/** Paths of the app-market calls (spec part 2 section 7, "In-app purchase" and "Ding messages"), named once for the server's routes and the client's api slice. */
export const AppMarketPaths = {
  skuPage: '/iap/skupage',
  orderList: '/iap/order/list',
  orderCount: '/iap/order/count',
  orderConsume: '/iap/order/consume',
  dingUserList: '/ding/msg/userList',
  dingList: '/ding/msg/list',
  dingCount: '/ding/msg/count',
  /** Sends a DING (the spec names only the lists). */
  dingSend: '/ding/msg/send',
  /** The group control panel's data: a group's open orders (the spec names the screen only). */
  panelOrders: '/coolApp/panel/orders',
  /** The DingTalk groups bound to a customer or team (the cool app's group panel), binding and unbinding one. */
  panelGroups: '/coolApp/group/list',
  panelBind: '/coolApp/group/bind',
  panelUnbind: '/coolApp/group/unbind',
  /** The hosts' market callbacks (instruction callback URL of the suite); public, signed by the host. */
  wecomCallback: '/market/wecom/callback',
  dingtalkCallback: '/market/dingtalk/callback',
  /** DingTalk's group card callback (a button pressed), registered as the card's callback route; public, signed by DingTalk. */
  dingtalkCardCallback: '/market/dingtalk/card/callback',
} as const;

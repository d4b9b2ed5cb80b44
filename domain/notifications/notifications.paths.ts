/** Paths of the notifications calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const NotificationPaths = {
  ruleList: '/notification/rule/list',
  ruleSave: '/notification/rule/save',
  dingTalkSetting: '/enterprise/objnotifysetting/dingTalk',
  deliveryList: '/notification/delivery/list',
  deliveryCount: '/notification/delivery/count',
} as const;

/**
 * The finance screens' addresses (spec part 2 section 2, Finance; /receivePaymentSetting is ours: the
 * spec gives the /receive/... calls but no route for the templates), named once: the menu catalogue
 * lists them, and the client's `paths` (src/app/paths.ts) builds its routes and links from them.
 */
export const FINANCE_SCREENS = {
  reconcile: '/financeReconcile',
  paymentTemplates: '/receivePaymentSetting',
  setting: '/financeSetting',
  rewards: '/commission',
  personal: '/personalCommission',
  group: '/groupCommission',
  settlementDocument: '/personalSettlementSetDetail',
} as const;

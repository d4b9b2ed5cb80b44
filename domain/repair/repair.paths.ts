/** Paths of the repair and returns calls (the spec lists the screens only; the calls are this area's own), named once for the server's routes and the client's api slices. */
export const RepairPaths = {
  settings: '/v2/repair/settings',
  saveSettings: '/v2/repair/settings/save',
  list: '/v2/repair/order/list',
  count: '/v2/repair/order/count',
  detail: '/v2/repair/order/detail',
  save: '/v2/repair/order/save',
  scanSignIn: '/v2/repair/order/scanSignIn',
  signIn: '/v2/repair/order/signIn',
  operate: '/v2/repair/order/operate',
  useParts: '/v2/repair/order/parts/use',
  cancelParts: '/v2/repair/order/parts/cancel',
  ship: '/v2/repair/order/ship',
} as const;

/** Paths of the money-items calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const MoneyItemPaths = {
  list: '/v2/moneyItem/tmp',
  count: '/v2/moneyItem/tmpCount',
  save: '/v2/moneyItem/save',
  delete: '/v2/moneyItem/delete',
  recycleList: '/v2/moneyItem/tmpDeleteList',
  recycleCount: '/v2/moneyItem/tmpDeleteListCount',
  restore: '/v2/moneyItem/returnTmp',
} as const;

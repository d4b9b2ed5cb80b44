/** Paths of the home calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const HomePaths = {
  todos: '/v2/menu/mobile/waitToDoList',
  counts: '/v2/menu/mobile/getCount',
  statusStatistics: '/v2/report/statusStatistics',
} as const;

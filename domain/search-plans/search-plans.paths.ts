/** Paths of the search-plans calls (spec section 7 of each part), named once for the server's routes and the client's api slices. */
export const SearchPlanPaths = {
  list: '/search/plan/list',
  count: '/search/plan/count',
  detail: '/search/plan/detail',
  default: '/search/plan/default',
  save: '/search/plan/save',
  setDefault: '/search/plan/set/default',
  delete: '/search/plan/delete',
} as const;

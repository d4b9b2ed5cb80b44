/** The search-plans calls' paths, named once for the server's routes and the client's api slices. */
export const SearchPlanPaths = {
  list: '/search/plan/list',
  count: '/search/plan/count',
  detail: '/search/plan/detail',
  default: '/search/plan/default',
  save: '/search/plan/save',
  setDefault: '/search/plan/set/default',
  delete: '/search/plan/delete',
} as const;

/** The calls' paths, shared by the server's routes and the client's api slice. */
export const TableConfigPaths = {
  list: '/fr/table/cfg/parameter/list',
  one: '/fr/table/cfg/list/table',
  update: '/fr/table/cfg/update',
} as const;

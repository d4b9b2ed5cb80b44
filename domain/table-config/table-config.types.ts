/** Answers and paths of the table configuration calls (requests: table-config.schemas.ts). */
export interface TableConfig {
  tableKey: string;
  hidden: string[];
  /** null until the user saved one (the table's default then applies). */
  updatedAt: string | null;
}

/** The calls' paths, shared by the server's routes and the client's api slice. */
export const TableConfigPaths = {
  list: '/fr/table/cfg/parameter/list',
  one: '/fr/table/cfg/list/table',
  update: '/fr/table/cfg/update',
} as const;

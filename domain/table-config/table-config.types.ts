/** Answers of the table configuration calls (requests: table-config.schemas.ts). */
export interface TableConfig {
  tableKey: string;
  hidden: string[];
  /** null until the user saved one (the table's default then applies). */
  updatedAt: string | null;
}

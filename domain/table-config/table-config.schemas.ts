/**
 * Table configuration (spec part 1 section 7 and part 2: GET /fr/table/cfg/parameter/list,
 * /fr/table/cfg/list/table, POST /fr/table/cfg/update). The spec gives no shapes; here a
 * configuration is the columns a user hides in one list table, kept per user and table.
 * Answers and paths: table-config.types.ts (no zod, so the client imports it cheaply).
 */
import { z } from 'zod';

/** A table's key, e.g. 'orders-all' (each list screen names its own, like a search plan's list key). */
export const TABLE_KEY_PATTERN = /^[A-Za-z][\w-]{0,59}$/;
export const MAX_HIDDEN_COLUMNS = 100;

const tableKey = z.string({ error: '请指定表格' }).trim().regex(TABLE_KEY_PATTERN, 'tableKey 格式不正确');
const columnKey = z.string({ error: 'hidden 须为列名数组' }).trim().min(1, 'hidden 列名不能为空').max(60, 'hidden 列名过长');

export const TableKeyQuerySchema = z.object({ tableKey });

/** POST /fr/table/cfg/update: the columns hidden in one table (an empty list shows them all). */
export const UpdateTableConfigSchema = z.object({
  tableKey,
  hidden: z
    .array(columnKey, { error: 'hidden 须为列名数组' })
    .max(MAX_HIDDEN_COLUMNS, `hidden 最多${MAX_HIDDEN_COLUMNS}列`)
    .transform((keys) => [...new Set(keys)]),
});
export type UpdateTableConfigInput = z.infer<typeof UpdateTableConfigSchema>;

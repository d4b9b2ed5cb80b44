import { and, asc, count, eq, getTableName, ilike, inArray, isNull, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import type { EventTemplateSettings } from '@domain/templates/event-templates.schemas';
import type { OrderTypeSettings } from '@domain/templates/order-types.schemas';
import type { ProcessStep } from '@domain/templates/template-common.schemas';
import type { TemplateKindValue } from '@domain/templates/template.constants';
import type { Executor } from '../../db/database';
import { eventTemplates, orderTypes } from '../../db/schema/templates';
import { escapeLike } from './templates-common';

type TemplateTable = typeof orderTypes | typeof eventTemplates;

/**
 * The queries order types and event templates share: both tables have the same columns (order
 * types add `kind`). `extra` narrows a query further (an order type's kind).
 */
export function templateTableQueries<T extends TemplateTable>(table: T) {
  type Row = T['$inferSelect'];
  type Fields = Omit<T['$inferInsert'], 'id' | 'enterpriseId' | 'sort' | 'createdAt' | 'updatedAt' | 'deletedAt'>;
  const t = table as TemplateTable;
  /** The enterprise's templates that are not deleted. */
  const live = (enterpriseId: number) => and(eq(t.enterpriseId, enterpriseId), isNull(t.deletedAt));
  const where = (enterpriseId: number, keyword?: string, extra?: SQL) =>
    and(live(enterpriseId), keyword ? ilike(t.name, `%${escapeLike(keyword)}%`) : undefined, extra);
  const ordered = (tx: Executor, condition: SQL | undefined) => tx.select().from(t).where(condition).orderBy(asc(t.sort), asc(t.id));
  const select = (tx: Executor, condition: SQL | undefined) => ordered(tx, condition) as unknown as Promise<Row[]>;

  return {
    list: (tx: Executor, enterpriseId: number, keyword: string | undefined, paging: Paging, extra?: SQL) =>
      ordered(tx, where(enterpriseId, keyword, extra))
        .limit(paging.pageSize)
        .offset(paging.pageIndex * paging.pageSize) as unknown as Promise<Row[]>,

    async count(tx: Executor, enterpriseId: number, keyword: string | undefined, extra?: SQL) {
      const [row] = await tx.select({ n: count() }).from(t).where(where(enterpriseId, keyword, extra));
      return row.n;
    },

    /** Every live template, or the enabled ones only, in display order. */
    all: (tx: Executor, enterpriseId: number, options: { enabledOnly?: boolean; extra?: SQL } = {}) =>
      select(tx, and(where(enterpriseId, undefined, options.extra), options.enabledOnly ? eq(t.enabled, true) : undefined)),

    find: (tx: Executor, enterpriseId: number, ids: number[]): Promise<Row[]> =>
      ids.length === 0 ? Promise.resolve([]) : select(tx, and(live(enterpriseId), inArray(t.id, ids))),

    async nameTaken(tx: Executor, enterpriseId: number, name: string, exceptId?: number) {
      const [row] = await tx
        .select({ id: t.id })
        .from(t)
        .where(and(live(enterpriseId), eq(t.name, name), exceptId ? ne(t.id, exceptId) : undefined));
      return Boolean(row);
    },

    async enabledCount(tx: Executor, enterpriseId: number, extra?: SQL) {
      const [row] = await tx.select({ n: count() }).from(t).where(and(live(enterpriseId), eq(t.enabled, true), extra));
      return row.n;
    },

    /** Appends a template after the others. */
    async insert(tx: Executor, enterpriseId: number, fields: Fields): Promise<Row> {
      const sort = sql<number>`(select coalesce(max(${t.sort}), 0) + 1 from ${t} where ${t.enterpriseId} = ${enterpriseId})`;
      const [row] = await tx
        .insert(t)
        .values({ ...fields, enterpriseId, sort } as never)
        .returning();
      return row as Row;
    },

    async update(tx: Executor, enterpriseId: number, id: number, changes: Partial<Fields>): Promise<Row> {
      const [row] = await tx
        .update(t)
        .set({ ...changes, updatedAt: new Date() } as never)
        .where(and(live(enterpriseId), eq(t.id, id)))
        .returning();
      return row as Row;
    },

    /** Numbers the given live templates 1, 2, 3 ... in that order. */
    async renumber(tx: Executor, enterpriseId: number, ids: number[]) {
      for (const [index, id] of ids.entries()) {
        await tx
          .update(t)
          .set({ sort: index + 1 } as never)
          .where(and(live(enterpriseId), eq(t.id, id)));
      }
    },

    async softDelete(tx: Executor, enterpriseId: number, ids: number[]) {
      await tx.update(t).set({ deletedAt: new Date() }).where(and(live(enterpriseId), inArray(t.id, ids)));
    },

    /** Whether the enterprise ever had one (deleted ones count): defaults are offered only once. */
    async everHad(tx: Executor, enterpriseId: number) {
      const [row] = await tx.select({ id: t.id }).from(t).where(eq(t.enterpriseId, enterpriseId)).limit(1);
      return Boolean(row);
    },
  };
}

export const orderTypeQueries = templateTableQueries(orderTypes);
export const eventTemplateQueries = templateTableQueries(eventTemplates);
export type OrderTypeRecord = typeof orderTypes.$inferSelect;
export type OrderTypeTable = typeof orderTypes;
export type EventTemplateTable = typeof eventTemplates;

/** Narrows order types to one kind (install, repair …); no narrowing without one. */
export const orderTypeKindIs = (kind?: TemplateKindValue) => (kind ? eq(orderTypes.kind, kind) : undefined);

/*
 * Subqueries for callers' queries over many records (one statement, not a lookup per record). The
 * inner table is aliased so that a caller's column left unqualified still names the caller's table.
 */

/** The settings of the order type whose id `typeId` gives; null when there is none. */
export const orderTypeSettingsOf = (typeId: SQLWrapper) =>
  sql<OrderTypeSettings | null>`(select t.settings from ${orderTypes} t where t.id = ${typeId})`;

/** The process steps (处理流程) of the order type whose id `typeId` gives; null when there are none. */
export const orderTypeProcessOf = (typeId: SQLWrapper) =>
  sql<ProcessStep[] | null>`(select t.settings->'process' from ${orderTypes} t where t.id = ${typeId})`;

/** The settings of the event template whose id `templateId` gives; null when there is none. */
export const eventTemplateSettingsOf = (templateId: SQLWrapper) =>
  sql<EventTemplateSettings | null>`(select t.settings from ${eventTemplates} t where t.id = ${templateId})`;

/** The name of the order type whose id the SQL text `typeIdSql` gives, as SQL text (for lists written as SQL text). */
export const orderTypeNameSql = (typeIdSql: string) => `(select t.name from "${getTableName(orderTypes)}" t where t.id = ${typeIdSql})`;
export type EventTemplateRecord = typeof eventTemplates.$inferSelect;

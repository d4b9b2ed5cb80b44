import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { NoticeReadFilter, type NoticeReadFilterValue } from '@domain/notices/notices.schemas';
import type { Paging } from '@domain/common/paging';
import type { Executor } from '../../db/database';
import { notices } from '../../db/schema/notices';

export interface NoticeReader {
  enterpriseId: number;
  userId: number;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters. */
const INSERT_CHUNK = 1000;

export async function insertNotices(tx: Executor, rows: (typeof notices.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await tx.insert(notices).values(rows.slice(i, i + INSERT_CHUNK));
}

const own = (r: NoticeReader) => and(eq(notices.enterpriseId, r.enterpriseId), eq(notices.userId, r.userId));
const READ_CONDITIONS = {
  [NoticeReadFilter.all]: undefined,
  [NoticeReadFilter.unread]: isNull(notices.readAt),
  [NoticeReadFilter.read]: isNotNull(notices.readAt),
};

/** A page of the reader's notices, newest first. */
export function listNotices(tx: Executor, reader: NoticeReader, read: NoticeReadFilterValue, paging: Paging) {
  return tx
    .select()
    .from(notices)
    .where(and(own(reader), READ_CONDITIONS[read]))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
}

export async function countNotices(tx: Executor, reader: NoticeReader): Promise<{ total: number; unread: number }> {
  const [all] = await tx.select({ n: count() }).from(notices).where(own(reader));
  const [unread] = await tx.select({ n: count() }).from(notices).where(and(own(reader), isNull(notices.readAt)));
  return { total: all.n, unread: unread.n };
}

/** Marks the reader's unread notices read, those of `ids` only when given; returns how many. */
export async function markRead(tx: Executor, reader: NoticeReader, ids?: number[]): Promise<number> {
  const condition: SQL | undefined = ids ? inArray(notices.id, ids) : undefined;
  const rows = await tx
    .update(notices)
    .set({ readAt: sql`now()` })
    .where(and(own(reader), isNull(notices.readAt), condition))
    .returning({ id: notices.id });
  return rows.length;
}
